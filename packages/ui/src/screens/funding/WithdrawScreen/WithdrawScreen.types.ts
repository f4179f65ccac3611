import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type {
  BankAccountType,
  BankCardView,
  FundingHoursView,
  FundingList,
  FundingShell,
  FundingStatus,
} from '../shared/types.ts';

/**
 * `getWithdrawable`: withdrawable = max(0, available cash − margin requirement − loan outstanding), every term an
 * exact decimal string in yen, with the per-transaction limits, the fee (always 0) and the hours.
 */
export interface WithdrawableView {
  currency: string;
  availableCash: string;
  marginRequirement: string;
  loanOutstanding: string;
  withdrawable: string;
  fee: string;
  minAmount: string;
  maxAmount: string;
  hours: FundingHoursView;
}

/** What a withdrawal needs first; each missing one links to where it is done. */
export interface WithdrawReadiness {
  identityVerified: boolean;
  fundPasswordSet: boolean;
  /** Registered bank cards in the user's own name. */
  ownNameCardCount: number;
  /**
   * Whether the account has the passkey a withdrawal needs (the contract's `passkeyRequiredForMoney`); absent when
   * none is needed (the operator's setting off, or a demo account), so the list does not show it.
   */
  passkeyRegistered?: boolean;
}

export interface WithdrawLinks {
  /** /mine/verified. */
  verifyHref: string;
  /** /mine/fundPassword. */
  fundPasswordHref: string;
  /** /mine/bankAdd. */
  bankAddHref: string;
  /** /mine/bank. */
  bankHref: string;
  /** /mine/security, where a passkey is set up. */
  securityHref: string;
}

/** The contract's `WithdrawalStatus` as the user sees it (`awaiting_second_approval` is `pending`). */
export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** One withdrawal (`WithdrawalDetail`), for its tracker. */
export interface WithdrawalView {
  id: string;
  /** Exact decimal strings, yen. */
  amount: string;
  currency: string;
  fee: string;
  amountToReceive: string;
  card: {
    holderName: string;
    bankName: string;
    branchName: string;
    accountType: BankAccountType;
    accountNumberMasked: string;
  };
  status: WithdrawalStatus;
  /** A large withdrawal that a second operator confirms (four eyes). */
  requiresSecondApproval: boolean;
  /** ISO 8601 instants. */
  requestedAt: string;
  reviewedAt?: string;
  paidAt?: string;
  cancelledAt?: string;
  /** While pending: the latest expected arrival. */
  estimatedArrivalBy?: string;
  /** When rejected: the operator's reason code, shown as `error.<code>` in the user's language. */
  rejectReason?: string;
  reviewNote?: string;
  /** True while pending: the user may cancel it, and the hold is released. */
  cancellable: boolean;
}

export interface WithdrawScreenProps {
  shell: FundingShell;
  /** The breakdown, hours and readiness: loading, failed (retry) or ready. */
  status: FundingStatus;
  onRetry: () => void;
  summary?: WithdrawableView;
  readiness: WithdrawReadiness;
  links: WithdrawLinks;
  /** The user's own-name cards to pay to. */
  cards: readonly BankCardView[];
  cardId: string | undefined;
  onCardChange: (cardId: string) => void;
  /** Already translated (no card chosen). */
  cardError?: string;
  /** react-hook-form's `register('amount')` plus its state. */
  amountField: FieldBinding;
  /** Fills the amount with the most that can be withdrawn now (the app sets the field). */
  onWithdrawAll?: () => void;
  fundPasswordField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the submit is disabled, so the withdrawal cannot be requested twice. */
  submitting: boolean;
  /** A translated refusal (`insufficient_withdrawable`, `outside_withdrawal_hours`, `wrong_fund_password`…). */
  formError?: string;
  /** The user's withdrawals, newest first, each with its tracker. */
  withdrawals: FundingList<WithdrawalView>;
  /** Cancels a pending withdrawal; its confirmation stays pending until this settles. */
  onCancelWithdrawal: (id: string) => void | Promise<unknown>;
  supportHref: string;
}
