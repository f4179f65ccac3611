-- Follow products (copy trading and quantitative rules, issue 14). A product's value per unit (NAV) is computed
-- from its strategy and the simulator's prices (follow/nav.ts), never stored: what is stored is the strategy, its
-- changes with the day each takes effect, and the orders with the figures of their buy and their end. Buying and
-- stopping are ledger transfers between the follower's cash and the house's follow pool.
--
-- NAV and units are scaled by 10^4 (four decimals); money is in the currency's minor units; fees and shares are in
-- hundredths of a percent (50 = 0.50 %).

-- A leader (mentor) or, for a quantitative rule, the desk that publishes it; found by name.
CREATE TABLE follow_leaders (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  profile_jp  text NOT NULL,
  profile_cn  text NOT NULL,
  profile_us  text NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

CREATE TABLE follow_products (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market                 text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  leader_id              bigint NOT NULL REFERENCES follow_leaders (id),
  name_jp                text NOT NULL,
  name_cn                text NOT NULL,
  name_us                text NOT NULL,
  -- The leader's own words; null for a quantitative rule, whose words the server writes from the rule.
  strategy_jp            text,
  strategy_cn            text,
  strategy_us            text,
  min_investment         bigint NOT NULL CHECK (min_investment > 0),
  entry_fee_bp           integer NOT NULL CHECK (entry_fee_bp BETWEEN 0 AND 500),
  early_exit_fee_bp      integer NOT NULL CHECK (early_exit_fee_bp BETWEEN 0 AND 200),
  early_exit_fee_days    integer NOT NULL CHECK (early_exit_fee_days BETWEEN 0 AND 365),
  profit_share_bp        integer NOT NULL CHECK (profit_share_bp BETWEEN 0 AND 3000),
  subscription_deadline  timestamptz,
  -- The record starts at the close of the first trading day on or after this date, at `inception_nav`.
  inception_date         date NOT NULL,
  inception_nav          bigint NOT NULL CHECK (inception_nav > 0),
  -- `open` takes new money until the deadline; `closed` takes none; `ended` every order was paid out.
  status                 text NOT NULL DEFAULT 'closed' CHECK (status IN ('open', 'closed', 'ended')),
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  ended_at               timestamptz,
  CHECK ((status = 'ended') = (ended_at IS NOT NULL)),
  CHECK ((strategy_jp IS NULL) = (strategy_cn IS NULL) AND (strategy_cn IS NULL) = (strategy_us IS NULL))
);

-- A product's strategy and each change of it: a version applies from the close of the first trading day on or
-- after `effective_date` (the first one's is the inception date). `codes` is the basket (with `weights_bp`, summing
-- to 10000) of a leader's basket, or the universe a rule holds or chooses from; comma-separated.
CREATE TABLE follow_strategies (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id      bigint NOT NULL REFERENCES follow_products (id),
  effective_date  date NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('leader_basket', 'equal_weight', 'momentum')),
  codes           text NOT NULL CHECK (codes ~ '^[A-Z0-9.]{1,10}(,[A-Z0-9.]{1,10}){0,19}$'),
  weights_bp      text CHECK (weights_bp ~ '^\d{1,5}(,\d{1,5}){0,19}$'),
  lookback_days   integer CHECK (lookback_days BETWEEN 1 AND 250),
  top             integer CHECK (top > 0),
  created_at      timestamptz NOT NULL,
  CHECK ((kind = 'leader_basket') = (weights_bp IS NOT NULL)),
  CHECK ((kind = 'momentum') = (lookback_days IS NOT NULL AND top IS NOT NULL))
);
CREATE INDEX follow_strategies_product ON follow_strategies (product_id, effective_date, id);

-- One buy of units and, once ended, its exit. The fees are the ones disclosed when it was bought.
CREATE TABLE follow_orders (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id           bigint NOT NULL REFERENCES follow_products (id),
  user_id              bigint NOT NULL REFERENCES users (id),
  currency             text NOT NULL REFERENCES ledger_currencies (code),
  client_order_id      text,
  request_hash         text NOT NULL,
  amount               bigint NOT NULL CHECK (amount > 0),
  entry_fee            bigint NOT NULL CHECK (entry_fee >= 0),
  invested             bigint NOT NULL CHECK (invested > 0 AND invested + entry_fee = amount),
  units                bigint NOT NULL CHECK (units > 0),
  buy_nav              bigint NOT NULL CHECK (buy_nav > 0),
  entry_fee_bp         integer NOT NULL,
  early_exit_fee_bp    integer NOT NULL,
  early_exit_fee_days  integer NOT NULL,
  profit_share_bp      integer NOT NULL,
  early_exit_until     date,
  state                text NOT NULL DEFAULT 'following' CHECK (state IN ('following', 'ended')),
  end_reason           text CHECK (end_reason IN ('stopped', 'product_ended')),
  exit_nav             bigint CHECK (exit_nav > 0),
  exit_value           bigint CHECK (exit_value >= 0),
  exit_fee             bigint CHECK (exit_fee >= 0),
  profit_share         bigint CHECK (profit_share >= 0),
  proceeds             bigint CHECK (proceeds >= 0),
  buy_transfer_id      bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  -- Null for an order that ended worth nothing (no money moved).
  end_transfer_id      bigint UNIQUE REFERENCES ledger_transfers (id),
  bought_at            timestamptz NOT NULL,
  ended_at             timestamptz,
  UNIQUE (user_id, client_order_id),
  CHECK ((state = 'ended') = (ended_at IS NOT NULL)),
  CHECK ((state = 'ended') = (end_reason IS NOT NULL AND exit_nav IS NOT NULL AND exit_value IS NOT NULL
                              AND exit_fee IS NOT NULL AND profit_share IS NOT NULL AND proceeds IS NOT NULL)),
  CHECK (proceeds IS NULL OR proceeds + exit_fee + profit_share = exit_value)
);
CREATE INDEX follow_orders_user ON follow_orders (user_id, id DESC);
CREATE INDEX follow_orders_product ON follow_orders (product_id, state);

-- The house's side of follow products in every currency: the pool followers buy into and are paid from (the
-- simulator is the market behind it, so it goes negative when followers take out more than they put in), and the
-- leaders' profit shares.
INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative)
SELECT NULL, c.code, h.kind, h.allow_negative
  FROM ledger_currencies c
 CROSS JOIN (VALUES ('house_follow', true), ('house_follow_profit_share', false)) AS h (kind, allow_negative)
ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;
