-- Offerings: IPOs (book-building → verifiable lottery → allotment → listing) and off-floor distributions
-- (立会外分売), each application holding its cash in the ledger (ledger_holds) until allotment settles or releases
-- it. Prices are scaled by 10^4 (market/price.ts); money is in the currency's minor units; shares are whole.

CREATE TABLE ipo_offerings (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market               text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  code                 text NOT NULL,
  segment              text NOT NULL,
  name_jp              text NOT NULL,
  name_cn              text NOT NULL,
  name_us              text NOT NULL,
  summary_jp           text NOT NULL DEFAULT '',
  summary_cn           text NOT NULL DEFAULT '',
  summary_us           text NOT NULL DEFAULT '',
  lead_underwriter     text NOT NULL,
  per                  text,
  -- The whole offering, and the part this broker gives out by its draw.
  shares_total         bigint NOT NULL CHECK (shares_total > 0),
  shares_for_lottery   bigint NOT NULL CHECK (shares_for_lottery > 0),
  unit_shares          integer NOT NULL CHECK (unit_shares IN (1, 100)),
  max_lots             integer NOT NULL DEFAULT 10 CHECK (max_lots > 0),
  provisional_price    bigint CHECK (provisional_price > 0),
  price_band_low       bigint NOT NULL CHECK (price_band_low > 0),
  price_band_high      bigint NOT NULL CHECK (price_band_high >= price_band_low),
  offer_price          bigint CHECK (offer_price BETWEEN price_band_low AND price_band_high),
  book_building_start  date NOT NULL,
  book_building_end    date NOT NULL,
  subscription_start   timestamptz NOT NULL,
  subscription_end     timestamptz NOT NULL,
  lottery_date         date NOT NULL,
  allotment_date       date NOT NULL,
  listing_date         date NOT NULL,
  -- `open` covers upcoming, subscribing and awaiting the lottery (the clock tells which); then drawn, allotted.
  status               text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn', 'allotted')),
  -- The draw: the secret seed (kept from everyone until published), its commitment, the frozen entry list's hash.
  seed                 text CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash            text CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  committed_at         timestamptz,
  entries_hash         text CHECK (entries_hash ~ '^[0-9a-f]{64}$'),
  seed_published_at    timestamptz,
  drawn_at             timestamptz,
  entry_count          integer,
  lots_requested       integer,
  winner_count         integer,
  allotted_at          timestamptz,
  -- Listing: the first traded price and when the won shares became holdings.
  listing_price        bigint CHECK (listing_price > 0),
  listed_at            timestamptz,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  UNIQUE (market, code),
  CHECK ((seed IS NULL) = (seed_hash IS NULL)),
  CHECK ((seed_hash IS NULL) = (committed_at IS NULL)),
  CHECK ((status = 'open') = (drawn_at IS NULL)),
  CHECK (status <> 'open' OR entries_hash IS NULL),
  CHECK (seed_published_at IS NULL OR drawn_at IS NOT NULL),
  CHECK ((status = 'allotted') = (allotted_at IS NOT NULL)),
  CHECK (allotted_at IS NULL OR seed_published_at IS NOT NULL),
  CHECK (listed_at IS NULL OR allotted_at IS NOT NULL)
);

