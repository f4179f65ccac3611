import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { BankCardView, FundingShell, FundingStatus } from '../shared/types.ts';

/** Removing one card: the contract asks for the fund password, so the confirmation is a small form. */
export interface BankCardRemoval {
  cardId: string;
  /** react-hook-form's `register('fundPassword')` plus its state. */
  fundPasswordField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Removing: both buttons are disabled, so it cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal (`wrong_fund_password`, `card_in_use`…). */
  formError?: string;
}

export interface BankCardsScreenProps {
  shell: FundingShell;
  status: FundingStatus;
  onRetry: () => void;
  /** The user's own-name cards, newest first (`listBankCards`). */
  cards: readonly BankCardView[];
  /** At most this many cards (5). */
  maxCards: number;
  /** /mine/bankAdd. */
  addHref: string;
  /** Adding a card needs a verified identity; until then the screen leads to /mine/verified. */
  identityVerified: boolean;
  verifyHref: string;
  /** The user asked to remove a card: the app opens the confirmation with `removal`. */
  onRemove: (cardId: string) => void;
  removal?: BankCardRemoval;
}
