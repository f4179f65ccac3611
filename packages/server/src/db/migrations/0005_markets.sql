-- Markets: each user's watchlist per market, and news articles in three languages published by operators.

-- One row per symbol on a user's list of one market. The order is dense from 0 (the top); the deferred unique
-- constraint lets a statement shift every row by one and is still checked at commit. At most 100 per market.
CREATE TABLE watchlist_entries (
  user_id    bigint NOT NULL REFERENCES users (id),
  market     text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  code       text NOT NULL CHECK (code ~ '^[0-9A-Z][0-9A-Z.-]{0,11}$'),
  sort_order integer NOT NULL CHECK (sort_order BETWEEN 0 AND 99),
  added_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, market, code),
  CONSTRAINT watchlist_entries_order UNIQUE (user_id, market, sort_order) DEFERRABLE INITIALLY DEFERRED
);

-- An article is written once in jp, cn and us. Categories are the users' vocabulary (the console's `markets`,
-- `companies`, `announcements` map onto `market`, `company`, `notice`). `published_at` is when it was first
-- published and stays through an unpublish and republish; `edited_at` is its last correction after that.
-- Bodies are plain text: paragraphs split by a blank line, never HTML.
CREATE TABLE news_articles (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market       text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  category     text NOT NULL CHECK (category IN ('market', 'company', 'economy', 'ipo', 'notice')),
  title_jp     text NOT NULL CHECK (char_length(title_jp) BETWEEN 1 AND 120),
  title_cn     text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 120),
  title_us     text NOT NULL CHECK (char_length(title_us) BETWEEN 1 AND 120),
  summary_jp   text NOT NULL CHECK (char_length(summary_jp) BETWEEN 1 AND 300),
  summary_cn   text NOT NULL CHECK (char_length(summary_cn) BETWEEN 1 AND 300),
  summary_us   text NOT NULL CHECK (char_length(summary_us) BETWEEN 1 AND 300),
  body_jp      text NOT NULL CHECK (char_length(body_jp) BETWEEN 1 AND 20000),
  body_cn      text NOT NULL CHECK (char_length(body_cn) BETWEEN 1 AND 20000),
  body_us      text NOT NULL CHECK (char_length(body_us) BETWEEN 1 AND 20000),
  codes        text[] NOT NULL DEFAULT '{}' CHECK (cardinality(codes) <= 20),
  source       text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 100),
  source_url   text CHECK (source_url LIKE 'https://%'),
  image_url    text CHECK (image_url LIKE 'https://%'),
  status       text NOT NULL CHECK (status IN ('published', 'unpublished')),
  published_at timestamptz,
  edited_at    timestamptz,
  created_at   timestamptz NOT NULL,
  created_by   bigint NOT NULL REFERENCES users (id),
  updated_at   timestamptz NOT NULL,
  updated_by   bigint NOT NULL REFERENCES users (id),
  CONSTRAINT news_articles_published_has_time CHECK (status = 'unpublished' OR published_at IS NOT NULL)
);

CREATE INDEX news_articles_feed ON news_articles (market, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX news_articles_console ON news_articles (created_at DESC, id DESC);
