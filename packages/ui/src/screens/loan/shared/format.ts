import { compareDecimal, fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { subtractDecimal } from '../../follow/shared/format.ts';

// Exact arithmetic of the credit line: the limit's worked line, interest, and what a draw or a repayment may be.
// Money is whole yen as decimal strings and percentages two-decimal strings; every product and quotient is computed
// on scaled BigInt and rounded down to the yen as the contract states, never on floats. No message is imported here.

export { subtractDecimal };

/** The value of a decimal string as a BigInt at its own scale, and that scale. */
function scaled(value: string): { digits: bigint; scale: number } {
  const scale = scaleOf(value);
  return { digits: toScaled(value, scale) ?? 0n, scale };
}

/** ⌊numerator ÷ denominator⌋ for non-negative values (money here never goes below zero). */
function floorDivide(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  const quotient = numerator / denominator;
  return numerator < 0n && numerator % denominator !== 0n ? quotient - 1n : quotient;
}

/** The smaller of two decimal strings. */
export function minDecimal(a: string, b: string): string {
  return (compareDecimal(a, b) ?? 0) <= 0 ? a : b;
}

/** The limit before the house's cap: ⌊collateral value × advance rate % × score multiplier %⌋ in yen. */
export function uncappedLimit(collateralValue: string, advanceRate: string, scoreMultiplier: string): string {
  const collateral = scaled(collateralValue);
  const advance = scaled(advanceRate);
  const multiplier = scaled(scoreMultiplier);
  const numerator = collateral.digits * advance.digits * multiplier.digits;
  const denominator = 10n ** BigInt(collateral.scale + advance.scale + multiplier.scale) * 10_000n;
  return fromScaled(floorDivide(numerator, denominator), 0);
}

/**
 * Interest on `principal` yen at `annualRate` percent for `days` days with nothing repaid, the contract's way
 * (`interestMethod` daily_simple_actual_365): each day accrues ⌊principal × rate ÷ 100 ÷ 365⌋ yen, rounded down that
 * day, so `days` days accrue that many times the day's yen.
 */
export function interestFor(principal: string, annualRate: string, days: number): string {
  const amount = scaled(principal);
  const rate = scaled(annualRate);
  const daily = floorDivide(amount.digits * rate.digits, 10n ** BigInt(amount.scale + rate.scale) * 100n * 365n);
  return fromScaled(daily * BigInt(Math.max(0, Math.trunc(days))), 0);
}

/** Why an amount typed to draw cannot be applied for. */
export type DrawAmountProblem = 'empty' | 'format' | 'min' | 'limit';

/** Whether a typed draw is whole yen, at least the minimum draw and at most the available limit. Exact. */
export function drawAmountProblem(
  amount: string,
  limits: { minDrawAmount: string; availableLimit: string },
): DrawAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!/^[1-9]\d{0,10}$/.test(text)) return 'format';
  if ((compareDecimal(text, limits.minDrawAmount) ?? 0) < 0) return 'min';
  if ((compareDecimal(text, limits.availableLimit) ?? 0) > 0) return 'limit';
  return null;
}

/** Why an amount typed to repay cannot be repaid. */
export type RepayAmountProblem = 'empty' | 'format' | 'owed' | 'cash';

/**
 * Whether a typed repayment is whole yen from 1, never more than owed (the contract's `repayment_exceeds_loan`), and
 * at most the available cash when it is known (`insufficient_balance`). Exact.
 */
export function repayAmountProblem(
  amount: string,
  limits: { amountOwed: string; availableCash?: string | null },
): RepayAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!/^[1-9]\d{0,10}$/.test(text)) return 'format';
  if ((compareDecimal(text, limits.amountOwed) ?? 0) > 0) return 'owed';
  if (limits.availableCash != null && (compareDecimal(text, limits.availableCash) ?? 0) > 0) return 'cash';
  return null;
}

/** What a repayment pays: accrued unpaid interest first, then principal; and what is owed after it. */
export interface RepaymentSplit {
  interestPart: string;
  principalPart: string;
  owedAfter: string;
}

/** How a valid repayment of `amount` splits (the contract's rule: interest first), exact. */
export function repaymentSplit(
  amount: string,
  loan: { interestAccrued: string; interestPaid: string; amountOwed: string },
): RepaymentSplit {
  const unpaidInterest = subtractDecimal(loan.interestAccrued, loan.interestPaid);
  const interestPart = minDecimal(amount, unpaidInterest);
  return {
    interestPart,
    principalPart: subtractDecimal(amount, interestPart),
    owedAfter: subtractDecimal(loan.amountOwed, amount),
  };
}

/** Accrued interest not yet paid (`interestAccrued − interestPaid`). */
export function unpaidInterest(loan: { interestAccrued: string; interestPaid: string }): string {
  return subtractDecimal(loan.interestAccrued, loan.interestPaid);
}
