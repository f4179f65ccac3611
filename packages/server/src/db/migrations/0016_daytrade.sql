-- One-day margin (一日信用, day trading; issue 15). A user applies with a participation fund, which moves by ledger
-- transfer from their yen cash into a day-trade account of their own (ledger kind `daytrade`); an operator approves
-- or rejects; an approved account places leveraged intraday orders, long or short, against that fund. Positions are
-- synthetic (the broker lends the money or the shares; no shares move): each close settles its profit or loss
-- between the user's day-trade account and the house's day-trade account, and a job on the market clock closes
-- everything still open at the session's end. Prices are scaled by 10^4 (market/price.ts), money is in yen.

CREATE TABLE daytrade_applications (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id),
  currency            text NOT NULL DEFAULT 'JPY' REFERENCES ledger_currencies (code),
  amount              bigint NOT NULL CHECK (amount > 0),
  state               text NOT NULL DEFAULT 'submitted'
                      CHECK (state IN ('submitted', 'reviewing', 'approved', 'rejected', 'cancelled', 'closed')),
  reject_reason       text,
  note                text,
  -- The fund's move from cash into the day-trade account, and (once released) the move of the account's whole
  -- balance back to cash: null when there was nothing left to release.
  fund_transfer_id    bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  release_transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  released_amount     bigint CHECK (released_amount >= 0),
  submitted_at        timestamptz NOT NULL,
  reviewed_by         bigint REFERENCES users (id),
  reviewed_at         timestamptz,
  released_at         timestamptz,
  CHECK ((state = 'rejected') = (reject_reason IS NOT NULL)),
  CHECK ((state IN ('rejected', 'cancelled', 'closed')) = (released_at IS NOT NULL AND released_amount IS NOT NULL))
);
-- One live application (submitted, reviewing or approved) per user; the user's row lock orders the check.
CREATE UNIQUE INDEX daytrade_applications_live ON daytrade_applications (user_id)
  WHERE state IN ('submitted', 'reviewing', 'approved');
CREATE INDEX daytrade_applications_user ON daytrade_applications (user_id, id DESC);
CREATE INDEX daytrade_applications_pending ON daytrade_applications (id) WHERE state IN ('submitted', 'reviewing');

-- A position opened by one opening order's (whole) fill. `quantity` is what is still open, `closing_quantity` the
-- part working closing orders have taken; `margin` is what the open quantity holds from the fund (its opening
-- notional ÷ leverage, rounded up). `realized_profit` is the net result so far: each close's profit or loss less its
-- commission and interest, less the opening commission.
CREATE TABLE daytrade_positions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  market           text NOT NULL CHECK (market = 'jpy'),
  code             text NOT NULL,
  currency         text NOT NULL REFERENCES ledger_currencies (code),
  side             text NOT NULL CHECK (side IN ('long', 'short')),
  leverage         smallint NOT NULL CHECK (leverage BETWEEN 1 AND 3),
  entry_price      bigint NOT NULL CHECK (entry_price > 0),
  original_quantity bigint NOT NULL CHECK (original_quantity > 0),
  quantity         bigint NOT NULL CHECK (quantity >= 0 AND quantity <= original_quantity),
  closing_quantity bigint NOT NULL DEFAULT 0 CHECK (closing_quantity >= 0 AND closing_quantity <= quantity),
  margin           bigint NOT NULL CHECK (margin >= 0),
  open_fee         bigint NOT NULL CHECK (open_fee >= 0),
  realized_profit  bigint NOT NULL,
  state            text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  trade_date       date NOT NULL,
  closes_at        timestamptz NOT NULL,
  opened_at        timestamptz NOT NULL,
  closed_at        timestamptz,
  CHECK ((state = 'closed') = (closed_at IS NOT NULL)),
  CHECK (state = 'open' OR (quantity = 0 AND margin = 0))
);
CREATE INDEX daytrade_positions_user ON daytrade_positions (user_id, id DESC);
CREATE INDEX daytrade_positions_open ON daytrade_positions (trade_date, user_id) WHERE state = 'open';

