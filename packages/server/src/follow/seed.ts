/**
 * The demo's follow products, made once (also in a data folder seeded before they existed), relative to the clock of
 * that start: a leader's basket of Tokyo large caps in yen, a momentum rule over eight US large caps in dollars and
 * an equal-weight rule over five Shanghai large caps in yuan, each with a record of some months computed from the
 * simulator's prices, so a new user can compare them on /home/follow. Nobody follows them yet: buying is the user's.
 */
import type { Db, Tx } from '../db/db.ts';
import type { LocalizedText } from '../http/lists.ts';
import { isTradingDay } from '../market/rules/calendar.ts';
import { addDays } from '../market/rules/dates.ts';
import type { LocalDate, Market } from '../market/types.ts';
import { marketDate } from '../market/zone.ts';
import { parseDecimal } from '../money.ts';
import { currencyOf } from '../offerings/common.ts';
import type { StrategyKind } from './nav.ts';
import { inceptionNavOf, writeVersion } from './products.ts';

interface DemoLeader {
  name: string;
  profile: LocalizedText;
}

const VALUE_INVESTOR: DemoLeader = {
  name: '山田 健一',
  profile: {
    jp: '国内大型株の割安銘柄に長期で投資する個人投資家。配当と財務の健全さを重視します。',
    cn: '长期投资日本国内被低估大盘股的个人投资者，重视股息与财务稳健。',
    us: 'A private investor holding undervalued Japanese large caps for the long term, with an eye on dividends and sound balance sheets.',
  },
};

const QUANT_DESK: DemoLeader = {
  name: 'Kabuto Quant',
  profile: {
    jp: '価格だけで決まる公開ルールで運用するチームです。ルールと計算方法はすべて商品ページに書かれています。',
    cn: '按仅由价格决定的公开规则运作的团队。规则与计算方法全部写在产品页面上。',
    us: "A team that runs published rules decided by prices alone. Every rule and how it is computed is on the product's page.",
  },
};

interface DemoProduct {
  market: Market;
  leader: DemoLeader;
  name: LocalizedText;
  /** The leader's own words (a rule's are the server's). */
  strategy: LocalizedText | null;
  kind: StrategyKind;
  codes: string[];
  weightsBp: number[] | null;
  lookbackDays: number | null;
  top: number | null;
  /** Months of record before the first start. */
  months: number;
  minInvestment: string;
  entryFeeBp: number;
  earlyExitFeeBp: number;
  earlyExitFeeDays: number;
  profitShareBp: number;
  /** Days from the first start to the subscription deadline; none when null. */
  deadlineDays: number | null;
}

const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    market: 'jpy',
    leader: VALUE_INVESTOR,
    name: { jp: '日本大型株バリュー戦略', cn: '日本大盘价值策略', us: 'Japan Large-Cap Value' },
    strategy: {
      jp: '配当と割安度で選んだ大型株4銘柄（トヨタ、三菱UFJ、ソニー、三菱商事）を目標比率で保有し、毎月リバランスします。',
      cn: '按股息和估值选出的4只大盘股（丰田、三菱日联、索尼、三菱商事）按目标比例持有，每月再平衡。',
      us: 'Four large caps chosen by dividend and value (Toyota, MUFG, Sony, Mitsubishi Corp.) held at target weights, rebalanced monthly.',
    },
    kind: 'leader_basket',
    codes: ['7203', '8306', '6758', '8058'],
    weightsBp: [3000, 2500, 2500, 2000],
    lookbackDays: null,
    top: null,
    months: 8,
    minInvestment: '100000',
    entryFeeBp: 0,
    earlyExitFeeBp: 50,
    earlyExitFeeDays: 30,
    profitShareBp: 1000,
    deadlineDays: null,
  },
  {
    market: 'usd',
    leader: QUANT_DESK,
    name: { jp: '米国モメンタム 8銘柄から3銘柄', cn: '美股动量（8选3）', us: 'US Momentum, 3 of 8' },
    strategy: null,
    kind: 'momentum',
    codes: ['AAPL', 'AMZN', 'AVGO', 'GOOGL', 'META', 'MSFT', 'NVDA', 'TSLA'],
    weightsBp: null,
    lookbackDays: 60,
    top: 3,
    months: 6,
    minInvestment: '1000.00',
    entryFeeBp: 100,
    earlyExitFeeBp: 0,
    earlyExitFeeDays: 0,
    profitShareBp: 0,
    deadlineDays: null,
  },
  {
    market: 'cny',
    leader: QUANT_DESK,
    name: { jp: '中国大型株 均等配分', cn: '中国大盘股等权重', us: 'China Large-Cap Equal Weight' },
    strategy: null,
    kind: 'equal_weight',
    codes: ['600519', '601318', '600036', '601398', '600900'],
    weightsBp: null,
    lookbackDays: null,
    top: null,
    months: 5,
    minInvestment: '10000.00',
    entryFeeBp: 50,
    earlyExitFeeBp: 100,
    earlyExitFeeDays: 14,
    profitShareBp: 500,
    deadlineDays: 60,
  },
];

