import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { Locale } from '../../../intl/locales.ts';
import type {
  DaytradeAccountView,
  DaytradeApplicationView,
  DaytradeList,
  DaytradeOrderDetailView,
  DaytradeOrderView,
  DaytradePositionView,
  DaytradeShell,
} from './types.ts';

// Fixtures of the day-trade screens: a Tokyo session on Friday 2026-11-20, a commission of 0.05 % (rounded down per
// fill) and every figure worked out exactly from it (see each comment), so stories and tests show real arithmetic.

/** The shell of a day-trade screen in stories and tests: back to the home menu. */
export function daytradeShell(title: string, backHref = '#/home/index'): DaytradeShell {
  return {
    ...shellProps,
    header: { title, backHref },
    topBar: {
      messagesHref: '#/mine/message',
      supportHref: '#/mine/support',
      onMypage: () => {},
      unreadCount: 0,
    },
    bottomNav: { ...shellProps.bottomNav!, active: 'menu' },
  };
}

/** Stories and tests show times in Japan time, whatever the machine's zone. */
export const fixtureTimeZone = 'Asia/Tokyo';

type LocalizedText = Record<Locale, string>;

/** The contract's example rules, in its three languages. */
const rules: LocalizedText = {
  jp: '一日信用取引は当日中に決済されます。未決済の建玉は大引け（15:25〜15:30のクロージング・オークション）で自動的に決済されます。必要証拠金は約定代金÷レバレッジ（最大3倍）です。',
  cn: '一日信用交易须在当日了结。未平仓头寸将在收盘集合竞价（15:25–15:30）自动平仓。所需保证金 = 成交金额 ÷ 杠杆（最高3倍）。',
  us: 'One-day margin positions close the same day. Anything still open is closed automatically in the closing auction (15:25–15:30). Required margin = notional ÷ leverage (at most 3×).',
};

/** Every text the server sends in three languages (the contract's `LocalizedText`), keyed by its Japanese. */
const texts: LocalizedText[] = [
  rules,
  { jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota Motor' },
  { jp: 'ソニーグループ', cn: '索尼集团', us: 'Sony Group' },
  { jp: '三菱UFJフィナンシャル・グループ', cn: '三菱日联金融集团', us: 'Mitsubishi UFJ Financial Group' },
  { jp: 'KDDI', cn: 'KDDI', us: 'KDDI' },
];
const byJapanese = new Map(texts.map((text) => [text.jp, text]));

/** The fixtures' server texts in a language: every known Japanese string replaced, deep, functions kept. */
export function localizeDaytradeFixtures<P>(args: P, locale: Locale): P {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return byJapanese.get(value)?.[locale] ?? value;
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, visit(field)]),
    );
  };
  return visit(args) as P;
}

// --- Applications ------------------------------------------------------------------------------------------------

export const approvedApplication: DaytradeApplicationView = {
  id: '1207',
  amount: '1000000',
  currency: 'JPY',
  state: 'approved',
  rejectReason: null,
  note: null,
  submittedAt: '2026-11-18T19:02:40+09:00',
  reviewedAt: '2026-11-19T10:15:00+09:00',
  releasedAt: null,
};

export const submittedApplication: DaytradeApplicationView = {
  ...approvedApplication,
  id: '1215',
  amount: '300000',
  state: 'submitted',
  submittedAt: '2026-11-20T08:41:12+09:00',
  reviewedAt: null,
};

export const reviewingApplication: DaytradeApplicationView = { ...submittedApplication, state: 'reviewing' };

export const rejectedApplication: DaytradeApplicationView = {
  ...submittedApplication,
  id: '1188',
  state: 'rejected',
  rejectReason: 'daytrade_rejected_suitability_not_met',
  note: '株式の取引経験が1年以上になりましたら、改めてお申し込みください。',
  submittedAt: '2026-11-10T12:20:05+09:00',
  reviewedAt: '2026-11-11T09:42:00+09:00',
  releasedAt: '2026-11-11T09:42:00+09:00',
};

export const cancelledApplication: DaytradeApplicationView = {
  ...submittedApplication,
  id: '1192',
  state: 'cancelled',
  submittedAt: '2026-11-12T21:10:44+09:00',
  releasedAt: '2026-11-13T08:02:19+09:00',
};

export const closedApplication: DaytradeApplicationView = {
  ...approvedApplication,
  state: 'closed',
  releasedAt: '2026-11-20T16:05:00+09:00',
};

// --- The account -------------------------------------------------------------------------------------------------

