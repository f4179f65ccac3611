import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type {
  AdminQueueFilterProps,
  AdminRejectFields,
  AdminReviewCommon,
  AdminWithdrawalState,
} from '../internal/review/review.types.ts';

/** The contract's `WithdrawalRejectReason`, in the order offered. */
export const adminWithdrawalRejectReasons = [
  'withdrawal_rejected_bank_returned',
  'withdrawal_rejected_card_name_mismatch',
  'withdrawal_rejected_compliance_check',
  'review_rejected_other',
] as const;
export type AdminWithdrawalRejectReason = (typeof adminWithdrawalRejectReasons)[number];

/** The user's own-name card a withdrawal pays to (`AdminBankCard`), in full for operators. */
export interface AdminWithdrawalCardView {
  bankName: string;
  branchName: string;
  branchCode: string;
  accountType: 'ordinary' | 'current' | 'savings';
  accountNumber: string;
  holderName: string;
}

/** A withdrawal as the queue lists it (`AdminWithdrawalReview`); its amount is held until paid or released. */
export interface AdminWithdrawalRow {
  id: string;
  account: string;
  verifiedName: string;
  /** Exact decimal string. */
  amount: string;
  currency: string;
  card: AdminWithdrawalCardView;
  requestedAt: string;
  /** A state of `adminWithdrawalStates`; a later one is shown as given. */
  status: AdminWithdrawalState | (string & {});
  /** Over the threshold: a second, different operator confirms (four eyes). */
  requiresSecondApproval: boolean;
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending (or awaiting a second approval) withdrawal. */
export interface AdminWithdrawalReview extends AdminReviewCommon, AdminRejectFields<AdminWithdrawalRejectReason> {
  /**
   * Asks for the confirmation of an approval: pays out at or under the threshold, is the first of two approvals
   * over it, or (awaiting a second approval, by another operator) confirms and pays out.
   */
  onApprove: () => void;
  onReject: () => void;
  confirmation?: { decision: 'approve' } | { decision: 'reject'; reason: AdminWithdrawalRejectReason };
}

export interface AdminWithdrawalReviewScreenProps extends AdminQueueFilterProps<AdminWithdrawalState> {
  status: AdminLoadStatus;
  items: readonly AdminWithdrawalRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The signed-in operator: the first approver cannot also give the second approval. */
  operatorAccount: string;
  /** `withdrawal_second_approval_threshold`, when known: above it a second operator confirms. */
  secondApprovalThreshold?: string;
  onReview: (id: string) => void;
  review?: AdminWithdrawalReview;
  userHref: (account: string) => string;
}
