/**
 * The demo's offerings, made once on the first start relative to its clock: IPOs in every state (upcoming,
 * subscribing, awaiting the lottery, allotted, listed), four of them drawn over a few hundred simulated entries with
 * their seeds committed and (but for the one awaiting its lottery) published, so `npm run verify:draw -- <id>`
 * re-runs each from the public API; and off-floor distributions open today, upcoming and closed.
 *
 * The demo users see real records of their own: 0900000001 has an application in the subscribing IPO and lost the
 * draw of the allotted one (held, then refunded); 0900000002 won one lot of the listed IPO and holds the shares.
 * Their cash to trade stays as the seed promises: the held and the paid amounts come with paper credits of their
 * own, and among fresh random seeds the demo picks, for those two draws, one that gives the demo user the outcome
 * above (every other entry's chance is untouched; a real draw's seed is committed before applications open).
 *
 * Cheap on purpose (it runs on every start and in every test server): a few dozen statements, entries in batches.
 */
import type { Db, Tx } from '../db/db.ts';
import { HOUSE, WALLET_AVAILABLE } from '../ledger/accounts.ts';
import { hold } from '../ledger/holds.ts';
import { houseAccount, openAccount, transfer } from '../ledger/ledger.ts';
import { divide, parsePrice } from '../market/price.ts';
import type { ScaledPrice } from '../market/price.ts';
import { snapToTickScaled } from '../market/rules/ticks.ts';
import { findListed } from '../market/universe/index.ts';
import { todayIn } from '../trading/market.ts';
import { amountOf } from './common.ts';
import { listOffering, offeringRow, settleApplications, storeDraw } from './ipo.ts';
import { lotsAvailableOf, newEntryId, newSeed, runDraw, seedHashOf } from './lottery.ts';
import type { DrawOutcome, LotteryEntry } from './lottery.ts';

const DAY_MS = 86_400_000;
const YEN = 10_000n;

type Phase = 'upcoming' | 'subscribing' | 'awaiting_lottery' | 'allotted' | 'listed';

interface DemoIpo {
  code: string;
  phase: Phase;
  /** Days from today (Tokyo) of the subscription's first day; the other dates follow it. */
  startDay: number;
  leadUnderwriter: string;
  per: string;
  /** Simulated applicants besides the demo users (0 before the draw). */
  entrants: number;
  /** Lots the broker's draw gives out. */
  lots: number;
  summary: { jp: string; cn: string; us: string };
}

/** Newest first; the codes are the marker of a seeded data folder. */
const DEMO_IPOS: readonly DemoIpo[] = [
  {
    code: '4475',
    phase: 'upcoming',
    startDay: 5,
    leadUnderwriter: '野村證券',
    per: '38.2',
    entrants: 0,
    lots: 400,
    summary: {
      jp: 'クラウドセキュリティ（HENNGE One）を提供。',
      cn: '提供云安全服务（HENNGE One）。',
      us: 'Cloud security for companies (HENNGE One).',
    },
  },
  {
    code: '9166',
    phase: 'subscribing',
    startDay: -2,
    leadUnderwriter: 'SMBC日興証券',
    per: '24.6',
    entrants: 0,
    lots: 600,
    summary: {
      jp: 'アミューズメント施設とエンターテインメント事業を展開。',
      cn: '经营娱乐设施及娱乐业务。',
      us: 'Amusement arcades and entertainment businesses.',
    },
  },
  {
    code: '3900',
    phase: 'awaiting_lottery',
    startDay: -6,
    leadUnderwriter: '大和証券',
    per: '31.0',
    entrants: 260,
    lots: 90,
    summary: {
      jp: 'オンラインで仕事を発注・受注できるプラットフォームを運営。',
      cn: '运营在线发包与接单平台。',
      us: 'An online marketplace for freelance work.',
    },
  },
  {
    code: '4592',
    phase: 'allotted',
    startDay: -8,
    leadUnderwriter: 'みずほ証券',
    per: '—',
    entrants: 340,
    lots: 80,
    summary: {
      jp: '再生細胞医薬品の研究開発。',
      cn: '再生细胞药物的研发。',
      us: 'Research and development of regenerative cell medicines.',
    },
  },
  {
    code: '2158',
    phase: 'listed',
    startDay: -17,
    leadUnderwriter: 'SBI証券',
    per: '45.7',
    entrants: 410,
    lots: 120,
    summary: {
      jp: 'AIを活用したリーガルテック・ヘルスケア事業。',
      cn: '利用人工智能的法律科技与医疗业务。',
      us: 'AI for legal technology and healthcare.',
    },
  },
  {
    code: '9348',
    phase: 'listed',
    startDay: -31,
    leadUnderwriter: 'みずほ証券',
    per: '—',
    entrants: 190,
    lots: 150,
    summary: {
      jp: '月面探査を中心とした宇宙資源開発。',
      cn: '以月球探测为中心的太空资源开发。',
      us: 'Lunar exploration and space resources.',
    },
  },
];

