/**
 * The transparent credit score (0 to 1,000) and the credit-line limit. The score is the sum of five visible factors,
 * each with its weight, the user's value, the points and how to improve it. Nothing paid raises it: no deposit, fee
 * or payment is a factor. It sets the limit's score multiplier and nothing else (never a deposit or a withdrawal).
 *
 *   limit = min(house maximum, collateral value × advance rate × score multiplier), rounded down to the yen
 *
 * Collateral is the market value of the user's cash-account holdings (no leveraged position) at the simulator's
 * prices, dollar and yuan holdings in yen at the exchange's mid rate, rounded down.
 */
import { markets, type ResponseData } from '@kabuto/api-client';
import type { Queryable } from '../db/db.ts';
import { addDays, tokyoDate, type LocalizedText } from '../http/lists.ts';
import { yenValueOf, type RateSource } from '../exchange/rates.ts';
import { parsePrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import type { Market } from '../market/types.ts';
import { minorUnitExponent } from '../money.ts';
import { timeText } from '../offerings/common.ts';
import { hundredthsOf, percentText } from '../trading/figures.ts';
import { POSITION_COLUMNS, positionFigures, type PositionRow } from '../trading/store.ts';
import type { Currency } from '../ledger/accounts.ts';

export type CreditScoreView = ResponseData<'/loan/creditScore'>;
type Factor = CreditScoreView['factors'][number];

/** The credit line's disclosed terms (the advance rate and the house maximum are the operator's: `LineConfig`). */
export const LOAN_TERMS = {
  minDraw: 10_000n,
  termDays: 180,
  /** Below this score the limit is 0. */
  minimumToBorrow: 400,
  /** The highest annual rate the contract allows, in hundredths of a percent. */
  maxRate: 1_500,
} as const;

/** The disclosed score bands: from this score on, this multiplier (hundredths of a percent). */
export const SCORE_BANDS: readonly { from: number; multiplier: number }[] = [
  { from: 850, multiplier: 10_000 },
  { from: 700, multiplier: 8_500 },
  { from: 550, multiplier: 7_000 },
  { from: 400, multiplier: 5_000 },
];

export function scoreMultiplier(score: number): number {
  return SCORE_BANDS.find((band) => score >= band.from)?.multiplier ?? 0;
}

export const COLLATERAL_FULL_POINTS = 20_000_000n;

export interface ScoreInputs {
  verified: boolean;
  /** Whole calendar months since the account was opened. */
  accountMonths: number;
  /** Draws repaid in full on or before their due date. */
  onTimeRepayments: number;
  /** Draws that went past their due date unpaid within the last 24 months. */
  overdueLoans: number;
  collateralValue: bigint;
}

const text = (jp: string, cn: string, us: string): LocalizedText => ({ jp, cn, us });

/** The five factors and the score: a pure function of the inputs, so anyone can recompute it. */
export function scoreOf(inputs: ScoreInputs): { score: number; factors: Factor[] } {
  const months = Math.max(0, inputs.accountMonths);
  const collateral = inputs.collateralValue < 0n ? 0n : inputs.collateralValue;
  const factors: Factor[] = [
    {
      key: 'identity_verified',
      name: text('本人確認', '实名认证', 'Identity verified'),
      weight: '20.00',
      value: inputs.verified ? 'true' : 'false',
      unit: 'flag',
      points: inputs.verified ? 200 : 0,
      maxPoints: 200,
      hint: inputs.verified
        ? text('完了済みです。', '已完成。', 'Done.')
        : text(
            '本人確認を完了すると200点になります。',
            '完成实名认证可得200分。',
            'Verify your identity for 200 points.',
          ),
    },
    {
      key: 'account_age',
      name: text('口座開設からの期間', '开户时长', 'Account age'),
      weight: '15.00',
      value: String(months),
      unit: 'months',
      points: Math.floor((150 * Math.min(months, 24)) / 24),
      maxPoints: 150,
      hint: text('24か月で満点になります。', '满24个月得满分。', 'Full points at 24 months.'),
    },
    {
      key: 'repayment_history',
      name: text('期日内の返済', '按时还款', 'On-time repayments'),
      weight: '25.00',
      value: String(inputs.onTimeRepayments),
      unit: 'count',
      points: 50 * Math.min(inputs.onTimeRepayments, 5),
      maxPoints: 250,
      hint: text(
        '期日までに完済した借入1件につき50点、5件で満点になります。',
        '每笔在到期日前还清的借款得50分，5笔得满分。',
        '50 points for each draw repaid in full by its due date; full points after 5.',
      ),
    },
    {
      key: 'overdue_history',
      name: text('延滞（過去24か月）', '逾期（近24个月）', 'Overdue loans (last 24 months)'),
      weight: '20.00',
      value: String(inputs.overdueLoans),
      unit: 'count',
      points: Math.max(0, 200 - 100 * inputs.overdueLoans),
      maxPoints: 200,
      hint:
        inputs.overdueLoans === 0
          ? text('延滞はありません。', '无逾期。', 'No overdue loans.')
          : text(
              '延滞1件につき100点減ります。期日までに返済すると減りません。',
              '每笔逾期扣100分。按期还款不会扣分。',
              'Each overdue draw takes 100 points; repaying by the due date takes none.',
            ),
    },
    {
      key: 'collateral_value',
      name: text('担保評価額', '担保市值', 'Collateral value'),
      weight: '20.00',
      value: collateral.toString(),
      unit: 'JPY',
      points: Number(
        (200n * (collateral < COLLATERAL_FULL_POINTS ? collateral : COLLATERAL_FULL_POINTS)) / COLLATERAL_FULL_POINTS,
      ),
      maxPoints: 200,
      hint: text(
        '保有株式の評価額2,000万円で満点になります（入金では増えません）。',
        '持仓市值达到2000万日元得满分（入金不会增加）。',
        'Full points at ¥20,000,000 of holdings (cash deposits do not count).',
      ),
    },
  ];
  return { score: factors.reduce((sum, f) => sum + f.points, 0), factors };
}

/** The operator's terms of the line (migration 0018 sets the defaults; admin/config.ts checks edits). */
export interface LineConfig {
  /** The share of collateral value that may be lent against, in hundredths of a percent (50.00 % → 5000). */
  advanceRate: number;
  /** The firm's cap on any one customer's limit, in yen. */
  houseMaximum: bigint;
}

export const DEFAULT_LINE_CONFIG: LineConfig = { advanceRate: 5_000, houseMaximum: 10_000_000n };

/** `loan_advance_percent` and `loan_house_maximum`; a missing or unreadable value falls back to the default. */
export async function lineConfig(tx: Queryable): Promise<LineConfig> {
  const rows = await tx.query<{ name: string; value: string }>(
    `SELECT name, value FROM config WHERE name IN ('loan_advance_percent', 'loan_house_maximum')`,
  );
  const values = new Map(rows.map((r) => [r.name, r.value]));
  const advance = hundredthsOf(values.get('loan_advance_percent') ?? '');
  const maximum = values.get('loan_house_maximum') ?? '';
  return {
    advanceRate: advance !== undefined && advance <= 7_000 ? advance : DEFAULT_LINE_CONFIG.advanceRate,
    houseMaximum: /^\d{1,15}$/.test(maximum) ? BigInt(maximum) : DEFAULT_LINE_CONFIG.houseMaximum,
  };
}

/** collateral × advance rate × multiplier, rounded down, capped by the house. */
export function limitOf(collateralValue: bigint, multiplier: number, config: LineConfig): bigint {
  const raw = (collateralValue * BigInt(config.advanceRate) * BigInt(multiplier)) / 100_000_000n;
  return raw < config.houseMaximum ? raw : config.houseMaximum;
}

/** Whole calendar months between two Tokyo dates (`YYYY-MM-DD`). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

export interface CollateralDeps {
  marketData: MarketDataProvider;
  rates: RateSource;
}

const MARKET_CURRENCY: Record<Market, Currency> = { jpy: 'JPY', usd: 'USD', cny: 'CNY' };

/** The market value of the user's cash-account holdings in yen, at prices and rates of `now`. */
export async function collateralValueOf(tx: Queryable, deps: CollateralDeps, userId: bigint, now: Date) {
  const positions = await tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM trade_positions p
     WHERE p.user_id = $1 AND p.closed_at IS NULL AND p.leverage_x100 = 100 AND p.quantity > 0 ORDER BY p.id`,
    [userId],
  );
  if (positions.length === 0) return 0n;
  const { values } = deps.rates.valuesAt(now);
  let total = 0n;
  for (const market of markets) {
    const held = positions.filter((p) => p.market === market);
    if (held.length === 0) continue;
    const quotes = await deps.marketData.quotes(market, [...new Set(held.map((p) => p.code))], now);
    const prices = new Map(quotes.map((q) => [q.code, parsePrice(q.price)]));
    let value = 0n;
    for (const p of held) value += positionFigures(p, prices.get(p.code) ?? p.buy_price, 0).marketValue;
    const currency = MARKET_CURRENCY[market];
    total += currency === 'JPY' ? value : yenValueOf(values, currency, value, minorUnitExponent(currency));
  }
  return total;
}

/** The score's inputs from the database at `now`. */
export async function scoreInputsOf(
  tx: Queryable,
  deps: CollateralDeps,
  userId: bigint,
  now: Date,
): Promise<ScoreInputs> {
  const today = tokyoDate(now);
  const [user] = await tx.query<{ verified: boolean; created_at: Date }>(
    `SELECT real_name_status = 'verified' AS verified, created_at FROM users WHERE id = $1`,
    [userId],
  );
  const [history] = await tx.query<{ on_time: number; overdue: number }>(
    `SELECT COUNT(*) FILTER (WHERE status = 'repaid' AND (repaid_at AT TIME ZONE 'Asia/Tokyo')::date <= due_date)::int
              AS on_time,
            COUNT(*) FILTER (WHERE due_date >= $3::date AND (
              (status = 'active' AND due_date < $2::date) OR
              (status = 'repaid' AND (repaid_at AT TIME ZONE 'Asia/Tokyo')::date > due_date)))::int AS overdue
       FROM loans WHERE user_id = $1`,
    [userId, today, addDays(today, -730)],
  );
  return {
    verified: user?.verified === true,
    accountMonths: user ? monthsBetween(tokyoDate(user.created_at), today) : 0,
    onTimeRepayments: history?.on_time ?? 0,
    overdueLoans: history?.overdue ?? 0,
    collateralValue: await collateralValueOf(tx, deps, userId, now),
  };
}

/** getCreditScore. */
export async function creditScore(tx: Queryable, deps: CollateralDeps, userId: bigint, now: Date) {
  const { score, factors } = scoreOf(await scoreInputsOf(tx, deps, userId, now));
  const view: CreditScoreView = {
    score,
    maxScore: 1000,
    minimumToBorrow: LOAN_TERMS.minimumToBorrow,
    scoreMultiplier: percentText(scoreMultiplier(score)),
    calculatedAt: timeText('jpy', now),
    factors,
  };
  return view;
}
