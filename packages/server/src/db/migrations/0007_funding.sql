-- Funding and identity: uploaded images, real-name verification, bank cards, deposit notices, withdrawals and the
-- operator's manual adjustments. Every decision on them also writes an audit row and an inbox message in the same
-- transaction; every movement of money is a ledger transfer (deposits credit on approval, withdrawals hold at
-- request and settle or release, adjustments move nothing until a second operator confirms).

-- The verified reading of the real name (bank-card holder names are compared with the name or this).
ALTER TABLE users ADD COLUMN real_name_kana text;

-- Uploaded images, re-encoded on arrival (metadata stripped) and kept in the database itself, so every server
-- process on the same database can serve them. `name` is chosen by the server, never by the uploader.
CREATE TABLE uploads (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL UNIQUE CHECK (name ~ '^[0-9a-f]{32}$'),
  owner_id   bigint NOT NULL REFERENCES users (id),
  purpose    text NOT NULL CHECK (purpose IN ('identity_front', 'identity_back', 'deposit_slip')),
  media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width      integer NOT NULL CHECK (width BETWEEN 1 AND 4096),
  height     integer NOT NULL CHECK (height BETWEEN 1 AND 4096),
  byte_size  integer NOT NULL CHECK (byte_size > 0),
  sha256     text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content    bytea NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (octet_length(content) = byte_size)
);
CREATE INDEX uploads_owner ON uploads (owner_id);

-- The key that signs image links (`sig`): one per database, made by the first process that needs it.
CREATE TABLE upload_signing_key (
  id     smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL CHECK (length(secret) >= 43)
);

-- Every request that had an image decoded, for the per-account upload throttle (failures included).
CREATE TABLE upload_attempts (
  user_id bigint NOT NULL REFERENCES users (id),
  at      timestamptz NOT NULL
);
CREATE INDEX upload_attempts_user_at ON upload_attempts (user_id, at);

-- Real-name verification submissions; an operator decides. One under review per user at a time.
CREATE TABLE identity_verifications (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  name_kana      text CHECK (char_length(name_kana) BETWEEN 1 AND 64),
  id_number      text NOT NULL CHECK (id_number ~ '^[A-Za-z0-9-]{4,32}$'),
  front_upload_id bigint NOT NULL REFERENCES uploads (id),
  back_upload_id  bigint NOT NULL REFERENCES uploads (id),
  status         text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_at   timestamptz NOT NULL,
  reviewed_by    bigint REFERENCES users (id),
  reviewed_at    timestamptz,
  reject_reason  text,
  note           text CHECK (char_length(note) BETWEEN 1 AND 500),
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK ((status = 'pending') = (reviewed_by IS NULL)),
  CHECK ((reject_reason IS NOT NULL) = (status = 'rejected'))
);
CREATE UNIQUE INDEX identity_verifications_one_pending ON identity_verifications (user_id) WHERE status = 'pending';
CREATE INDEX identity_verifications_user ON identity_verifications (user_id, id DESC);
CREATE INDEX identity_verifications_queue ON identity_verifications (status, id);

-- Own-name Japanese bank accounts for withdrawals. A removed card is kept (past withdrawals show it) but no longer
-- counts, and the same account may be registered again.
CREATE TABLE bank_cards (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  holder_name    text NOT NULL CHECK (char_length(holder_name) BETWEEN 1 AND 64),
  bank_name      text NOT NULL CHECK (char_length(bank_name) BETWEEN 1 AND 64),
  branch_name    text NOT NULL CHECK (char_length(branch_name) BETWEEN 1 AND 64),
  branch_code    text NOT NULL CHECK (branch_code ~ '^[0-9]{3}$'),
  account_type   text NOT NULL CHECK (account_type IN ('ordinary', 'current', 'savings')),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{7}$'),
  created_at     timestamptz NOT NULL,
  removed_at     timestamptz
);
CREATE UNIQUE INDEX bank_cards_one_account ON bank_cards (user_id, bank_name, branch_code, account_number)
  WHERE removed_at IS NULL;
CREATE INDEX bank_cards_user ON bank_cards (user_id, id DESC);

