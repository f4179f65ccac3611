export { AdminAgentApplicationsScreen } from './AdminAgentApplicationsScreen.tsx';
export {
  adminAgentFilters,
  adminAgentRejectReasons,
  type AdminAgentApplicationRow,
  type AdminAgentApplicationsScreenProps,
  type AdminAgentConfirmation,
  type AdminAgentFilter,
  type AdminAgentRejectReason,
  type AdminAgentReview,
} from './AdminAgentApplicationsScreen.types.ts';
