export { CheckinScreen } from './CheckinScreen.tsx';
export type {
  CheckinScreenProps,
  CheckinStatusView,
  PointsMovementKind,
  PointsMovementView,
} from './CheckinScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { checkinScreenMessages } from './CheckinScreen.messages.ts';
