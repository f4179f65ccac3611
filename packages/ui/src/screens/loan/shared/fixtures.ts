import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { Locale } from '../../../intl/locales.ts';
import type { CreditFactorView, CreditScoreView, LoanLimitView, LoanList, LoanOrderView, LoanShell } from './types.ts';

// Stories' and tests' data for the credit-line screens, after the contract's examples (a score of 780, a limit of
// ¥1,895,000 from ¥4,737,500 of collateral at 50 % and 80 %, a ¥500,000 draw at 9.80 % owing ¥503,758 after 28 days).
// Fixed instants, so every story renders the same.

/** The shell of a credit-line screen in stories and tests: back to the account menu. */
export function loanShell(title: string, backHref = '#/mine/menu'): LoanShell {
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

/** The server's factor names and hints in three languages (the contract's `LocalizedText`), keyed by the Japanese. */
const texts: LocalizedText[] = [
  { jp: '本人確認', cn: '实名认证', us: 'Identity verified' },
  { jp: '完了済みです。', cn: '已完成。', us: 'Done.' },
  { jp: '口座開設からの期間', cn: '开户时长', us: 'Account age' },
  { jp: '24か月で満点になります。', cn: '满24个月得满分。', us: 'Full points at 24 months.' },
  { jp: '期日内の返済', cn: '按时还款', us: 'On-time repayments' },
  {
    jp: '期日内の返済5回で満点になります。',
    cn: '按时还款5次得满分。',
    us: 'Full points after 5 on-time repayments.',
  },
  { jp: '延滞（過去24か月）', cn: '逾期（近24个月）', us: 'Overdue loans (last 24 months)' },
  { jp: '延滞はありません。', cn: '无逾期。', us: 'No overdue loans.' },
  {
    jp: '延滞1回につき100点減ります。24か月たつと戻ります。',
    cn: '每逾期1次扣100分，24个月后恢复。',
    us: '100 points off per overdue loan, restored after 24 months.',
  },
  { jp: '担保評価額', cn: '担保市值', us: 'Collateral value' },
  {
    jp: '評価額2,000万円で満点になります。',
    cn: '市值达到2000万日元得满分。',
    us: 'Full points at ¥20,000,000 of collateral.',
  },
  {
    jp: '本人確認を完了すると満点になります。',
    cn: '完成实名认证即得满分。',
    us: 'Full points once your identity is verified.',
  },
  // The operator's note on a rejection
  {
    jp: '担保評価額に対して申請額が大きすぎます。',
    cn: '相对于担保市值，申请金额过大。',
    us: 'The amount is too large for your collateral value.',
  },
];

const byJapanese = new Map(texts.map((text) => [text.jp, text]));

/** The fixtures' server texts in a language, as the app picks each `LocalizedText` for the user. */
export function localizeLoanFixtures<P>(args: P, locale: Locale): P {
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

export const factors: readonly CreditFactorView[] = [
  {
    key: 'identity_verified',
    name: '本人確認',
    weight: '20.00',
    value: 'true',
    unit: 'flag',
    points: 200,
    maxPoints: 200,
    hint: '完了済みです。',
  },
  {
    key: 'account_age',
    name: '口座開設からの期間',
    weight: '15.00',
    value: '14',
    unit: 'months',
    points: 120,
    maxPoints: 150,
    hint: '24か月で満点になります。',
  },
  {
    key: 'repayment_history',
    name: '期日内の返済',
    weight: '25.00',
    value: '3',
    unit: 'count',
    points: 200,
    maxPoints: 250,
    hint: '期日内の返済5回で満点になります。',
  },
  {
    key: 'overdue_history',
    name: '延滞（過去24か月）',
    weight: '20.00',
    value: '0',
    unit: 'count',
    points: 200,
    maxPoints: 200,
    hint: '延滞はありません。',
  },
  {
    key: 'collateral_value',
    name: '担保評価額',
    weight: '20.00',
    value: '4737500',
    unit: 'JPY',
    points: 60,
    maxPoints: 200,
    hint: '評価額2,000万円で満点になります。',
  },
];

/** The contract's example score: 200 + 120 + 200 + 200 + 60 = 780. */
export const creditScore: CreditScoreView = {
  score: 780,
  maxScore: 1000,
  minimumToBorrow: 500,
  scoreMultiplier: '80.00',
  calculatedAt: '2026-11-20T00:00:00+09:00',
  factors,
};

/** The contract's example limit: ⌊4,737,500 × 50 % × 80 %⌋ = 1,895,000 within the ¥10,000,000 cap. */
export const loanLimit: LoanLimitView = {
  currency: 'JPY',
  collateralValue: '4737500',
  advanceRate: '50.00',
  creditScore: 780,
  scoreMultiplier: '80.00',
  houseMaximum: '10000000',
  totalLimit: '1895000',
  usedLimit: '500000',
  pendingLimit: '0',
  availableLimit: '1395000',
  annualRate: '9.80',
  interestMethod: 'daily_simple_actual_365',
  termDays: 180,
  minDrawAmount: '10000',
  amountOwed: '503758',
  hasOverdueLoan: false,
};

/** A large holding: 30,000,000 × 50 % × 100 % = 15,000,000, above the house's 10,000,000. */
export const cappedLimit: LoanLimitView = {
  ...loanLimit,
  collateralValue: '30000000',
  scoreMultiplier: '100.00',
  creditScore: 930,
  totalLimit: '10000000',
  usedLimit: '0',
  availableLimit: '10000000',
  amountOwed: '0',
};

/** A new account: verified, no holdings yet: 200 + 10 + 0 + 200 + 0 = 410. */
export const lowScore: CreditScoreView = {
  ...creditScore,
  score: 410,
  scoreMultiplier: '0.00',
  factors: [
    factors[0]!,
    { ...factors[1]!, value: '1', points: 10 },
    { ...factors[2]!, value: '0', points: 0 },
    factors[3]!,
    { ...factors[4]!, value: '0', points: 0 },
  ],
};
export const noCollateralLimit: LoanLimitView = {
  ...loanLimit,
  collateralValue: '0',
  creditScore: 410,
  scoreMultiplier: '0.00',
  totalLimit: '0',
  usedLimit: '0',
  availableLimit: '0',
  amountOwed: '0',
};

/** Holdings worth 1,200,000 but a score of 200 + 70 + 50 + 100 + 0 = 420 (an overdue loan): below the 500 to borrow. */
export const belowMinimumScore: CreditScoreView = {
  ...creditScore,
  score: 420,
  scoreMultiplier: '0.00',
  factors: [
    factors[0]!,
    { ...factors[1]!, value: '8', points: 70 },
    { ...factors[2]!, value: '1', points: 50 },
    {
      ...factors[3]!,
      value: '1',
      points: 100,
      hint: '延滞1回につき100点減ります。24か月たつと戻ります。',
    },
    { ...factors[4]!, value: '1200000', points: 0 },
  ],
};
export const belowMinimumLimit: LoanLimitView = {
  ...loanLimit,
  collateralValue: '1200000',
  creditScore: 420,
  scoreMultiplier: '0.00',
  totalLimit: '0',
  usedLimit: '0',
  availableLimit: '0',
  amountOwed: '0',
};

/** An application under review reserves its amount. */
export const pendingLimit: LoanLimitView = {
  ...loanLimit,
  pendingLimit: '300000',
  availableLimit: '1095000',
};

/** A draw past its due date blocks new ones until repaid. */
export const overdueLimit: LoanLimitView = { ...loanLimit, hasOverdueLoan: true };

// Loans, newest first.

/** Drawn 2026-10-23 at 9.80 %: 28 days to 2026-11-20 accrue ⌊500,000 × 9.80 % × 28 ÷ 365⌋ = 3,758. */
export const activeLoan: LoanOrderView = {
  id: 'LN20261022000007',
  currency: 'JPY',
  principal: '500000',
  outstandingPrincipal: '500000',
  interestAccrued: '3758',
  interestPaid: '0',
  amountOwed: '503758',
  annualRate: '9.80',
  termDays: 180,
  status: 'active',
  overdue: false,
  appliedAt: '2026-10-22T13:00:00+09:00',
  reviewedAt: '2026-10-23T09:20:00+09:00',
  drawnAt: '2026-10-23T09:20:00+09:00',
  dueDate: '2027-04-21',
};

/**
 * Partly repaid: ¥200,000 drawn 2026-08-17; on 2026-09-16 ¥101,610 paid the 30 days' interest (⌊200,000 × 9.80 % ×
 * 30 ÷ 365⌋ = 1,610) and ¥100,000 of principal; the rest then accrued 65 days to 2026-11-20 (1,745).
 */
export const partlyRepaidLoan: LoanOrderView = {
  ...activeLoan,
  id: 'LN20260815000005',
  principal: '200000',
  outstandingPrincipal: '100000',
  interestAccrued: '3355',
  interestPaid: '1610',
  amountOwed: '101745',
  appliedAt: '2026-08-15T10:00:00+09:00',
  reviewedAt: '2026-08-17T09:05:00+09:00',
  drawnAt: '2026-08-17T09:05:00+09:00',
  dueDate: '2027-02-13',
};

export const pendingLoan: LoanOrderView = {
  id: 'LN20261120000019',
  currency: 'JPY',
  principal: '300000',
  outstandingPrincipal: '0',
  interestAccrued: '0',
  interestPaid: '0',
  amountOwed: '0',
  annualRate: '9.80',
  termDays: 180,
  status: 'pending',
  overdue: false,
  appliedAt: '2026-11-20T10:50:00+09:00',
};

/** ¥150,000 for 30 days: ⌊150,000 × 9.80 % × 30 ÷ 365⌋ = 1,208 of interest, all repaid. */
export const repaidLoan: LoanOrderView = {
  id: 'LN20260601000002',
  currency: 'JPY',
  principal: '150000',
  outstandingPrincipal: '0',
  interestAccrued: '1208',
  interestPaid: '1208',
  amountOwed: '0',
  annualRate: '9.80',
  termDays: 180,
  status: 'repaid',
  overdue: false,
  appliedAt: '2026-06-01T11:30:00+09:00',
  reviewedAt: '2026-06-02T09:00:00+09:00',
  drawnAt: '2026-06-02T09:00:00+09:00',
  dueDate: '2026-11-29',
  repaidAt: '2026-07-02T14:10:00+09:00',
};

export const rejectedLoan: LoanOrderView = {
  id: 'LN20260904000003',
  currency: 'JPY',
  principal: '3000000',
  outstandingPrincipal: '0',
  interestAccrued: '0',
  interestPaid: '0',
  amountOwed: '0',
  annualRate: '9.80',
  termDays: 180,
  status: 'rejected',
  overdue: false,
  appliedAt: '2026-09-04T15:10:00+09:00',
  reviewedAt: '2026-09-07T10:00:00+09:00',
  rejectReason: 'loan_rejected_insufficient_collateral',
  reviewNote: '担保評価額に対して申請額が大きすぎます。',
};

/** Past its due date (2026-10-07) and still owing: 224 days to 2026-11-20 accrue ⌊80,000 × 9.80 % × 224 ÷ 365⌋. */
export const overdueLoan: LoanOrderView = {
  ...activeLoan,
  id: 'LN20260410000001',
  principal: '80000',
  outstandingPrincipal: '80000',
  interestAccrued: '4811',
  interestPaid: '0',
  amountOwed: '84811',
  overdue: true,
  appliedAt: '2026-04-10T09:00:00+09:00',
  reviewedAt: '2026-04-10T15:00:00+09:00',
  drawnAt: '2026-04-10T15:00:00+09:00',
  dueDate: '2026-10-07',
};

export const loans: readonly LoanOrderView[] = [pendingLoan, activeLoan, rejectedLoan, partlyRepaidLoan, repaidLoan];

/** A ready list of `items`, one page. */
export function loanList<T>(items: readonly T[]): LoanList<T> {
  return { status: 'ready', items, hasMore: false };
}
