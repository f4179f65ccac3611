export { AdminDepositReviewScreen } from './AdminDepositReviewScreen.tsx';
export {
  adminDepositRejectReasons,
  type AdminDepositRejectReason,
  type AdminDepositReview,
  type AdminDepositReviewScreenProps,
  type AdminDepositRow,
} from './AdminDepositReviewScreen.types.ts';