/** A real trading day of the market some months back (a trading day on the always-open clock too), not too early. */
function inceptionOf(market: Market, months: number, now: Date): LocalDate {
  // Late enough for a 60-day look-back from the simulated history's start (2025-01-06) in every clock mode.
  const earliest = '2025-06-02';
  let date = addDays(marketDate(market, now), -Math.round(months * 30.4));
  if (date < earliest) date = earliest;
  while (!isTradingDay(market, date)) date = addDays(date, 1);
  return date;
}

async function leaderOf(tx: Tx, leader: DemoLeader, now: Date): Promise<bigint> {
  const [found] = await tx.query<{ id: bigint }>('SELECT id FROM follow_leaders WHERE name = $1', [leader.name]);
  if (found) return found.id;
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO follow_leaders (name, profile_jp, profile_cn, profile_us, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [leader.name, leader.profile.jp, leader.profile.cn, leader.profile.us, now],
  );
  return row!.id;
}

/** Seeds the demo follow products once: nothing when any product exists (or the operator does not). */
export async function seedDemoFollowProducts(db: Db, operatorAccount: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together: the operator's lock makes the second see the first one's products.
    const [operator] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [
      operatorAccount,
    ]);
    if (!operator) return false;
    if ((await tx.query('SELECT 1 FROM follow_products LIMIT 1')).length > 0) return false;
    for (const p of DEMO_PRODUCTS) {
      const inception = inceptionOf(p.market, p.months, now);
      const deadline = p.deadlineDays === null ? null : new Date(now.getTime() + p.deadlineDays * 86_400_000);
      const [row] = await tx.query<{ id: bigint }>(
        `INSERT INTO follow_products (market, leader_id, name_jp, name_cn, name_us, strategy_jp, strategy_cn,
           strategy_us, min_investment, entry_fee_bp, early_exit_fee_bp, early_exit_fee_days, profit_share_bp,
           subscription_deadline, inception_date, inception_nav, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'open', $17, $17) RETURNING id`,
        [
          p.market,
          await leaderOf(tx, p.leader, now),
          p.name.jp,
          p.name.cn,
          p.name.us,
          p.strategy?.jp ?? null,
          p.strategy?.cn ?? null,
          p.strategy?.us ?? null,
          parseDecimal(p.minInvestment, currencyOf(p.market)),
          p.entryFeeBp,
          p.earlyExitFeeBp,
          p.earlyExitFeeDays,
          p.profitShareBp,
          deadline,
          inception,
          inceptionNavOf(p.market),
          now,
        ],
      );
      await writeVersion(
        tx,
        row!.id,
        {
          effectiveDate: inception,
          kind: p.kind,
          codes: p.codes,
          weightsBp: p.weightsBp,
          lookbackDays: p.lookbackDays,
          top: p.top,
        },
        now,
      );
    }
    return true;
  });
}