CREATE TABLE daytrade_orders (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  client_order_id text NOT NULL,
  request_hash    text NOT NULL,
  market          text NOT NULL CHECK (market = 'jpy'),
  code            text NOT NULL,
  currency        text NOT NULL REFERENCES ledger_currencies (code),
  side            text NOT NULL CHECK (side IN ('buy', 'sell')),
  effect          text NOT NULL CHECK (effect IN ('open', 'close')),
  order_type      text NOT NULL CHECK (order_type IN ('limit', 'market')),
  price           bigint CHECK (price > 0),
  quantity        bigint NOT NULL CHECK (quantity > 0),
  leverage        smallint NOT NULL CHECK (leverage BETWEEN 1 AND 3),
  -- Opening orders: the margin held while working (at the limit, or the last price for a market order), then the
  -- position's margin once filled; 0 for closing orders and once failed.
  margin          bigint NOT NULL DEFAULT 0 CHECK (margin >= 0),
  fee_rate_h      integer NOT NULL CHECK (fee_rate_h >= 0),
  interest_rate_h integer NOT NULL CHECK (interest_rate_h >= 0),
  position_id     bigint REFERENCES daytrade_positions (id),
  state           text NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'in_progress', 'filled', 'failed')),
  fail_reason     text,
  auto_close      boolean NOT NULL DEFAULT false,
  filled_quantity bigint NOT NULL DEFAULT 0,
  fill_price      bigint,
  fee             bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  realized_profit bigint,
  trade_date      date NOT NULL,
  closes_at       timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK ((state = 'failed') = (fail_reason IS NOT NULL)),
  CHECK ((order_type = 'limit') = (price IS NOT NULL)),
  CHECK (effect = 'open' OR position_id IS NOT NULL),
  CHECK ((state = 'filled') = (fill_price IS NOT NULL AND filled_quantity = quantity))
);
-- A client order id names one of the user's requests; the broker's auto-close orders are named by their position.
CREATE UNIQUE INDEX daytrade_orders_client ON daytrade_orders (user_id, client_order_id) WHERE NOT auto_close;
CREATE INDEX daytrade_orders_user ON daytrade_orders (user_id, id DESC);
CREATE INDEX daytrade_orders_working ON daytrade_orders (closes_at, id) WHERE state IN ('submitted', 'in_progress');
ALTER TABLE daytrade_positions ADD COLUMN open_order_id bigint NOT NULL UNIQUE REFERENCES daytrade_orders (id);

-- One row per fill. `transfer_id` is the ledger transfer that settled it (profit or loss, commission, interest);
-- null when nothing moved (an opening fill without commission).
CREATE TABLE daytrade_fills (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    bigint NOT NULL UNIQUE REFERENCES daytrade_orders (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  price       bigint NOT NULL CHECK (price > 0),
  quantity    bigint NOT NULL CHECK (quantity > 0),
  notional    bigint NOT NULL CHECK (notional > 0),
  fee         bigint NOT NULL CHECK (fee >= 0),
  interest    bigint NOT NULL CHECK (interest >= 0),
  -- Closing fills: (exit − entry) × shares for a long, (entry − exit) × shares for a short, before costs.
  gross_profit bigint,
  transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX daytrade_fills_user ON daytrade_fills (user_id, id);

-- What a close could not take from the fund nor from available cash: owed to the house account `house_kind`,
-- collected from cash at later closes (each collection a transfer of its own). Never a negative balance.
CREATE TABLE daytrade_debts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  order_id    bigint NOT NULL REFERENCES daytrade_orders (id),
  record_kind text NOT NULL,
  house_kind  text NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  collected   bigint NOT NULL DEFAULT 0 CHECK (collected >= 0 AND collected <= amount),
  created_at  timestamptz NOT NULL,
  settled_at  timestamptz,
  CHECK ((collected = amount) = (settled_at IS NOT NULL))
);
CREATE INDEX daytrade_debts_open ON daytrade_debts (user_id, id) WHERE settled_at IS NULL;

-- One row per Tokyo trading day whose session the close job has ended: the row is the job's lock (every process
-- takes it FOR UPDATE before closing that day), and it counts what the job did.
CREATE TABLE daytrade_session_closes (
  trade_date       date PRIMARY KEY,
  closes_at        timestamptz NOT NULL,
  first_run_at     timestamptz NOT NULL,
  last_run_at      timestamptz NOT NULL,
  orders_failed    integer NOT NULL DEFAULT 0,
  orders_filled    integer NOT NULL DEFAULT 0,
  positions_closed integer NOT NULL DEFAULT 0
);

-- The house's side of day-trade positions in every currency: it pays profits and receives losses (the simulator's
-- market behind it), so it may go negative.
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative)
SELECT NULL, c.code, 'house_daytrade', true FROM ledger_currencies c
ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;

-- The operator's day-trade settings (admin/config.ts checks edits; daytrade/config.ts reads them).
INSERT INTO config (name, value, public) VALUES
  ('daytrade_leverage_options', '1,2,3', true),
  ('daytrade_min_fund', '100000', true),
  ('daytrade_commission_percent', '0.00', true),
  ('daytrade_interest_percent_per_year', '2.80', true)
ON CONFLICT (name) DO NOTHING;
