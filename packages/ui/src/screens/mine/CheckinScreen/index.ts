export { CheckinScreen } from './CheckinScreen.tsx';
export type {
  CheckinScreenProps,
  CheckinStatusView,
  PointsMovementKind,
  PointsMovementView,
} from './CheckinScreen.types.ts';
