import type { Queryable } from '../../src/db/db.ts';
import { inceptionNavOf } from '../../src/follow/products.ts';
import type { Market } from '../../src/market/types.ts';

/** What a refused follow request must leave as it was: products, strategies, leaders and orders with their state. */
export async function followFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || status || ':' || updated_at || ':' || min_investment || ':' || entry_fee_bp,
                               ',' ORDER BY id) FROM follow_products) AS products,
            (SELECT COUNT(*) FROM follow_strategies)::bigint AS strategies,
            (SELECT string_agg(id || ':' || updated_at, ',' ORDER BY id) FROM follow_leaders) AS leaders,
            (SELECT string_agg(id || ':' || state || ':' || coalesce(proceeds::text, '-'), ',' ORDER BY id)
             FROM follow_orders) AS orders`,
  );
  return row;
}

/** The demo's follow products by market: a leader's basket in yen, momentum in dollars, equal weight in yuan. */
export async function demoProducts(db: Queryable): Promise<Record<Market, string>> {
  const rows = await db.query<{ id: bigint; market: Market }>(
    `SELECT p.id, p.market FROM follow_products p JOIN follow_leaders l ON l.id = p.leader_id
      WHERE l.name IN ('山田 健一', 'Kabuto Quant') ORDER BY p.id`,
  );
  const byMarket = Object.fromEntries(rows.map((r) => [r.market, String(r.id)]));
  return byMarket as Record<Market, string>;
}

let sequence = 0;

/**
 * A follow product straight in the tables: Toyota and Sony half and half from 2026-06-01 (¥100,000 minimum, no
 * fees unless given), in `status`.
 */
export async function insertFollowProduct(
  db: Queryable,
  now: Date,
  options: {
    status?: 'open' | 'closed';
    market?: Market;
    codes?: string;
    weights?: string;
    minInvestment?: bigint;
    entryFeeBp?: number;
    earlyExitFeeBp?: number;
    earlyExitFeeDays?: number;
    profitShareBp?: number;
    deadline?: Date | null;
  } = {},
): Promise<string> {
  sequence += 1;
  const market = options.market ?? 'jpy';
  const [leader] = await db.query<{ id: bigint }>(
    `INSERT INTO follow_leaders (name, profile_jp, profile_cn, profile_us, created_at, updated_at)
     VALUES ($1, 'p', 'p', 'p', $2, $2)
     ON CONFLICT (name) DO UPDATE SET updated_at = follow_leaders.updated_at RETURNING id`,
    [`試験リーダー${process.pid}-${sequence}`, now],
  );
  const [product] = await db.query<{ id: bigint }>(
    `INSERT INTO follow_products (market, leader_id, name_jp, name_cn, name_us, strategy_jp, strategy_cn, strategy_us,
       min_investment, entry_fee_bp, early_exit_fee_bp, early_exit_fee_days, profit_share_bp, subscription_deadline,
       inception_date, inception_nav, status, created_at, updated_at)
     VALUES ($1, $2, '試験', '测试', 'Test', 's', 's', 's', $3, $4, $5, $6, $7, $8, '2026-06-01', $9, $10, $11, $11)
     RETURNING id`,
    [
      market,
      leader!.id,
      options.minInvestment ?? 100_000n,
      options.entryFeeBp ?? 0,
      options.earlyExitFeeBp ?? 0,
      options.earlyExitFeeDays ?? 0,
      options.profitShareBp ?? 0,
      options.deadline ?? null,
      inceptionNavOf(market),
      options.status ?? 'open',
      now,
    ],
  );
  await db.query(
    `INSERT INTO follow_strategies (product_id, effective_date, kind, codes, weights_bp, created_at)
     VALUES ($1, '2026-06-01', 'leader_basket', $2, $3, $4)`,
    [product!.id, options.codes ?? '7203,6758', options.weights ?? '5000,5000', now],
  );
  return String(product!.id);
}
