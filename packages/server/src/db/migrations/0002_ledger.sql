-- The ledger core: currencies, wallets (available and held), house accounts per currency, a running balance
-- kept by the database itself, two-phase holds and idempotency records.

-- The exchange currencies of the contract and their minor units (money.ts agrees).
CREATE TABLE ledger_currencies (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  minor_units smallint NOT NULL CHECK (minor_units IN (0, 2))
);
INSERT INTO ledger_currencies (code, minor_units) VALUES
  ('JPY', 0), ('USD', 2), ('CNY', 2), ('HKD', 2), ('TWD', 2), ('THB', 2), ('MYR', 2), ('KRW', 0), ('VND', 0);
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_currency_known FOREIGN KEY (currency) REFERENCES ledger_currencies (code);

-- The running balance: always SUM(entries) of the account, maintained by the trigger below in the same statement
-- as the entries, so nothing outside the database can make it drift (the invariant checker compares the two).
-- The CHECK is the SQL guard: no account without allow_negative can end a statement below zero.
ALTER TABLE ledger_accounts ADD COLUMN balance bigint NOT NULL DEFAULT 0;
UPDATE ledger_accounts a
   SET balance = COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0);
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_balance_not_negative CHECK (allow_negative OR balance >= 0);

-- One UPDATE per statement with the net change per account, so the order of a transfer's entries never matters.
CREATE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a
     SET balance = a.balance + d.delta
    FROM (SELECT account_id, SUM(amount) AS delta FROM inserted_entries GROUP BY account_id) d
   WHERE a.id = d.account_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_entries();

-- An account's identity never changes, its balance moves only through entries, and accounts are never deleted.
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.id <> OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.currency <> OLD.currency
     OR NEW.kind <> OLD.kind OR NEW.allow_negative <> OLD.allow_negative THEN
    RAISE EXCEPTION 'ledger account % cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  -- Depth 1 is a statement from outside; the entries trigger runs this at depth 2.
  IF NEW.balance <> OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger account % balance moves only through entries', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();

-- The commit-time check of 0001 summed every entry of an account for each new entry; the running balance and
-- its CHECK now refuse a negative balance at once, so the deferred check keeps only the per-transfer balance.
CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT currency INTO unbalanced FROM ledger_entries
    WHERE transfer_id = NEW.transfer_id GROUP BY currency HAVING SUM(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not balance in %', NEW.transfer_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- Named house accounts in every currency. Those that stand for the outside world or an expense may go negative.
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative)
SELECT NULL, c.code, h.kind, h.allow_negative
  FROM ledger_currencies c
 CROSS JOIN (VALUES
   ('house_paper_funding', true),
   ('house_bank_cash', true),
   ('house_fees', false),
   ('house_loans', true),
   ('house_interest', false),
   ('house_rebates', true),
   ('house_promotions', true),
   ('house_exchange', true),
   ('house_market', true)
 ) AS h (kind, allow_negative)
ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;

-- Two-phase holds: `open` moves cash from the wallet's available account to its held account; closing it once
-- either settles (part or all to payees, the rest back to available) or releases it (all back to available).
CREATE TABLE ledger_holds (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users (id),
  currency             text NOT NULL REFERENCES ledger_currencies (code),
  available_account_id bigint NOT NULL,
  held_account_id      bigint NOT NULL,
  amount               bigint NOT NULL CHECK (amount > 0),
  -- Why the cash is held: 'withdrawal', 'ipo_application', 'order', … and what it belongs to.
  reason               text NOT NULL,
  reference            text,
  status               text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'released')),
  settled_amount       bigint NOT NULL DEFAULT 0 CHECK (settled_amount >= 0),
  released_amount      bigint NOT NULL DEFAULT 0 CHECK (released_amount >= 0),
  hold_transfer_id     bigint NOT NULL REFERENCES ledger_transfers (id),
  close_transfer_id    bigint REFERENCES ledger_transfers (id),
  created_at           timestamptz NOT NULL,
  closed_at            timestamptz,
  FOREIGN KEY (available_account_id, currency) REFERENCES ledger_accounts (id, currency),
  FOREIGN KEY (held_account_id, currency) REFERENCES ledger_accounts (id, currency),
  CONSTRAINT ledger_holds_open_or_closed CHECK (
    (status = 'open' AND settled_amount = 0 AND released_amount = 0 AND close_transfer_id IS NULL
      AND closed_at IS NULL)
    OR (status <> 'open' AND settled_amount + released_amount = amount AND close_transfer_id IS NOT NULL
      AND closed_at IS NOT NULL)
  ),
  CONSTRAINT ledger_holds_release_settles_nothing CHECK (status <> 'released' OR settled_amount = 0),
  CONSTRAINT ledger_holds_settle_settles_something CHECK (status <> 'settled' OR settled_amount > 0)
);
CREATE INDEX ledger_holds_open_by_account ON ledger_holds (held_account_id) WHERE status = 'open';
CREATE INDEX ledger_holds_user ON ledger_holds (user_id, id);
CREATE INDEX ledger_holds_reference ON ledger_holds (reference) WHERE reference IS NOT NULL;

-- A hold closes once: a closed hold never changes again, what it holds never changes, and holds are kept.
CREATE FUNCTION ledger_guard_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger holds are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.status USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.id <> OLD.id OR NEW.user_id <> OLD.user_id OR NEW.currency <> OLD.currency
     OR NEW.available_account_id <> OLD.available_account_id OR NEW.held_account_id <> OLD.held_account_id
     OR NEW.amount <> OLD.amount OR NEW.hold_transfer_id <> OLD.hold_transfer_id
     OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'hold % can only be closed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_holds_guard BEFORE UPDATE OR DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_hold();

-- Idempotency-Key records of money-moving operations, written in the same transaction as their ledger entries:
-- the key is claimed first (a concurrent duplicate waits on it) and the answer stored before commit.
CREATE TABLE idempotency_keys (
  user_id      bigint NOT NULL REFERENCES users (id),
  key          text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{8,64}$'),
  operation_id text NOT NULL,
  request_hash text NOT NULL,
  -- The stored answer as JSON text, exactly as first returned; NULL only inside the claiming transaction.
  response     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