/** Distributions: Tokyo stocks, days from today and the window's hours (Tokyo). */
const DEMO_DISTRIBUTIONS = [
  { code: '7203', day: 0, state: 'open', discountBp: 250, total: 300_000n, max: 5_000n },
  { code: '6758', day: 2, state: 'announced', discountBp: 300, total: 200_000n, max: 3_000n },
  { code: '9984', day: 0, state: 'closed', discountBp: 200, total: 100_000n, max: 2_000n },
  { code: '8306', day: -1, state: 'allotted', discountBp: 275, total: 500_000n, max: 10_000n },
] as const;

export interface DemoApplicants {
  /** 0900000001: applies to the subscribing IPO and loses the allotted one's draw. */
  demoUser: string;
  /** 0900000002: wins a lot of the listed IPO. */
  verifiedUser: string;
  operator: string;
}

/** Seeds the demo offerings once: nothing when any demo IPO exists (or the operator does not). */
export async function seedDemoOfferings(db: Db, accounts: DemoApplicants, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together: the operator's lock makes the second see the first one's offerings.
    const [operator] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [
      accounts.operator,
    ]);
    if (!operator) return false;
    const existing = await tx.query(`SELECT 1 FROM ipo_offerings WHERE market = 'jpy' AND code = ANY($1::text[])`, [
      DEMO_IPOS.map((o) => o.code),
    ]);
    if (existing.length > 0) return false;
    const users = await tx.query<{ id: bigint; account: string }>(
      'SELECT id, account FROM users WHERE account = ANY($1::text[])',
      [[accounts.demoUser, accounts.verifiedUser]],
    );
    const idOf = (account: string) => users.find((u) => u.account === account)?.id;
    const calendar = tokyoCalendar(now);
    for (const ipo of DEMO_IPOS) {
      await seedIpo(tx, ipo, calendar, now, {
        subscriber: ipo.phase === 'subscribing' ? idOf(accounts.demoUser) : undefined,
        loser: ipo.phase === 'allotted' ? idOf(accounts.demoUser) : undefined,
        winner: ipo.code === '2158' ? idOf(accounts.verifiedUser) : undefined,
      });
    }
    for (const distribution of DEMO_DISTRIBUTIONS) await seedDistribution(tx, distribution, calendar, now);
    return true;
  });
}

interface Calendar {
  /** The Tokyo date `offset` days from today. */
  day(offset: number): string;
  /** An instant on that Tokyo date at `hhmm`. */
  at(offset: number, hhmm: string): Date;
}

function tokyoCalendar(now: Date): Calendar {
  const today = todayIn('jpy', now);
  const base = Date.parse(`${today}T00:00:00Z`);
  const day = (offset: number) => new Date(base + offset * DAY_MS).toISOString().slice(0, 10);
  return { day, at: (offset, hhmm) => new Date(`${day(offset)}T${hhmm}:00+09:00`) };
}

/** Whole yen, as a scaled price. */
const yen = (value: bigint): ScaledPrice => value * YEN;

