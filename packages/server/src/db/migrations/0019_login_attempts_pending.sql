-- Sign-in and password-proof attempts are counted before they are judged (auth/throttle.ts): an attempt in flight is a
-- pending row, made a failure when its proof fails and removed when it succeeds. A process killed in between leaves
-- it pending; it ages out of the window like any failure.
ALTER TABLE login_failures ADD COLUMN pending boolean NOT NULL DEFAULT false;
