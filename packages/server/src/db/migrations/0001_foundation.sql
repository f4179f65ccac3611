-- Site configuration: public rows are served by /common/config.
CREATE TABLE config (
  name   text PRIMARY KEY,
  value  text NOT NULL,
  public boolean NOT NULL DEFAULT false
);

INSERT INTO config (name, value, public) VALUES
  ('kefu', 'https://kabuto.example/support', true),
  ('logo', '/logo.svg', true),
  ('title', 'Kabuto', true),
  -- Served from the root package.json at run time; the row keeps its place in the list.
  ('version', '0.0.0', true),
  ('mode', 'simulator', true),
  ('invite_required', 'true', true),
  ('paper_opening_credit', '1000000', false);

CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account       text NOT NULL UNIQUE CHECK (account ~ '^[0-9]{10}$'),
  password_hash text NOT NULL,
  invite_code   text NOT NULL UNIQUE CHECK (invite_code = upper(invite_code)),
  inviter_id    bigint REFERENCES users (id),
  role          text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'operator')),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'disabled', 'banned')),
  agreed_at     timestamptz,
  created_at    timestamptz NOT NULL
);

CREATE TABLE sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE, -- hex SHA-256 of the token; the token itself is never stored
  user_id      bigint NOT NULL REFERENCES users (id),
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE login_failures (
  account text NOT NULL,
  address text NOT NULL,
  at      timestamptz NOT NULL
);
CREATE INDEX login_failures_account_at ON login_failures (account, at);
CREATE INDEX login_failures_address_at ON login_failures (address, at);

-- Double-entry ledger in integer minor units. Balances are SUM(amount) per account.
CREATE TABLE ledger_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint REFERENCES users (id),
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  kind           text NOT NULL,
  allow_negative boolean NOT NULL DEFAULT false,
  UNIQUE (id, currency)
);
CREATE UNIQUE INDEX ledger_accounts_user_kind ON ledger_accounts (user_id, kind, currency) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_kind ON ledger_accounts (kind, currency) WHERE user_id IS NULL;

CREATE TABLE ledger_transfers (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind       text NOT NULL,
  memo       text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);

CREATE TABLE ledger_entries (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id  bigint NOT NULL,
  currency    text NOT NULL,
  amount      bigint NOT NULL CHECK (amount <> 0),
  created_at  timestamptz NOT NULL,
  -- An entry's currency is its account's currency.
  FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

-- Second line of defence behind ledger.ts: checked at commit, so a transfer's entries are seen together.
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
  negative bigint;
BEGIN
  SELECT currency INTO unbalanced FROM ledger_entries
    WHERE transfer_id = NEW.transfer_id GROUP BY currency HAVING SUM(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not balance in %', NEW.transfer_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.amount < 0 AND NOT (SELECT allow_negative FROM ledger_accounts WHERE id = NEW.account_id) THEN
    SELECT SUM(amount) INTO negative FROM ledger_entries WHERE account_id = NEW.account_id;
  END IF;
  IF negative < 0 THEN
    RAISE EXCEPTION 'ledger account % would go negative', NEW.account_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_check
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();

-- Ledger history is append-only.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only' USING ERRCODE = 'check_violation';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The house account that funds simulator paper money; it alone may go negative.
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative) VALUES (NULL, 'JPY', 'house_paper_funding', true);
