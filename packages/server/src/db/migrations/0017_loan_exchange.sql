-- The securities-backed credit line and currency exchange (issue 16).
--
-- Credit line: a user applies to draw yen; an operator approves or rejects. On approval one ledger transfer debits
-- the user's own loan account (ledger kind `loan`, allowed to go negative: the house's receivable from that user,
-- so `jpyyjed` = its negation = the outstanding principal) and credits the user's yen cash. Interest accrues daily
-- (actual/365, rounded down to the yen per day on the principal outstanding at the day's end) into
-- `interest_accrued`; one `loan_accruals` row per (loan, Tokyo day) makes each day's accrual happen once, whichever
-- process runs it. A repayment is one transfer from cash: the interest part to the house's interest account, the
-- principal part back to the user's loan account. Money is in yen (whole units).
--
-- Exchange: a quote fixes the rate for 30 s; converting it is one ledger transfer through the house's currency
-- desk (`house_exchange`, opened per currency by migration 0002), so every currency's entries still sum to zero.

CREATE TABLE loans (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id),
  currency              text NOT NULL DEFAULT 'JPY' REFERENCES ledger_currencies (code),
  principal             bigint NOT NULL CHECK (principal > 0),
  -- The disclosed annual rate at application, in hundredths of a percent (9.80 % → 980), at most 15 %.
  rate_hundredths       integer NOT NULL CHECK (rate_hundredths BETWEEN 0 AND 1500),
  term_days             integer NOT NULL CHECK (term_days > 0),
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'repaid', 'rejected')),
  outstanding_principal bigint NOT NULL DEFAULT 0 CHECK (outstanding_principal >= 0),
  interest_accrued      bigint NOT NULL DEFAULT 0 CHECK (interest_accrued >= 0),
  interest_paid         bigint NOT NULL DEFAULT 0 CHECK (interest_paid >= 0 AND interest_paid <= interest_accrued),
  -- The last Tokyo calendar day whose interest has accrued (null until drawn).
  accrued_through       date,
  reject_reason         text,
  note                  text,
  applied_at            timestamptz NOT NULL,
  reviewed_by           bigint REFERENCES users (id),
  reviewed_at           timestamptz,
  drawn_at              timestamptz,
  draw_transfer_id      bigint UNIQUE REFERENCES ledger_transfers (id),
  due_date              date,
  repaid_at             timestamptz,
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL)),
  CHECK ((status IN ('active', 'repaid')) = (draw_transfer_id IS NOT NULL AND drawn_at IS NOT NULL)),
  CHECK (status <> 'pending' OR (outstanding_principal = 0 AND interest_accrued = 0)),
  CHECK (status <> 'repaid' OR (outstanding_principal = 0 AND interest_paid = interest_accrued))
);
-- One application under review per user; the user's row lock orders the check.
CREATE UNIQUE INDEX loans_one_pending ON loans (user_id) WHERE status = 'pending';
CREATE INDEX loans_user ON loans (user_id, id DESC);
CREATE INDEX loans_pending ON loans (id) WHERE status = 'pending';
CREATE INDEX loans_active ON loans (id) WHERE status = 'active';

-- One row per loan and Tokyo day whose interest has accrued: the unique key is the guard that a day accrues once.
CREATE TABLE loan_accruals (
  loan_id   bigint NOT NULL REFERENCES loans (id),
  day       date NOT NULL,
  principal bigint NOT NULL CHECK (principal >= 0),
  interest  bigint NOT NULL CHECK (interest >= 0),
  PRIMARY KEY (loan_id, day)
);

CREATE TABLE loan_repayments (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id        bigint NOT NULL REFERENCES loans (id),
  amount         bigint NOT NULL CHECK (amount > 0),
  interest_part  bigint NOT NULL CHECK (interest_part >= 0),
  principal_part bigint NOT NULL CHECK (principal_part >= 0),
  transfer_id    bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  repaid_at      timestamptz NOT NULL,
  CHECK (amount = interest_part + principal_part)
);
CREATE INDEX loan_repayments_loan ON loan_repayments (loan_id, id);

-- A quote: the rate fixed for a conversion until `expires_at`; converted at most once.
CREATE TABLE exchange_quotes (
  id              text PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  from_currency   text NOT NULL REFERENCES ledger_currencies (code),
  to_currency     text NOT NULL REFERENCES ledger_currencies (code),
  -- Minor units of `from_currency` (amount and fee) and `to_currency` (received, spread cost).
  amount          bigint NOT NULL CHECK (amount > 0),
  fee             bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  amount_received bigint NOT NULL CHECK (amount_received > 0),
  spread_cost     bigint NOT NULL CHECK (spread_cost >= 0),
  -- Rates as decimal strings exactly as shown; spread in hundredths of a percent.
  mid             text NOT NULL,
  rate            text NOT NULL,
  spread_hundredths integer NOT NULL CHECK (spread_hundredths >= 0),
  as_of           timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  CHECK (from_currency <> to_currency)
);
CREATE INDEX exchange_quotes_user ON exchange_quotes (user_id, expires_at);

CREATE TABLE exchange_conversions (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  quote_id        text NOT NULL UNIQUE REFERENCES exchange_quotes (id),
  from_currency   text NOT NULL REFERENCES ledger_currencies (code),
  to_currency     text NOT NULL REFERENCES ledger_currencies (code),
  amount          bigint NOT NULL CHECK (amount > 0),
  fee             bigint NOT NULL CHECK (fee >= 0),
  amount_received bigint NOT NULL CHECK (amount_received > 0),
  mid             text NOT NULL,
  rate            text NOT NULL,
  spread_hundredths integer NOT NULL,
  transfer_id     bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  converted_at    timestamptz NOT NULL
);
CREATE INDEX exchange_conversions_user ON exchange_conversions (user_id, id DESC);
