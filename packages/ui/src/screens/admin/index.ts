// Public exports of the admin screens; re-exported from the console entry (src/console.ts, @kabuto/ui/console).
export {
  adminSectionKeys,
  adminUserFlagKeys,
  adminRealNameStatuses,
  adminLedgerEntryTypes,
  adminAuditActions,
  adminAuditTargetTypes,
  adminConfigNames,
  type AdminSectionKey,
  type AdminUserFlagKey,
  type AdminUserFlags,
  type AdminRealNameStatus,
  type AdminPageInfo,
  type AdminLoadStatus,
} from './adminTerms.ts';
export type { TextAreaBinding } from './internal/TextAreaBinding.ts';
export * from './AdminShell/index.ts';
export * from './AdminLoginScreen/index.ts';
export * from './AdminGateScreen/index.ts';
export * from './AdminUsersScreen/index.ts';
export * from './AdminAgentApplicationsScreen/index.ts';
export * from './AdminUserDetailScreen/index.ts';
export * from './AdminConfigScreen/index.ts';
export * from './AdminMessagesScreen/index.ts';
export * from './AdminAuditScreen/index.ts';
export * from './AdminNewsScreen/index.ts';
export {
  adminReviewStates,
  adminWithdrawalStates,
  adminAdjustmentStates,
  adminBlockApplicationStates,
  type AdminBlockApplicationState,
  type AdminReviewState,
  type AdminWithdrawalState,
  type AdminAdjustmentState,
  type AdminQueueFilterProps,
  type AdminReviewUserContext,
  type AdminRejectFields,
  type AdminReviewCommon,
  type AdminReviewDecision,
} from './internal/review/review.types.ts';
export * from './AdminIdentityReviewScreen/index.ts';
export * from './AdminDepositReviewScreen/index.ts';
export * from './AdminWithdrawalReviewScreen/index.ts';
export * from './AdminAdjustmentsScreen/index.ts';
export {
  adminFactorResetReasons,
  adminFactorResetStates,
  type AdminFactorResetDecision,
  type AdminFactorResetReason,
  type AdminFactorResetRequest,
  type AdminFactorResetRow,
  type AdminFactorResetState,
} from './internal/factorReset/factorReset.types.ts';
export * from './AdminFactorResetsScreen/index.ts';
export * from './AdminIposScreen/index.ts';
export * from './AdminDistributionsScreen/index.ts';
export * from './AdminBlockApplicationsScreen/index.ts';
export * from './AdminDayTradeApplicationsScreen/index.ts';
export * from './AdminLoanApplicationsScreen/index.ts';
export * from './AdminFollowProductsScreen/index.ts';
