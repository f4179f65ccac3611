export { AdminIdentityReviewScreen } from './AdminIdentityReviewScreen.tsx';
export {
  adminIdentityRejectReasons,
  type AdminIdentityRejectReason,
  type AdminIdentityReview,
  type AdminIdentityReviewScreenProps,
  type AdminIdentityRow,
} from './AdminIdentityReviewScreen.types.ts';
