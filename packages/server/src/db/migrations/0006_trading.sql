-- Trading: orders, their fills, positions (one per filled buy order) and the shares a working sell locks; the
-- operator's margin and per-currency fee settings; opening credits in dollars and yuan; the house accounts that
-- lend the borrowed part of leveraged positions and collect stamp duty; an entry-level record type on ledger
-- entries, so one fill transfer can show the purchase, the fee and the duty as separate records.

INSERT INTO config (name, value, public) VALUES
  ('margin_trading_enabled', '1', true),
  ('fee_min_usd', '1.00', true),
  ('fee_min_cny', '5.00', true),
  ('paper_opening_credit_usd', '10000', true),
  ('paper_opening_credit_cny', '100000', true)
ON CONFLICT (name) DO NOTHING;

-- The borrowed part of leveraged positions comes from here (it goes negative by what users owe); stamp duty is
-- collected for the tax authority apart from the house's own fees.
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative)
SELECT NULL, c.code, h.kind, h.allow_negative
  FROM ledger_currencies c
 CROSS JOIN (VALUES ('house_margin_loans', true), ('tax_stamp_duty', false)) AS h (kind, allow_negative)
ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;

-- What one entry stands for when it differs from its transfer's kind ('stock_purchase', 'buy_fee', …); NULL means
-- the transfer's kind. Entries stay append-only: the column is written once, with the entry.
ALTER TABLE ledger_entries ADD COLUMN kind text;

-- A day order. Prices are scaled by 10^4 (market/price.ts); money is in the currency's minor units.
CREATE TABLE trade_orders (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  client_order_id  text NOT NULL CHECK (client_order_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- The request that placed it: the same client order id with another body is a duplicate request.
  request_hash     text NOT NULL,
  market           text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  code             text NOT NULL,
  currency         text NOT NULL REFERENCES ledger_currencies (code),
  side             text NOT NULL CHECK (side IN ('buy', 'sell')),
  order_type       text NOT NULL CHECK (order_type IN ('limit', 'market')),
  price            bigint CHECK (price > 0),
  -- The worst price the order may fill at: the limit, or for market buys the day's limit-up (Japan, China) or the
  -- 5 % collar over the last price (US); what a buy's hold was computed at. NULL for market sells.
  bound_price      bigint CHECK (bound_price > 0),
  quantity         bigint NOT NULL CHECK (quantity > 0),
  filled_quantity  bigint NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0),
  leverage_x100    integer NOT NULL CHECK (leverage_x100 BETWEEN 100 AND 999),
  -- The fee rule disclosed when it was placed: rate in hundredths of a percent, minimum in minor units.
  fee_rate_h       integer NOT NULL CHECK (fee_rate_h >= 0),
  fee_min          bigint NOT NULL CHECK (fee_min >= 0),
  tax_rate_h       integer NOT NULL CHECK (tax_rate_h >= 0),
  status           text NOT NULL CHECK (status IN ('working', 'partially_filled', 'filled', 'cancelled', 'rejected',
                                                   'expired')),
  hold_id          bigint REFERENCES ledger_holds (id),
  filled_amount    bigint NOT NULL DEFAULT 0 CHECK (filled_amount >= 0),
  fee              bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  tax              bigint NOT NULL DEFAULT 0 CHECK (tax >= 0),
  reject_reason    text,
  -- closePosition: the one position this sell closes.
  position_id      bigint,
  trade_date       date NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  UNIQUE (user_id, client_order_id),
  CHECK ((order_type = 'limit') = (price IS NOT NULL)),
  CHECK (filled_quantity <= quantity),
  CHECK (side = 'buy' OR leverage_x100 = 100),
  CHECK ((side = 'buy') = (hold_id IS NOT NULL)),
  CHECK ((reject_reason IS NOT NULL) = (status = 'rejected'))
);
CREATE INDEX trade_orders_working ON trade_orders (id) WHERE status IN ('working', 'partially_filled');
CREATE INDEX trade_orders_user ON trade_orders (user_id, market, id DESC);

