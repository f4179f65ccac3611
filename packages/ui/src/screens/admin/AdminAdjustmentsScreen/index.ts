export { AdminAdjustmentsScreen } from './AdminAdjustmentsScreen.tsx';
export {
  adminAdjustmentDirections,
  adminAdjustmentReasons,
  type AdminAdjustmentCreate,
  type AdminAdjustmentDecision,
  type AdminAdjustmentDirection,
  type AdminAdjustmentReason,
  type AdminAdjustmentRow,
  type AdminAdjustmentsScreenProps,
} from './AdminAdjustmentsScreen.types.ts';