async function seedIpo(
  tx: Tx,
  ipo: DemoIpo,
  cal: Calendar,
  now: Date,
  demo: { subscriber: bigint | undefined; loser: bigint | undefined; winner: bigint | undefined },
): Promise<void> {
  const entry = findListed(ipo.code, 'jpy');
  if (!entry) throw new Error(`demo IPO ${ipo.code} is not in the universe`);
  const { instrument } = entry;
  // The band a little under today's reference price; the offer at its top, the listing at the reference price.
  const reference = parsePrice(entry.referencePrice) / YEN;
  const bandLow = yen((reference * 80n) / 100n);
  const bandHigh = yen((reference * 88n) / 100n);
  const s = ipo.startDay;
  const subscriptionStart = cal.at(s, '09:00');
  const subscriptionEnd = cal.at(s + 4, '15:00');
  const lotteryDay = s + 6;
  const allotmentDay = s + 7;
  const listingDay = s + 10;
  const drawn = ipo.phase !== 'upcoming' && ipo.phase !== 'subscribing';
  const seed = newSeed();
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO ipo_offerings (market, code, segment, name_jp, name_cn, name_us, summary_jp, summary_cn, summary_us,
       lead_underwriter, per, shares_total, shares_for_lottery, unit_shares, max_lots, provisional_price,
       price_band_low, price_band_high, offer_price, book_building_start, book_building_end, subscription_start,
       subscription_end, lottery_date, allotment_date, listing_date, seed, seed_hash, committed_at, created_at,
       updated_at)
     VALUES ('jpy', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 100, 3, $13, $14, $15, $16, $17, $18, $19, $20,
             $21, $22, $23, $24, $25, $26, $26, $26)
     RETURNING id`,
    [
      ipo.code,
      instrument.board === 'tse_growth' ? 'tse_growth' : 'tse_standard',
      instrument.name.jp,
      instrument.name.cn,
      instrument.name.us,
      ipo.summary.jp,
      ipo.summary.cn,
      ipo.summary.us,
      ipo.leadUnderwriter,
      ipo.per === '—' ? null : ipo.per,
      BigInt(ipo.lots) * 100n * 10n,
      BigInt(ipo.lots) * 100n,
      (bandLow + bandHigh) / 2n - (((bandLow + bandHigh) / 2n) % YEN),
      bandLow,
      bandHigh,
      // The offer price is fixed by book-building, so before it closes only the band is known.
      ipo.phase === 'upcoming' ? null : bandHigh,
      cal.day(s - 7),
      cal.day(s - 3),
      subscriptionStart,
      subscriptionEnd,
      cal.day(lotteryDay),
      cal.day(allotmentDay),
      cal.day(listingDay),
      seed,
      seedHashOf(seed),
      new Date(Math.min(now.getTime(), cal.at(s - 3, '18:00').getTime())),
    ],
  );
  if (!row) throw new Error('demo IPO insert returned nothing');
  const offeringId = row.id;

  // The demo users' applications: one lot each, held at the band's top (the offer price).
  const lotAmount = amountOf('jpy', bandHigh, 100n);
  const applications = new Map<string, bigint>();
  const apply = async (userId: bigint, funded: boolean): Promise<string> => {
    const appliedAt = new Date(Math.min(now.getTime() - 3_600_000, subscriptionStart.getTime() + 3_600_000));
    if (funded) await paperCredit(tx, userId, lotAmount, appliedAt, ipo.code);
    const holdId = await hold(tx, {
      userId,
      currency: 'JPY',
      amount: lotAmount,
      reason: 'ipo_application',
      reference: `ipo:${offeringId}`,
      memo: `IPO application ${ipo.code}: 1 lots`,
      at: appliedAt,
    });
    const entryId = newEntryId();
    const [application] = await tx.query<{ id: bigint }>(
      `INSERT INTO ipo_applications (offering_id, user_id, lots, price, amount, hold_id, entry_id, applied_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7) RETURNING id`,
      [offeringId, userId, bandHigh, lotAmount, holdId, entryId, appliedAt],
    );
    applications.set(entryId, application!.id);
    return entryId;
  };
  if (demo.subscriber !== undefined) await apply(demo.subscriber, true);
  if (!drawn) return;
  const loserEntry = demo.loser === undefined ? undefined : await apply(demo.loser, false);
  const winnerEntry = demo.winner === undefined ? undefined : await apply(demo.winner, true);

  const entries: LotteryEntry[] = [...applications.keys()].map((entryId) => ({ entryId, lots: 1 }));
  for (let i = 0; i < ipo.entrants; i += 1) entries.push({ entryId: newEntryId(), lots: simulatedLots() });
  const lotsAvailable = lotsAvailableOf(BigInt(ipo.lots) * 100n, 100n);
  let drawSeed = seed;
  let outcome = runDraw(drawSeed, entries, lotsAvailable);
  const wonBy = (o: DrawOutcome, entryId: string) => o.entries.find((e) => e.entryId === entryId)?.allottedLots ?? 0;
  for (let tries = 0; tries < 500; tries += 1) {
    const loserOk = loserEntry === undefined || wonBy(outcome, loserEntry) === 0;
    const winnerOk = winnerEntry === undefined || wonBy(outcome, winnerEntry) === 1;
    if (loserOk && winnerOk) break;
    drawSeed = newSeed();
    outcome = runDraw(drawSeed, entries, lotsAvailable);
  }
  if (drawSeed !== seed) {
    await tx.query('UPDATE ipo_offerings SET seed = $2, seed_hash = $3 WHERE id = $1', [
      offeringId,
      drawSeed,
      seedHashOf(drawSeed),
    ]);
  }
  const drawnAt = ipo.phase === 'awaiting_lottery' ? now : cal.at(lotteryDay, '10:00');
  await storeDraw(tx, offeringId, outcome, applications, drawnAt);
  if (ipo.phase === 'awaiting_lottery') return;
  const publishedAt = new Date(drawnAt.getTime() + 5 * 60_000);
  await tx.query('UPDATE ipo_offerings SET seed_published_at = $2, updated_at = $2 WHERE id = $1', [
    offeringId,
    publishedAt,
  ]);
  const drawnRow = (await offeringRow(tx, offeringId))!;
  await settleApplications(tx, drawnRow, bandHigh, cal.at(allotmentDay, '10:00'));
  if (ipo.phase !== 'listed') return;
  await listOffering(
    tx,
    (await offeringRow(tx, offeringId))!,
    parsePrice(entry.referencePrice),
    cal.at(listingDay, '09:00'),
  );
}

/** One to three lots, most asking for one: how retail applicants tend to apply. */
function simulatedLots(): number {
  const r = Math.random();
  return r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
}

/** Paper money for a demo application, so the demo user's cash to trade stays what the seed says. */
async function paperCredit(tx: Tx, userId: bigint, amount: bigint, at: Date, code: string): Promise<void> {
  const cash = await openAccount(tx, userId, WALLET_AVAILABLE, 'JPY');
  const house = await houseAccount(tx, HOUSE.paperFunding, 'JPY');
  await transfer(tx, {
    kind: 'opening_credit',
    memo: `simulator credit for the demo IPO application ${code}`,
    at,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: cash, amount },
    ],
  });
}

async function seedDistribution(
  tx: Tx,
  d: (typeof DEMO_DISTRIBUTIONS)[number],
  cal: Calendar,
  now: Date,
): Promise<void> {
  const entry = findListed(d.code, 'jpy');
  if (!entry) throw new Error(`demo distribution ${d.code} is not in the universe`);
  const { instrument } = entry;
  // Open today: the window began a minute ago and the first offerings call fixes its price from the live previous
  // close (openDueDistributions), as for any distribution. Closed ones were priced from the reference price.
  const [windowStart, windowEnd] =
    d.state === 'open'
      ? [new Date(now.getTime() - 60_000), new Date(now.getTime() + 8 * 3_600_000)]
      : d.state === 'closed'
        ? [new Date(now.getTime() - 5 * 3_600_000), new Date(now.getTime() - 3_600_000)]
        : [cal.at(d.day, '08:20'), cal.at(d.day, '08:45')];
  const priced = d.state === 'closed' || d.state === 'allotted';
  const base = parsePrice(entry.referencePrice);
  const price = snapToTickScaled(instrument, divide(base * BigInt(10_000 - d.discountBp), 10_000n, 'floor'), 'down');
  const seed = newSeed();
  await tx.query(
    `INSERT INTO block_distributions (market, code, total_shares, min_shares, max_shares, unit_shares, discount_bp,
       window_start, window_end, status, base_price, price, seed, seed_hash, seed_published, allotted_shares,
       opened_at, closed_at, created_at, updated_at)
     VALUES ('jpy', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
    [
      d.code,
      d.total,
      BigInt(instrument.lotSize),
      d.max,
      instrument.lotSize,
      d.discountBp,
      windowStart,
      windowEnd,
      priced ? (d.state === 'allotted' ? 'allotted' : 'open') : 'announced',
      priced ? base : null,
      priced ? price : null,
      priced ? seed : null,
      priced ? seedHashOf(seed) : null,
      d.state === 'allotted',
      d.state === 'allotted' ? 0n : null,
      priced ? windowStart : null,
      d.state === 'allotted' ? windowEnd : null,
      new Date(Math.min(now.getTime(), windowStart.getTime() - 86_400_000)),
    ],
  );
}
