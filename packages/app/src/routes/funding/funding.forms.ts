import type { BankAccountType } from '@kabuto/api-client';
import { digits } from './funding.rules.ts';

// The funding forms' values, as react-hook-form holds them; their rules are in funding.schema.ts (a lazy chunk).

/** /mine/verified. The images are the picked Files (null until chosen). */
export interface IdentityForm {
  name: string;
  nameKana: string;
  idNumber: string;
  front: File | null;
  back: File | null;
  privacy: boolean;
}

export const identityDefaults: IdentityForm = {
  name: '',
  nameKana: '',
  idNumber: '',
  front: null,
  back: null,
  privacy: false,
};

/** /mine/bankAdd. The account type is '' until chosen. */
export interface BankCardForm {
  bankName: string;
  branchName: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
  fundPassword: string;
}

/** The card form's fields as the contract takes them: trimmed, digits half-width, the number padded to seven. */
export function toAddCardRequest(form: BankCardForm) {
  return {
    bank_name: form.bankName.trim(),
    branch_name: form.branchName.trim(),
    branch_code: digits(form.branchCode),
    // The schema has checked it is one of the contract's types.
    account_type: form.accountType as BankAccountType,
    account_number: digits(form.accountNumber).padStart(7, '0'),
    holder_name: form.holderName.trim(),
    fund_password: form.fundPassword,
  };
}

/** Removing a card, confirmed with the fund password. */
export interface RemoveCardForm {
  fundPassword: string;
}

/** /mine/deposit. */
export interface DepositForm {
  amount: string;
  remitterName: string;
  slip: File | null;
}

/** /mine/withdraw. */
export interface WithdrawForm {
  amount: string;
  cardId: string;
  fundPassword: string;
}
