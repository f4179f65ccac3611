import type { BankCardView, StepUpPurpose } from '@kabuto/ui';
import type { SecurityOverview } from './passkeys.ts';

// When a passkey step-up is due, and what its dialog says it confirms. Plain functions (no screen, no request).

/** A freshness the server gives (step-up, factor changes) that still has a few seconds to run. */
function fresh(until: string | null | undefined): boolean {
  return Boolean(until) && Date.parse(until ?? '') - Date.now() > 10_000;
}

export const moneyPurposes: readonly StepUpPurpose[] = ['withdrawal', 'bank_card_add', 'bank_card_remove'];

/**
 * Whether a call for `purpose` needs a step-up first. Money (each withdrawal request, each bank-card addition or
 * removal): once the account has a passkey, every one is confirmed with it, as the JSDA/FSA guidance has it — the
 * server accepts a step-up up to five minutes old (a passkey sign-in counts), but the app asks at each request. A
 * change to the factors: the account has a passkey and neither a fresh step-up nor a recovery sign-in's window.
 */
export function stepUpDue(overview: SecurityOverview | undefined, purpose: StepUpPurpose): boolean {
  if (!overview || overview.passkeyCount === 0) return false;
  return moneyPurposes.includes(purpose) ? true : !fresh(overview.factorChangeAllowedUntil);
}

// What a step-up confirms, as its dialog shows it: the money and where it goes, or the bank account changed.

/** "三菱UFJ銀行 ****567": the bank and the masked account number. */
export function cardText(card: Pick<BankCardView, 'bankName' | 'accountNumberMasked'>): string {
  return `${card.bankName} ${card.accountNumberMasked}`;
}

/** "￥300,000 → 三菱UFJ銀行 ****567", from the amount as the app writes money. */
export function withdrawalText(
  amount: string,
  card: Pick<BankCardView, 'bankName' | 'accountNumberMasked'> | undefined,
): string {
  return card ? `${amount} → ${cardText(card)}` : amount;
}

/** A card being added: its bank, branch and the number masked but its last three digits. */
export function newCardText(form: { bank_name: string; branch_name: string; account_number: string }): string {
  return `${form.bank_name} ${form.branch_name} ****${form.account_number.slice(-3)}`;
}
