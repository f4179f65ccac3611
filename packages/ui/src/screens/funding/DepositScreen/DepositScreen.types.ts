import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type {
  DepositNoticeView,
  FundingHoursView,
  FundingShell,
  FundingStatus,
  ImageFieldBinding,
} from '../shared/types.ts';

/** The customer's own deposit account (`getDepositChannel`): in the firm's name, a number issued to them alone. */
export interface DepositChannelView {
  /** Always the firm, never a person. */
  accountName: string;
  /** The holder as the bank shows it (katakana), what a transfer form asks for. */
  accountNameKana: string;
  bankName: string;
  /** Four digits. */
  bankCode: string;
  branchName: string;
  /** Three digits. */
  branchCode: string;
  accountType: 'ordinary' | 'current';
  /** The virtual account number issued to this customer only (seven digits). */
  accountNumber: string;
  /** Exact decimal strings, yen: the smallest and largest amount one notice may state. */
  minAmount: string;
  maxAmount: string;
  hours: FundingHoursView;
  /** When a matched deposit is usually credited, in the user's language (`arrivalNote[locale]`). */
  arrivalNote?: string;
}

/** The values a copy button hands to `onCopy`. */
export const depositCopyFields = [
  'bankName',
  'bankCode',
  'branchName',
  'branchCode',
  'accountNumber',
  'accountName',
] as const;
export type DepositCopyField = (typeof depositCopyFields)[number];

export interface DepositScreenProps {
  shell: FundingShell;
  status: FundingStatus;
  onRetry: () => void;
  channel?: DepositChannelView;
  /** A copy button was pressed: the app writes `value` to the clipboard (and may toast). */
  onCopy: (field: DepositCopyField, value: string) => void;
  /** The field last copied, announced politely and marked on its button. */
  copiedField?: DepositCopyField;
  /** The user's notice still pending review (one at a time): it replaces the form until it is settled. */
  pending?: DepositNoticeView;
  /** Cancels the pending notice; the confirmation stays pending until it settles. */
  onCancelPending: (id: string) => void | Promise<unknown>;
  /** The notice form: react-hook-form's `register()` results plus their state. */
  amountField: FieldBinding;
  /** The remitter name as it appears on the transfer (optional). */
  remitterNameField: FieldBinding;
  slipField: ImageFieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the submit is disabled, so the notice cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal (`outside_deposit_hours`, `deposit_amount_out_of_range`, `upload_failed`…). */
  formError?: string;
  /** /mine/stored. */
  historyHref: string;
  supportHref: string;
}
