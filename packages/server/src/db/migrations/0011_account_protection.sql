-- Account protection (issue 19): passkeys and their single-use challenges, pending logins (password then passkey),
-- step-up on the session, recovery codes, the sign-in history, device cookies for throttling, the notification email
-- with an outbox of alert mail, and operator factor resets with four eyes.

-- The WebAuthn user handle (random, never the account number) and where security alerts are emailed.
ALTER TABLE users
  ADD COLUMN webauthn_user_id              text UNIQUE,
  ADD COLUMN notification_email            text CHECK (char_length(notification_email) <= 254),
  ADD COLUMN notification_email_updated_at timestamptz;

-- Registered passkeys. The public key is COSE as the authenticator gave it; `sign_count` detects a cloned
-- authenticator (a counter that does not move on).
CREATE TABLE passkeys (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) BETWEEN 16 AND 1400),
  public_key    bytea NOT NULL,
  sign_count    bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports    text NOT NULL DEFAULT '',
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  backed_up     boolean NOT NULL,
  multi_device  boolean NOT NULL,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A password that was right for an account with a passkey: the sign-in waits for the passkey (or a recovery code).
-- Only the token's SHA-256 is kept; five failed second steps end it.
CREATE TABLE pending_logins (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id    bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failures   integer NOT NULL DEFAULT 0,
  used_at    timestamptz
);
CREATE INDEX pending_logins_expires ON pending_logins (expires_at);

-- Challenges the server issued, each used once (deleted as it is checked) and only before it expires. Never taken
-- from the client: the answer's clientDataJSON names the challenge, and it must be here, for the same purpose and
-- the same user, session or pending login.
CREATE TABLE webauthn_challenges (
  challenge        text PRIMARY KEY,
  purpose          text NOT NULL CHECK (purpose IN ('register', 'sign_in', 'second_factor', 'step_up')),
  user_id          bigint REFERENCES users (id),
  session_id       bigint REFERENCES sessions (id),
  pending_login_id bigint REFERENCES pending_logins (id),
  address          text NOT NULL,
  expires_at       timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expires ON webauthn_challenges (expires_at);
CREATE INDEX webauthn_challenges_address ON webauthn_challenges (address, purpose, expires_at);

-- How each session was opened, and its last passkey step-up (withdrawals and card changes need one at most five
-- minutes old).
ALTER TABLE sessions
  ADD COLUMN method     text NOT NULL DEFAULT 'password' CHECK (method IN ('password', 'passkey', 'recovery')),
  ADD COLUMN step_up_at timestamptz;

-- Single-use recovery codes: 79 random bits each, so their SHA-256 is as safe to keep as a session token's.
CREATE TABLE recovery_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  code_hash  text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  used_at    timestamptz,
  UNIQUE (user_id, code_hash)
);

-- Every sign-in attempt on an existing account (throttled ones excepted), for the user and the console.
CREATE TABLE sign_in_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  at          timestamptz NOT NULL,
  method      text NOT NULL CHECK (method IN ('password', 'passkey', 'recovery')),
  outcome     text NOT NULL CHECK (outcome IN ('success', 'second_factor_required', 'wrong_password', 'passkey_failed',
                                               'recovery_code_failed', 'account_restricted')),
  ip_address  text NOT NULL,
  user_agent  text NOT NULL,
  new_browser boolean NOT NULL DEFAULT false
);
CREATE INDEX sign_in_events_user ON sign_in_events (user_id, id DESC);

-- Sign-in failures now also count per device cookie (a browser that signed in to the account before) and per
-- address alone.
ALTER TABLE login_failures ADD COLUMN device text;
CREATE INDEX login_failures_scope_address_at ON login_failures (scope, address, at);
CREATE INDEX login_failures_scope_device_at ON login_failures (scope, account, device, at) WHERE device IS NOT NULL;

-- Keys the server signs with (the device cookie), one per name, made by the first process that needs it.
CREATE TABLE server_secrets (
  name   text PRIMARY KEY,
  secret text NOT NULL CHECK (length(secret) >= 43)
);

-- Alert mail, written in the transaction of what it tells and sent after commit (and retried) by the outbox.
CREATE TABLE email_outbox (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  to_address    text NOT NULL,
  subject       text NOT NULL,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  sent_at       timestamptz,
  last_error    text
);
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;

-- An operator's reset of a customer's passkeys and recovery codes; applied only when a second operator approves.
CREATE TABLE factor_resets (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id                bigint NOT NULL REFERENCES users (id),
  reason                 text NOT NULL CHECK (reason IN ('lost_device', 'compromised', 'other')),
  memo                   text NOT NULL,
  status                 text NOT NULL CHECK (status IN ('awaiting_second_approval', 'applied', 'rejected')),
  requested_by           bigint NOT NULL REFERENCES users (id),
  requested_at           timestamptz NOT NULL,
  decided_by             bigint REFERENCES users (id),
  decided_at             timestamptz,
  removed_passkeys       integer,
  removed_recovery_codes integer,
  revoked_sessions       integer
);
CREATE UNIQUE INDEX factor_resets_one_waiting ON factor_resets (user_id) WHERE status = 'awaiting_second_approval';

-- Off until the app asks for the step-up (the operator turns it on in the console); documented in the contract's
-- AdminConfigName.
INSERT INTO config (name, value, public) VALUES ('security_passkey_required_for_money', '0', true);
