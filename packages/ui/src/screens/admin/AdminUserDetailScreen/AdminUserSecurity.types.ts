import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type {
  AdminFactorResetDecision,
  AdminFactorResetRequest,
  AdminFactorResetRow,
} from '../internal/factorReset/factorReset.types.ts';

/** A customer's passkey as the console shows it (the contract's `Passkey`). */
export interface AdminUserPasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  multiDevice: boolean;
}

/** A customer's sign-in factors (the contract's `AdminUserSecurity`). */
export interface AdminUserFactorsView {
  passkeys: readonly AdminUserPasskeyView[];
  recoveryCodesLeft: number;
  recoveryCodesGeneratedAt: string | null;
  notificationEmail: string | null;
  /** A reset waiting for a second operator. */
  pendingReset: AdminFactorResetRow | null;
}

/** One sign-in attempt (the contract's `SignInEvent`), with the raw user agent for the operator. */
export interface AdminSignInRow {
  id: string;
  time: string;
  /** `password`, `passkey`, `recovery`; a later one is shown as given. */
  method: string;
  /** The contract's `SignInOutcome`; a later one is shown as given. */
  outcome: string;
  browser: string | null;
  os: string | null;
  ipAddress: string;
  userAgent: string;
  newBrowser: boolean;
}

/** The security part of a user's page: factors, sign-in history and the factor reset with four eyes. */
export interface AdminUserSecurityProps {
  /** The factors' load state (`getAdminUserSecurity`). */
  status: AdminLoadStatus;
  factors?: AdminUserFactorsView;
  onRetry: () => void;
  /** `listAdminUserSignIns`, page by page. */
  signIns: {
    status: AdminLoadStatus;
    items: readonly AdminSignInRow[];
    pageInfo: AdminPageInfo;
    onPageChange: (page: number) => void;
    onRetry: () => void;
  };
  /** The signed-in operator: the requester of a reset cannot also approve it. */
  operatorAccount: string;
  /** Opens the reset request form. */
  onRequestReset: () => void;
  resetRequest?: AdminFactorResetRequest;
  /** The decision on `factors.pendingReset`. */
  resetDecision?: AdminFactorResetDecision;
  /** The queue of every reset. */
  factorResetsHref?: string;
}
