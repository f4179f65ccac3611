export { PositionDetailScreen } from './PositionDetailScreen.tsx';
export { marginStatuses } from './PositionDetailScreen.types.ts';
export type {
  ClosePositionForm,
  MarginStatus,
  PositionDetailScreenProps,
  PositionDetailView,
} from './PositionDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { positionDetailScreenMessages } from './PositionDetailScreen.messages.ts';
