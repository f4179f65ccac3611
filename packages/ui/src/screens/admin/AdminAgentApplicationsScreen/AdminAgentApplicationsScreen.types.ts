import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';

/** Why an operator turns an application down: the contract's `AgentRejectReason`, in the order offered. */
export const adminAgentRejectReasons = [
  'agent_rejected_eligibility_not_met',
  'agent_rejected_account_restricted',
  'review_rejected_other',
] as const;
export type AdminAgentRejectReason = (typeof adminAgentRejectReasons)[number];

/** The queue's state filter; `pending` is the working queue. */
export const adminAgentFilters = ['pending', 'approved', 'rejected', 'all'] as const;
export type AdminAgentFilter = (typeof adminAgentFilters)[number];

/** An application as the console lists it; `rebateRatio` is a percent decimal string ("20.00"). */
export interface AdminAgentApplicationRow {
  id: string;
  account: string;
  realName: string | null;
  inviteeCount: number;
  submittedAt: string;
  /** `pending`, `approved` or `rejected`; a later state is shown as its raw code. */
  status: string;
  rebateRatio: string | null;
  /** A reject reason code (translated as the user reads it); a later code is shown as given. */
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The decision waiting for the operator's confirmation, as it will be sent. */
export type AdminAgentConfirmation =
  { decision: 'approve'; ratio: string } | { decision: 'reject'; reason: AdminAgentRejectReason };

/** The review of one pending application: the approve and reject forms, and the confirmation step. */
export interface AdminAgentReview {
  applicationId: string;
  /** The ratio to grant in percent; empty means the configured ratio. */
  ratioField: FieldBinding;
  reason: AdminAgentRejectReason | undefined;
  onReasonChange: (reason: AdminAgentRejectReason) => void;
  /** Already translated (no reason chosen). */
  reasonError?: string;
  /** An optional note the user reads with the reason. */
  noteField: TextAreaBinding;
  /** Checks the ratio and asks for confirmation. */
  onApprove: () => void;
  /** Checks the reason and asks for confirmation. */
  onReject: () => void;
  confirmation?: AdminAgentConfirmation;
  /** Sends the confirmed decision; the dialog stays pending until it settles. */
  onConfirm: () => Promise<unknown>;
  onConfirmCancel: () => void;
  onClose: () => void;
  submitting: boolean;
  /** Already translated: why the server refused the decision. */
  formError?: string;
}

export interface AdminAgentApplicationsScreenProps {
  status: AdminLoadStatus;
  applications: readonly AdminAgentApplicationRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  filter: AdminAgentFilter;
  onFilterChange: (filter: AdminAgentFilter) => void;
  /** The configured ratio (`referral_rebate_percent`), when known. */
  defaultRatio?: string;
  /** The bounds a granted ratio must stay within, in percent. */
  ratioBounds: { min: string; max: string };
  /** Opens the review of a pending application. */
  onReview: (applicationId: string) => void;
  review?: AdminAgentReview;
  userHref: (account: string) => string;
  onRetry: () => void;
}
