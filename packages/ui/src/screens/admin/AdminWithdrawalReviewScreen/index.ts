export { AdminWithdrawalReviewScreen } from './AdminWithdrawalReviewScreen.tsx';
export {
  adminWithdrawalRejectReasons,
  type AdminWithdrawalCardView,
  type AdminWithdrawalRejectReason,
  type AdminWithdrawalReview,
  type AdminWithdrawalReviewScreenProps,
  type AdminWithdrawalRow,
} from './AdminWithdrawalReviewScreen.types.ts';