/** Never applied: the disclosed terms, nothing held. */
export const newAccount: DaytradeAccountView = {
  application: null,
  approved: false,
  currency: 'JPY',
  fund: '0',
  leverageOptions: [1, 2, 3],
  buyingPower: '0',
  marginInUse: '0',
  availableMargin: '0',
  minParticipationFund: '100000',
  commissionPercent: '0.05',
  interestPercentPerYear: '2.80',
  todayRealizedProfit: '0',
  debt: '0',
  sessionOpen: true,
  autoCloseAt: '2026-11-20T15:30:00+09:00',
  rules: rules.jp,
};

/**
 * Applied with ¥1,000,000 and realized 5,331 today (MUFG), settled to the fund: 1,005,331. Margin in use 299,550
 * (Toyota) + 356,000 (Sony) + 99,334 (a working Toyota buy) = 754,884; available = fund − margin in use − unrealized
 * losses (Sony's 4,200; Toyota's gain does not count) = 246,247; buying power = fund × 3.
 */
export const approvedAccount: DaytradeAccountView = {
  ...newAccount,
  application: approvedApplication,
  approved: true,
  fund: '1005331',
  buyingPower: '3015993',
  marginInUse: '754884',
  availableMargin: '246247',
  todayRealizedProfit: '5331',
};

/** A loss beyond the fund at yesterday's close: the fund is gone, ¥48,200 is owed, new orders are refused. */
export const debtAccount: DaytradeAccountView = {
  ...approvedAccount,
  fund: '0',
  buyingPower: '0',
  marginInUse: '0',
  availableMargin: '0',
  todayRealizedProfit: '0',
  debt: '48200',
};

/** Saturday: no session, nothing to auto-close. */
export const weekendAccount: DaytradeAccountView = {
  ...approvedAccount,
  marginInUse: '0',
  availableMargin: '1005331',
  todayRealizedProfit: '0',
  sessionOpen: false,
  autoCloseAt: null,
};

export function accountWith(application: DaytradeApplicationView | null): DaytradeAccountView {
  return { ...newAccount, application };
}

// --- Positions ---------------------------------------------------------------------------------------------------

/** Long 300 Toyota at ¥2,995.5 with 3×: margin ⌈898,650 ÷ 3⌉ = 299,550; at ¥3,012.0 it is up 16.5 × 300 = 4,950. */
export const toyotaLong: DaytradePositionView = {
  id: '55012',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  side: 'long',
  quantity: 300,
  avgPrice: '2995.5',
  lastPrice: '3012.0',
  leverage: 3,
  marginHeld: '299550',
  unrealizedProfit: '4950.0',
  realizedProfit: '0',
  state: 'open',
  autoCloseAt: '2026-11-20T15:30:00+09:00',
  openedAt: '2026-11-20T09:05:31+09:00',
  closedAt: null,
};

/** Short 200 Sony at ¥3,560 with 2×: margin 712,000 ÷ 2 = 356,000; at ¥3,581 it is down 21 × 200 = 4,200. */
export const sonyShort: DaytradePositionView = {
  ...toyotaLong,
  id: '55019',
  code: '6758',
  name: 'ソニーグループ',
  side: 'short',
  quantity: 200,
  avgPrice: '3560',
  lastPrice: '3581',
  leverage: 2,
  marginHeld: '356000',
  unrealizedProfit: '-4200',
  openedAt: '2026-11-20T10:12:08+09:00',
};

/** MUFG long 500, bought at ¥1,835.5 (fee 458), sold at ¥1,848.0 in two fills (fees 277 + 184): 6,250 − 919 = 5,331. */
export const mufgClosed: DaytradePositionView = {
  ...toyotaLong,
  id: '55003',
  code: '8306',
  name: '三菱UFJフィナンシャル・グループ',
  quantity: 0,
  avgPrice: '1835.5',
  lastPrice: '1848.0',
  leverage: 2,
  marginHeld: '0',
  unrealizedProfit: '0',
  realizedProfit: '5331',
  state: 'closed',
  openedAt: '2026-11-20T09:01:44+09:00',
  closedAt: '2026-11-20T09:48:20+09:00',
};

/** KDDI long 100 at ¥4,812 closed automatically at ¥4,795 yesterday: −1,700 − 240 − 239 = −2,179. */
export const kddiClosed: DaytradePositionView = {
  ...mufgClosed,
  id: '54870',
  code: '9433',
  name: 'KDDI',
  avgPrice: '4812',
  lastPrice: '4795',
  leverage: 1,
  realizedProfit: '-2179',
  autoCloseAt: '2026-11-19T15:30:00+09:00',
  openedAt: '2026-11-19T13:20:02+09:00',
  closedAt: '2026-11-19T15:30:00+09:00',
};

export const openPositions: DaytradePositionView[] = [sonyShort, toyotaLong];
export const closedPositions: DaytradePositionView[] = [mufgClosed, kddiClosed];

// --- Orders ------------------------------------------------------------------------------------------------------

