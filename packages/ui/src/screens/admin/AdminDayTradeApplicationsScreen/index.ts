export { AdminDayTradeApplicationsScreen } from './AdminDayTradeApplicationsScreen.tsx';
export {
  adminDayTradeRejectReasons,
  type AdminDayTradeApplicationReview,
  type AdminDayTradeApplicationRow,
  type AdminDayTradeApplicationsScreenProps,
  type AdminDayTradeRejectReason,
} from './AdminDayTradeApplicationsScreen.types.ts';