-- One application per account per IPO (a cancelled one makes room for a new one before the deadline). Its entry id
-- is drawn at once and published with the entry list at the deadline.
CREATE TABLE ipo_applications (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offering_id      bigint NOT NULL REFERENCES ipo_offerings (id),
  user_id          bigint NOT NULL REFERENCES users (id),
  lots             integer NOT NULL CHECK (lots > 0),
  -- The price per share the hold was taken at (the offer price, or the band's high end before it is fixed).
  price            bigint NOT NULL CHECK (price > 0),
  amount           bigint NOT NULL CHECK (amount > 0),
  hold_id          bigint NOT NULL UNIQUE REFERENCES ledger_holds (id),
  entry_id         text NOT NULL CHECK (entry_id ~ '^[0-9a-f]{16}$'),
  state            text NOT NULL DEFAULT 'applied' CHECK (state IN ('applied', 'cancelled', 'lost', 'paid')),
  client_order_id  text,
  allotted_lots    integer CHECK (allotted_lots >= 0),
  amount_due       bigint CHECK (amount_due >= 0),
  released_amount  bigint NOT NULL DEFAULT 0 CHECK (released_amount >= 0),
  position_id      bigint REFERENCES trade_positions (id),
  applied_at       timestamptz NOT NULL,
  cancelled_at     timestamptz,
  paid_at          timestamptz,
  UNIQUE (offering_id, entry_id),
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((state = 'paid') = (paid_at IS NOT NULL))
);
CREATE UNIQUE INDEX ipo_applications_one_live ON ipo_applications (offering_id, user_id) WHERE state <> 'cancelled';
CREATE INDEX ipo_applications_user ON ipo_applications (user_id, id DESC);

-- The entry list frozen by the draw, each entry with its key, rank and lots won. `application_id` is null for the
-- demo's simulated applicants, who hold no cash here.
CREATE TABLE ipo_draw_entries (
  offering_id    bigint NOT NULL REFERENCES ipo_offerings (id),
  entry_id       text NOT NULL CHECK (entry_id ~ '^[0-9a-f]{16}$'),
  lots           integer NOT NULL CHECK (lots > 0),
  sort_key       text NOT NULL CHECK (sort_key ~ '^[0-9a-f]{64}$'),
  rank           integer NOT NULL CHECK (rank > 0),
  allotted_lots  integer NOT NULL CHECK (allotted_lots >= 0 AND allotted_lots <= lots),
  application_id bigint UNIQUE REFERENCES ipo_applications (id),
  PRIMARY KEY (offering_id, entry_id)
);

CREATE TABLE block_distributions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market           text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  code             text NOT NULL,
  total_shares     bigint NOT NULL CHECK (total_shares > 0),
  min_shares       bigint NOT NULL CHECK (min_shares > 0),
  max_shares       bigint NOT NULL CHECK (max_shares >= min_shares AND max_shares <= total_shares),
  unit_shares      integer NOT NULL CHECK (unit_shares > 0),
  -- The disclosed discount in hundredths of a percent (250 = 2.50 %).
  discount_bp      integer NOT NULL CHECK (discount_bp BETWEEN 1 AND 500),
  window_start     timestamptz NOT NULL,
  window_end       timestamptz NOT NULL CHECK (window_end > window_start),
  -- `announced` until the window opens; `open` (closed once the window is over); then allotted or cancelled.
  status           text NOT NULL DEFAULT 'announced' CHECK (status IN ('announced', 'open', 'allotted', 'cancelled')),
  base_price       bigint CHECK (base_price > 0),
  price            bigint CHECK (price > 0),
  seed             text CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash        text CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  seed_published   boolean NOT NULL DEFAULT false,
  allotted_shares  bigint CHECK (allotted_shares >= 0),
  opened_at        timestamptz,
  closed_at        timestamptz,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  CHECK ((status IN ('announced', 'cancelled')) OR (price IS NOT NULL AND seed_hash IS NOT NULL)),
  CHECK ((price IS NULL) = (base_price IS NULL)),
  CHECK ((status = 'allotted') = (allotted_shares IS NOT NULL))
);
CREATE INDEX block_distributions_window ON block_distributions (window_start);

-- One application per account, stock and day (cancelled and rejected ones count too).
CREATE TABLE block_applications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  distribution_id   bigint NOT NULL REFERENCES block_distributions (id),
  user_id           bigint NOT NULL REFERENCES users (id),
  market            text NOT NULL,
  code              text NOT NULL,
  trade_date        date NOT NULL,
  quantity          bigint NOT NULL CHECK (quantity > 0),
  price             bigint NOT NULL CHECK (price > 0),
  amount            bigint NOT NULL CHECK (amount > 0),
  fee               bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  hold_id           bigint NOT NULL UNIQUE REFERENCES ledger_holds (id),
  entry_id          text NOT NULL CHECK (entry_id ~ '^[0-9a-f]{16}$'),
  status            text NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'approved', 'rejected', 'allotted', 'not_allotted', 'cancelled')),
  allotted_quantity bigint CHECK (allotted_quantity >= 0),
  released_amount   bigint NOT NULL DEFAULT 0 CHECK (released_amount >= 0),
  reject_reason     text,
  note              text,
  reviewed_by       bigint REFERENCES users (id),
  reviewed_at       timestamptz,
  decided_at        timestamptz,
  cancelled_at      timestamptz,
  position_id       bigint REFERENCES trade_positions (id),
  client_order_id   text,
  applied_at        timestamptz NOT NULL,
  UNIQUE (user_id, market, code, trade_date),
  UNIQUE (distribution_id, entry_id),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE INDEX block_applications_distribution ON block_applications (distribution_id, id);
CREATE INDEX block_applications_user ON block_applications (user_id, id DESC);
