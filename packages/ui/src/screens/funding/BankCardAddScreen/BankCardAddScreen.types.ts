import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { BankAccountType, BankCardView, FundingShell, FundingStatus } from '../shared/types.ts';

export interface BankCardAddScreenProps {
  shell: FundingShell;
  /** Loading until the verification, the fund password state and the card count are known. */
  status: FundingStatus;
  onRetry: () => void;
  /** A card needs a verified identity, a fund password and room under the limit; otherwise the way there. */
  identityVerified: boolean;
  verifyHref: string;
  fundPasswordSet: boolean;
  fundPasswordHref: string;
  /** Five cards already: the form gives way to the list. */
  atLimit: boolean;
  maxCards: number;
  /** The verified name and its katakana reading, which the holder name must equal (the own-name rule). */
  verifiedName?: string;
  verifiedNameKana?: string;
  /** Each field is react-hook-form's `register()` plus its state; the app prefills the holder with the reading. */
  bankNameField: FieldBinding;
  branchNameField: FieldBinding;
  branchCodeField: FieldBinding;
  accountType: {
    value: BankAccountType | undefined;
    onValueChange: (value: BankAccountType) => void;
    /** Already translated. */
    errorMessage?: string;
  };
  accountNumberField: FieldBinding;
  /** Prefilled by the app with the verified reading (react-hook-form's default and `defaultValue`). */
  holderNameField: FieldBinding & { defaultValue?: string };
  fundPasswordField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the submit is disabled, so the card cannot be added twice. */
  submitting: boolean;
  /** A translated refusal (`card_not_own_name`, `card_exists`, `wrong_fund_password`…). */
  formError?: string;
  /** Set once added: the form gives way to the card and the way back to the list. */
  added?: BankCardView;
  /** /mine/bank. */
  cardsHref: string;
}
