export { AdminBlockApplicationsScreen } from './AdminBlockApplicationsScreen.tsx';
export {
  adminBlockRejectReasons,
  type AdminBlockApplicationReview,
  type AdminBlockApplicationRow,
  type AdminBlockApplicationsScreenProps,
  type AdminBlockRejectReason,
} from './AdminBlockApplicationsScreen.types.ts';