-- Deposit notices: the user says a transfer was made to their dedicated account; an operator matches it and credits
-- the amount actually received (one ledger transfer from the bank's house account). One pending notice per user.
CREATE TABLE deposit_notices (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  currency        text NOT NULL DEFAULT 'JPY' CHECK (currency = 'JPY'),
  amount          bigint NOT NULL CHECK (amount > 0),
  remitter_name   text CHECK (char_length(remitter_name) BETWEEN 1 AND 48),
  slip_upload_id  bigint NOT NULL REFERENCES uploads (id),
  status          text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  notified_at     timestamptz NOT NULL,
  reviewed_by     bigint REFERENCES users (id),
  reviewed_at     timestamptz,
  cancelled_at    timestamptz,
  credited_amount bigint CHECK (credited_amount > 0),
  transfer_id     bigint UNIQUE REFERENCES ledger_transfers (id),
  reject_reason   text,
  note            text CHECK (char_length(note) BETWEEN 1 AND 500),
  CHECK ((status = 'approved') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'approved') = (credited_amount IS NOT NULL)),
  CHECK ((status IN ('approved', 'rejected')) = (reviewed_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((reject_reason IS NOT NULL) = (status = 'rejected'))
);
CREATE UNIQUE INDEX deposit_notices_one_pending ON deposit_notices (user_id) WHERE status = 'pending';
CREATE INDEX deposit_notices_user ON deposit_notices (user_id, id DESC);
CREATE INDEX deposit_notices_queue ON deposit_notices (status, id);

-- Withdrawals: the amount is held at request (a two-phase ledger hold), paid out (settled to the bank's house
-- account) on approval — by a second, different operator above the four-eyes threshold — or released on rejection
-- or cancellation.
CREATE TABLE withdrawals (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id                  bigint NOT NULL REFERENCES users (id),
  currency                 text NOT NULL DEFAULT 'JPY' CHECK (currency = 'JPY'),
  amount                   bigint NOT NULL CHECK (amount > 0),
  card_id                  bigint NOT NULL REFERENCES bank_cards (id),
  hold_id                  bigint NOT NULL UNIQUE REFERENCES ledger_holds (id),
  status                   text NOT NULL CHECK (status IN ('pending', 'awaiting_second_approval', 'approved',
                                                           'rejected', 'cancelled')),
  requires_second_approval boolean NOT NULL,
  requested_at             timestamptz NOT NULL,
  first_approved_by        bigint REFERENCES users (id),
  first_approved_at        timestamptz,
  reviewed_by              bigint REFERENCES users (id),
  reviewed_at              timestamptz,
  paid_at                  timestamptz,
  cancelled_at             timestamptz,
  reject_reason            text,
  note                     text CHECK (char_length(note) BETWEEN 1 AND 500),
  CHECK ((first_approved_by IS NULL) = (first_approved_at IS NULL)),
  CHECK (status <> 'awaiting_second_approval' OR first_approved_by IS NOT NULL),
  CHECK (first_approved_by IS NULL OR requires_second_approval),
  CHECK (reviewed_by IS NULL OR first_approved_by IS NULL OR reviewed_by <> first_approved_by
         OR status = 'rejected'),
  CHECK ((status = 'approved') = (paid_at IS NOT NULL)),
  CHECK ((status IN ('approved', 'rejected')) = (reviewed_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((reject_reason IS NOT NULL) = (status = 'rejected'))
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_queue ON withdrawals (status, id);
CREATE INDEX withdrawals_card_open ON withdrawals (card_id) WHERE status IN ('pending', 'awaiting_second_approval');

-- Manual credits and debits of a user's cash: requested by one operator, applied (one ledger transfer against the
-- house's adjustment account) only when a different operator confirms.
CREATE TABLE cash_adjustments (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  direction    text NOT NULL CHECK (direction IN ('credit', 'debit')),
  currency     text NOT NULL REFERENCES ledger_currencies (code),
  amount       bigint NOT NULL CHECK (amount > 0),
  reason       text NOT NULL,
  memo         text NOT NULL CHECK (char_length(memo) BETWEEN 1 AND 500),
  status       text NOT NULL CHECK (status IN ('awaiting_second_approval', 'applied', 'rejected')),
  requested_by bigint NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  decided_by   bigint REFERENCES users (id),
  decided_at   timestamptz,
  transfer_id  bigint UNIQUE REFERENCES ledger_transfers (id),
  CHECK ((status = 'applied') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'awaiting_second_approval') = (decided_at IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  CHECK (status <> 'applied' OR decided_by <> requested_by)
);
CREATE INDEX cash_adjustments_user ON cash_adjustments (user_id, id DESC);
CREATE INDEX cash_adjustments_queue ON cash_adjustments (status, id);

-- The other side of manual adjustments, in every currency (an expense or a recovery: it may go negative).
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative)
SELECT NULL, c.code, 'house_adjustments', true FROM ledger_currencies c
ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;

-- Transaction records find the hold a transfer opened (a withdrawal's record shows held, paid or released).
CREATE INDEX ledger_holds_hold_transfer ON ledger_holds (hold_transfer_id);

-- The bank code of the simulated receiving bank, shown with the dedicated deposit account.
INSERT INTO config (name, value, public) VALUES ('deposit_bank_code', '0999', false)
ON CONFLICT (name) DO NOTHING;
