import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/db.ts';
import { listedByMarket } from '../../src/market/universe/index.ts';
import { seedHashOf } from '../../src/offerings/lottery.ts';
import type { ApiResponse, TestServer } from './server.ts';

export const key = () => `k-${randomUUID()}`;
export const dataOf = <T>(res: ApiResponse) => res.body.data as T;

/** The Tokyo calendar day of an instant, `YYYY-MM-DD`. */
export const tokyoDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);
export const DAY_MS = 86_400_000;

/** A Tokyo stock with no IPO yet (the demo data and earlier tests took some). */
export async function freeIpoCode(db: Queryable): Promise<string> {
  const taken = new Set(
    (await db.query<{ code: string }>(`SELECT code FROM ipo_offerings WHERE market = 'jpy'`)).map((r) => r.code),
  );
  const free = listedByMarket('jpy').find(
    (e) => e.instrument.kind === 'stock' && e.instrument.lotSize === 100 && !taken.has(e.instrument.code),
  );
  if (!free) throw new Error('no Tokyo stock left for an IPO');
  return free.instrument.code;
}

/**
 * An IPO through the console: applications open in an hour and close a day later, the draw the day after, listing
 * two days after that; ¥1,000 to ¥1,200 a share, offered at ¥1,100, `lots` lots for the lottery.
 */
export async function createTestIpo(
  t: TestServer,
  op: Record<string, string>,
  options: { lots?: number; commit?: boolean; offerPrice?: string | null } = {},
): Promise<{ id: string; code: string }> {
  const now = t.clock.now().getTime();
  const start = now + 3_600_000;
  const end = start + DAY_MS;
  const code = await freeIpoCode(t.db);
  const res = await t.api.post(
    '/admin/ipo/create',
    {
      stock_code: code,
      type: 'jpy',
      name_jp: '試験公開',
      name_cn: '测试新股',
      name_us: 'Test Listing',
      lead_underwriter: '試験証券',
      shares_offered: String((options.lots ?? 3) * 100),
      unit_shares: '100',
      price_band_low: '1000',
      price_band_high: '1200',
      ...(options.offerPrice === null ? {} : { offer_price: options.offerPrice ?? '1100' }),
      book_building_start: tokyoDay(now - 5 * DAY_MS),
      book_building_end: tokyoDay(now - DAY_MS),
      subscription_start: new Date(start).toISOString(),
      subscription_end: new Date(end).toISOString(),
      lottery_date: tokyoDay(end + DAY_MS),
      allotment_date: tokyoDay(end + DAY_MS),
      listing_date: tokyoDay(end + 3 * DAY_MS),
    },
    op,
  );
  if (res.body.status !== 1) throw new Error(`createIpo failed: ${JSON.stringify(res.body)}`);
  const id = dataOf<{ id: string }>(res).id;
  if (options.commit !== false) {
    const committed = await t.api.post('/admin/ipo/commitSeed', { id }, op);
    if (committed.body.status !== 1) throw new Error(`commitIpoSeed failed: ${JSON.stringify(committed.body)}`);
  }
  return { id, code };
}

/** What a refused offerings request must leave as it was. */
export async function offeringsFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || status || ':' || coalesce(seed_hash, '-') || ':' || coalesce(offer_price::text, '-')
                               || ':' || updated_at, ',' ORDER BY id) FROM ipo_offerings) AS ipos,
            (SELECT string_agg(id || ':' || state || ':' || coalesce(allotted_lots::text, '-'), ',' ORDER BY id)
             FROM ipo_applications) AS ipo_applications,
            (SELECT COUNT(*) FROM ipo_draw_entries)::bigint AS draw_entries,
            (SELECT string_agg(id || ':' || status || ':' || updated_at, ',' ORDER BY id) FROM block_distributions)
              AS distributions,
            (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM block_applications) AS block_applications`,
  );
  return row;
}

let fixtureSeq = 0;

/**
 * An IPO straight in the table, for tests that need one in a given phase: `upcoming` (applications open in a day, no
 * seed yet), `subscribing` (open now, seed committed), `past` (the deadline passed yesterday and the lottery day is
 * today, seed committed). One lot of 100 shares holds ¥100,000.
 */
export async function insertIpo(db: Queryable, now: Date, phase: 'upcoming' | 'subscribing' | 'past'): Promise<string> {
  fixtureSeq += 1;
  const code = `F${fixtureSeq}${Math.floor(Math.random() * 1e5)}`;
  const hour = 3_600_000;
  const [start, end] =
    phase === 'upcoming'
      ? [now.getTime() + DAY_MS, now.getTime() + 2 * DAY_MS]
      : phase === 'subscribing'
        ? [now.getTime() - hour, now.getTime() + DAY_MS]
        : [now.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS];
  const lottery = tokyoDay(phase === 'past' ? now.getTime() : end + DAY_MS);
  const seed = 'ab'.repeat(32);
  const committed = phase !== 'upcoming';
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO ipo_offerings (market, code, segment, name_jp, name_cn, name_us, lead_underwriter, shares_total,
       shares_for_lottery, unit_shares, price_band_low, price_band_high, offer_price, book_building_start,
       book_building_end, subscription_start, subscription_end, lottery_date, allotment_date, listing_date, seed,
       seed_hash, committed_at, created_at, updated_at)
     VALUES ('jpy', $1, 'tse_growth', 'f', 'f', 'f', 'u', 1000, 1000, 100, 9000000, 10000000, 10000000,
             '2026-01-05', '2026-01-06', $2, $3, $4, $4, $5, $6, $7, $8, $9, $9)
     RETURNING id`,
    [
      code,
      new Date(start),
      new Date(end),
      lottery,
      tokyoDay(new Date(`${lottery}T00:00:00+09:00`).getTime() + 3 * DAY_MS),
      committed ? seed : null,
      committed ? seedHashOf(seed) : null,
      committed ? now : null,
      now,
    ],
  );
  return String(row?.id);
}

/** A distribution of Toyota straight in the table: `announced` (window in an hour) or `open` now at ¥2,925. */
export async function insertDistribution(db: Queryable, now: Date, state: 'announced' | 'open'): Promise<string> {
  const open = state === 'open';
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO block_distributions (market, code, total_shares, min_shares, max_shares, unit_shares, discount_bp,
       window_start, window_end, status, base_price, price, seed, seed_hash, opened_at, created_at, updated_at)
     VALUES ('jpy', '7203', 100000, 100, 10000, 100, 250, $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [
      new Date(now.getTime() + (open ? -3_600_000 : 3_600_000)),
      new Date(now.getTime() + (open ? 3_600_000 : 7_200_000)),
      state,
      open ? 30_000_000 : null,
      open ? 29_250_000 : null,
      open ? 'cd'.repeat(32) : null,
      open ? seedHashOf('cd'.repeat(32)) : null,
      open ? now : null,
      now,
    ],
  );
  return String(row?.id);
}
