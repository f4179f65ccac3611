import { currencies, type Currency } from '@kabuto/api-client';

// The review forms' rules. Each error is a message id; the route translates it. The rules mirror openapi.yaml (a
// decision's note, AdminDepositApproveRequest, AdminAdjustmentCreateRequest), which the server enforces too. Plain
// functions rather than a zod schema: each console queue is its own chunk, and these few rules are not worth the
// 15 KiB zod would add to each (the budget is 60 KiB a route).
const required = 'app.validation.required';

/** Each field's rule: a message id when the value breaks it. */
export type Rules<T> = { [K in keyof T]?: (value: T[K], form: T) => string | undefined };

/** Every rule's problem, by field. */
export function problems<T>(form: T, rules: Rules<T>): Partial<Record<keyof T, string>> {
  const found: Partial<Record<keyof T, string>> = {};
  for (const name of Object.keys(rules) as (keyof T)[]) {
    const message = rules[name]?.(form[name], form);
    if (message) found[name] = message;
  }
  return found;
}

/** A note to the user: optional, at most 500 characters. */
const note = (value: string) => (value.trim().length > 500 ? 'app.admin.validation.tooLong' : undefined);

export interface NoteForm extends Record<string, string> {
  note: string;
}
export const noteRules: Rules<NoteForm> = { note };

/** Decimal places of each currency's minor unit (yen, won and dong have none). */
const precision = (currency: string) => (currency === 'JPY' || currency === 'KRW' || currency === 'VND' ? 0 : 2);

/** An amount greater than 0 at the currency's precision, as typed (full-width digits and separators allowed). */
export function moneyText(text: string, currency: string): string | undefined {
  const clean = text.normalize('NFKC').trim().replace(/,/g, '');
  const pattern = precision(currency) === 0 ? /^\d{1,13}$/ : /^\d{1,13}(\.\d{1,2})?$/;
  if (!pattern.test(clean) || !/[1-9]/.test(clean)) return undefined;
  // Without leading zeros ("0012.50" → "12.50"), as the contract's Money pattern and a comparison want it.
  return clean.replace(/^0+(?=\d)/, '');
}

/** Whether two decimal strings are the same amount ("300000" and "300000.00"). */
export function sameAmount(a: string, b: string): boolean {
  const normal = (value: string) => {
    const [whole = '0', fraction = ''] = value.trim().split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return normal(a) === normal(b);
}

export interface DepositApproveForm extends Record<string, string> {
  creditedAmount: string;
  approveNote: string;
  note: string;
}

/**
 * Approving a deposit: the amount actually received (greater than 0, whole yen), and a note to the user that is
 * required when it differs from what they notified.
 */
export function depositApproveRules(notifiedAmount: string): Rules<DepositApproveForm> {
  return {
    creditedAmount: (value) =>
      value.trim() === ''
        ? required
        : moneyText(value, 'JPY') === undefined
          ? 'app.admin.validation.amount'
          : undefined,
    approveNote: (value, form) => {
      const credited = moneyText(form.creditedAmount, 'JPY');
      if (credited !== undefined && !sameAmount(credited, notifiedAmount) && value.trim() === '') {
        return 'app.admin.validation.noteWhenDiffers';
      }
      return note(value);
    },
    note,
  };
}

export interface AdjustmentForm extends Record<string, string> {
  account: string;
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  reason: string;
  memo: string;
}

/** A manual adjustment: whose cash, which way, how much in which currency, why, and the memo the user reads. */
export const adjustmentRules: Rules<AdjustmentForm> = {
  account: (value) =>
    value.trim() === '' ? required : /^\d{10}$/.test(value.trim()) ? undefined : 'app.validation.accountPattern',
  amount: (value, form) =>
    value.trim() === ''
      ? required
      : moneyText(value, form.currency) === undefined
        ? 'app.admin.validation.amount'
        : undefined,
  currency: (value) => ((currencies as readonly string[]).includes(value) ? undefined : required),
  reason: (value) => (value === '' ? 'app.admin.validation.choice' : undefined),
  memo: (value) =>
    value.trim() === '' ? required : value.trim().length > 500 ? 'app.admin.validation.tooLong' : undefined,
};

/** The currencies an adjustment may be in, yen first. */
export const adjustmentCurrencies: readonly Currency[] = ['JPY', ...currencies.filter((code) => code !== 'JPY')];
