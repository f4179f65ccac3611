import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';
import type {
  AdminAdjustmentState,
  AdminQueueFilterProps,
  AdminReviewCommon,
} from '../internal/review/review.types.ts';

/** The contract's `AdminAdjustmentReason`, in the order offered. */
export const adminAdjustmentReasons = [
  'deposit_correction',
  'withdrawal_correction',
  'fee_refund',
  'compensation',
  'error_correction',
  'other',
] as const;
export type AdminAdjustmentReason = (typeof adminAdjustmentReasons)[number];

export const adminAdjustmentDirections = ['credit', 'debit'] as const;
export type AdminAdjustmentDirection = (typeof adminAdjustmentDirections)[number];

/** A manual credit or debit (`AdminCashAdjustment`); nothing moves until a second operator confirms it. */
export interface AdminAdjustmentRow {
  id: string;
  account: string;
  direction: AdminAdjustmentDirection;
  /** Exact decimal string, positive. */
  amount: string;
  currency: string;
  /** A reason of `adminAdjustmentReasons`; a later one is shown as given. */
  reason: string;
  /** Shown to the user on the transaction record. */
  memo: string;
  /** A state of `adminAdjustmentStates`; a later one is shown as given. */
  status: AdminAdjustmentState | (string & {});
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** The request form (`requestAdjustment`): the first of the two operators. */
export interface AdminAdjustmentCreate {
  accountField: FieldBinding;
  direction: { value: AdminAdjustmentDirection; onValueChange: (value: AdminAdjustmentDirection) => void };
  amountField: FieldBinding;
  currency: { value: string; options: readonly string[]; onValueChange: (value: string) => void };
  reason: {
    value: AdminAdjustmentReason | undefined;
    onValueChange: (value: AdminAdjustmentReason) => void;
    /** Already translated. */
    errorMessage?: string;
  };
  memoField: TextAreaBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Sending: the submit is disabled, so it cannot be requested twice. */
  submitting: boolean;
  formError?: string;
}

/** The second operator's decision on one adjustment awaiting it. */
export interface AdminAdjustmentDecision extends AdminReviewCommon {
  /** Asks for the confirmation of applying it (by an operator other than the requester). */
  onApply: () => void;
  /** Asks for the confirmation of rejecting it (any operator, the requester too). */
  onReject: () => void;
  confirmation?: 'apply' | 'reject';
}

export interface AdminAdjustmentsScreenProps extends AdminQueueFilterProps<AdminAdjustmentState> {
  status: AdminLoadStatus;
  items: readonly AdminAdjustmentRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The signed-in operator: the requester of an adjustment cannot also apply it. */
  operatorAccount: string;
  /** Opens the request form. */
  onOpenCreate: () => void;
  create?: AdminAdjustmentCreate;
  /** Opens the decision on an adjustment awaiting a second approval. */
  onReview: (id: string) => void;
  review?: AdminAdjustmentDecision;
  userHref: (account: string) => string;
}
