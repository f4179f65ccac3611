import type { ResponseData } from '@kabuto/api-client';
import type {
  CreditFactorView,
  CreditScoreView,
  LoanLimitView,
  LoanOrderView,
  LoanRejectReason,
  LoanState,
  Locale,
} from '@kabuto/ui';
import { pickText } from '../../app/text.ts';

// The contract's credit line as the screens show it: the same fields, each localized text picked for the user's
// language. The view types follow the contract field by field, so a drift fails to compile here.

type CreditScore = ResponseData<'/loan/creditScore'>;
type CreditFactor = CreditScore['factors'][number];
type LoanLimit = ResponseData<'/loan/limit'>;
type LoanOrder = ResponseData<'/loan/orders'>['items'][number];

// The ui keeps its own unions of the contract's values: each must be exactly the contract's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameUnions: [
  Same<LoanOrder['status'], LoanState>,
  Same<NonNullable<LoanOrder['rejectReason']>, LoanRejectReason>,
] = [true, true];
void sameUnions;

export function toCreditFactorView(factor: CreditFactor, locale: Locale): CreditFactorView {
  return {
    key: factor.key,
    name: pickText(factor.name, locale),
    weight: factor.weight,
    value: factor.value,
    unit: factor.unit,
    points: factor.points,
    maxPoints: factor.maxPoints,
    hint: pickText(factor.hint, locale),
  };
}

export function toCreditScoreView(score: CreditScore, locale: Locale): CreditScoreView {
  return {
    score: score.score,
    maxScore: score.maxScore,
    minimumToBorrow: score.minimumToBorrow,
    scoreMultiplier: score.scoreMultiplier,
    calculatedAt: score.calculatedAt,
    factors: score.factors.map((factor) => toCreditFactorView(factor, locale)),
  };
}

export function toLoanLimitView(limit: LoanLimit): LoanLimitView {
  return {
    currency: limit.currency,
    collateralValue: limit.collateralValue,
    advanceRate: limit.advanceRate,
    creditScore: limit.creditScore,
    scoreMultiplier: limit.scoreMultiplier,
    houseMaximum: limit.houseMaximum,
    totalLimit: limit.totalLimit,
    usedLimit: limit.usedLimit,
    pendingLimit: limit.pendingLimit,
    availableLimit: limit.availableLimit,
    annualRate: limit.annualRate,
    interestMethod: limit.interestMethod,
    termDays: limit.termDays,
    minDrawAmount: limit.minDrawAmount,
    amountOwed: limit.amountOwed,
    hasOverdueLoan: limit.hasOverdueLoan,
  };
}

export function toLoanOrderView(loan: LoanOrder): LoanOrderView {
  return {
    id: loan.id,
    currency: loan.currency,
    principal: loan.principal,
    outstandingPrincipal: loan.outstandingPrincipal,
    interestAccrued: loan.interestAccrued,
    interestPaid: loan.interestPaid,
    amountOwed: loan.amountOwed,
    annualRate: loan.annualRate,
    termDays: loan.termDays,
    status: loan.status,
    overdue: loan.overdue,
    appliedAt: loan.appliedAt,
    ...(loan.reviewedAt ? { reviewedAt: loan.reviewedAt } : {}),
    ...(loan.drawnAt ? { drawnAt: loan.drawnAt } : {}),
    ...(loan.dueDate ? { dueDate: loan.dueDate } : {}),
    ...(loan.repaidAt ? { repaidAt: loan.repaidAt } : {}),
    ...(loan.rejectReason ? { rejectReason: loan.rejectReason } : {}),
    ...(loan.reviewNote ? { reviewNote: loan.reviewNote } : {}),
  };
}