-- One position per filled buy order. Quantities in shares; `cost` and `original_margin` are of the original
-- quantity, `borrowed` is what is still owed on it.
CREATE TABLE trade_positions (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id),
  order_id          bigint NOT NULL UNIQUE REFERENCES trade_orders (id),
  market            text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  code              text NOT NULL,
  currency          text NOT NULL REFERENCES ledger_currencies (code),
  buy_price         bigint NOT NULL CHECK (buy_price > 0),
  original_quantity bigint NOT NULL CHECK (original_quantity > 0),
  quantity          bigint NOT NULL CHECK (quantity >= 0),
  -- Shares a working sell order has taken; they come back when it is cancelled or expires.
  locked_quantity   bigint NOT NULL DEFAULT 0 CHECK (locked_quantity >= 0),
  cost              bigint NOT NULL CHECK (cost > 0),
  leverage_x100     integer NOT NULL CHECK (leverage_x100 BETWEEN 100 AND 999),
  original_margin   bigint NOT NULL CHECK (original_margin > 0),
  borrowed          bigint NOT NULL CHECK (borrowed >= 0),
  buy_fee           bigint NOT NULL CHECK (buy_fee >= 0),
  trade_date        date NOT NULL,
  opened_at         timestamptz NOT NULL,
  -- Lock-up (IPO allotments): no selling through `lockup_until`, inclusive.
  lockup_days       integer NOT NULL DEFAULT 0 CHECK (lockup_days >= 0),
  lockup_until      date,
  sold_quantity     bigint NOT NULL DEFAULT 0 CHECK (sold_quantity >= 0),
  sold_amount       bigint NOT NULL DEFAULT 0 CHECK (sold_amount >= 0),
  sell_fees         bigint NOT NULL DEFAULT 0 CHECK (sell_fees >= 0),
  sell_taxes        bigint NOT NULL DEFAULT 0 CHECK (sell_taxes >= 0),
  last_sold_at      timestamptz,
  closed_at         timestamptz,
  realized_pnl      bigint,
  CHECK (quantity + sold_quantity = original_quantity),
  CHECK (locked_quantity <= quantity),
  CHECK ((quantity = 0) = (closed_at IS NOT NULL)),
  CHECK ((closed_at IS NULL) = (realized_pnl IS NULL)),
  CHECK (quantity > 0 OR borrowed = 0)
);
CREATE INDEX trade_positions_open ON trade_positions (user_id, market, code, id) WHERE closed_at IS NULL;
CREATE INDEX trade_positions_closed ON trade_positions (user_id, market, closed_at DESC, id DESC)
  WHERE closed_at IS NOT NULL;

ALTER TABLE trade_orders ADD CONSTRAINT trade_orders_position FOREIGN KEY (position_id) REFERENCES trade_positions (id);

-- The shares of each position a sell order takes (oldest sellable first), locked while it works.
CREATE TABLE trade_order_allocations (
  order_id    bigint NOT NULL REFERENCES trade_orders (id),
  position_id bigint NOT NULL REFERENCES trade_positions (id),
  quantity    bigint NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position_id)
);
CREATE INDEX trade_order_allocations_position ON trade_order_allocations (position_id);

-- Each fill is one ledger transfer.
CREATE TABLE trade_fills (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id        bigint NOT NULL REFERENCES trade_orders (id),
  user_id         bigint NOT NULL REFERENCES users (id),
  price           bigint NOT NULL CHECK (price > 0),
  quantity        bigint NOT NULL CHECK (quantity > 0),
  amount          bigint NOT NULL CHECK (amount > 0),
  fee             bigint NOT NULL CHECK (fee >= 0),
  tax             bigint NOT NULL CHECK (tax >= 0),
  -- What a sale paid back on the borrowed part of leveraged positions.
  repaid          bigint NOT NULL DEFAULT 0 CHECK (repaid >= 0),
  transfer_id     bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  trade_date      date NOT NULL,
  settlement_date date NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX trade_fills_order ON trade_fills (order_id, id);
CREATE INDEX trade_fills_user_day ON trade_fills (user_id, trade_date);
