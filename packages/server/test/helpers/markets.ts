import type { Queryable } from '../../src/db/db.ts';

/**
 * What a refused watchlist or news request must leave as it was: every watchlist row with its order, and every
 * article's state and text.
 */
export async function marketsFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(user_id || ':' || market || ':' || code || ':' || sort_order, ','
                               ORDER BY user_id, market, sort_order) FROM watchlist_entries) AS watchlists,
            (SELECT md5(string_agg(id || status || market || category || title_jp || title_cn || title_us || body_jp
                                   || body_cn || body_us || updated_at::text, ',' ORDER BY id))
             FROM news_articles) AS news`,
  );
  return row;
}
