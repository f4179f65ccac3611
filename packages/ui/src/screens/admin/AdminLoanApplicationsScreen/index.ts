export { AdminLoanApplicationsScreen } from './AdminLoanApplicationsScreen.tsx';
export {
  adminLoanRejectReasons,
  type AdminLoanApplicationReview,
  type AdminLoanApplicationRow,
  type AdminLoanApplicationsScreenProps,
  type AdminLoanRejectReason,
} from './AdminLoanApplicationsScreen.types.ts';