/** A limit buy of 300 Toyota at ¥2,995.5, 3×: filled; fee ⌊898,650 × 0.05 %⌋ = 449. */
export const toyotaOpenOrder: DaytradeOrderView = {
  id: '880412',
  positionId: '55012',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  side: 'buy',
  effect: 'open',
  orderType: 'limit',
  price: '2995.5',
  quantity: 300,
  filledQuantity: 300,
  avgFillPrice: '2995.5',
  leverage: 3,
  marginHeld: '299550',
  fee: '449',
  realizedProfit: null,
  state: 'filled',
  failReason: null,
  autoClose: false,
  createdAt: '2026-11-20T09:05:02+09:00',
  updatedAt: '2026-11-20T09:05:31+09:00',
};

/** A limit buy of 100 Toyota at ¥2,980.0, 3×, waiting: holds ⌈298,000 ÷ 3⌉ = 99,334. */
export const toyotaWorkingOrder: DaytradeOrderView = {
  ...toyotaOpenOrder,
  id: '880455',
  positionId: null,
  price: '2980.0',
  quantity: 100,
  filledQuantity: 0,
  avgFillPrice: null,
  marginHeld: '99334',
  fee: '0',
  state: 'submitted',
  createdAt: '2026-11-20T11:02:40+09:00',
  updatedAt: '2026-11-20T11:02:40+09:00',
};

/** A market short of 200 Sony, 2×: filled at ¥3,560; fee ⌊712,000 × 0.05 %⌋ = 356. */
export const sonyOpenOrder: DaytradeOrderView = {
  ...toyotaOpenOrder,
  id: '880431',
  positionId: '55019',
  code: '6758',
  name: 'ソニーグループ',
  side: 'sell',
  orderType: 'market',
  price: null,
  quantity: 200,
  filledQuantity: 200,
  avgFillPrice: '3560',
  leverage: 2,
  marginHeld: '356000',
  fee: '356',
  createdAt: '2026-11-20T10:12:05+09:00',
  updatedAt: '2026-11-20T10:12:08+09:00',
};

/** Closing MUFG: a market sell of 500 at ¥1,848.0 in two fills, fees 277 + 184; realized 5,331 after both sides' fees. */
export const mufgCloseOrder: DaytradeOrderView = {
  ...toyotaOpenOrder,
  id: '880427',
  positionId: '55003',
  code: '8306',
  name: '三菱UFJフィナンシャル・グループ',
  side: 'sell',
  effect: 'close',
  orderType: 'market',
  price: null,
  quantity: 500,
  filledQuantity: 500,
  avgFillPrice: '1848.0',
  leverage: 2,
  marginHeld: '0',
  fee: '461',
  realizedProfit: '5331',
  createdAt: '2026-11-20T09:48:11+09:00',
  updatedAt: '2026-11-20T09:48:20+09:00',
};

/** Yesterday's auto-close of KDDI in the closing auction at ¥4,795. */
export const kddiAutoCloseOrder: DaytradeOrderView = {
  ...mufgCloseOrder,
  id: '880301',
  positionId: '54870',
  code: '9433',
  name: 'KDDI',
  quantity: 100,
  filledQuantity: 100,
  avgFillPrice: '4795',
  leverage: 1,
  fee: '239',
  realizedProfit: '-2179',
  autoClose: true,
  createdAt: '2026-11-19T15:30:00+09:00',
  updatedAt: '2026-11-19T15:30:00+09:00',
};

/** Yesterday's limit buy at ¥2,900.0 that never filled: failed when the session ended. */
export const toyotaFailedOrder: DaytradeOrderView = {
  ...toyotaWorkingOrder,
  id: '880288',
  price: '2900.0',
  marginHeld: '0',
  state: 'failed',
  failReason: 'session_ended',
  createdAt: '2026-11-19T13:01:15+09:00',
  updatedAt: '2026-11-19T15:30:00+09:00',
};

export const daytradeOrders: DaytradeOrderView[] = [
  toyotaWorkingOrder,
  sonyOpenOrder,
  toyotaOpenOrder,
  mufgCloseOrder,
  kddiAutoCloseOrder,
  toyotaFailedOrder,
];

/** MUFG's close with its two fills. */
export const mufgCloseDetail: DaytradeOrderDetailView = {
  order: mufgCloseOrder,
  fills: [
    { id: '991201', price: '1848.0', quantity: 300, fee: '277', time: '2026-11-20T09:48:14+09:00' },
    { id: '991202', price: '1848.0', quantity: 200, fee: '184', time: '2026-11-20T09:48:20+09:00' },
  ],
};

/** A ready list of one page. */
export function daytradeList<T>(items: readonly T[]): DaytradeList<T> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}
