export { PositionDetailScreen } from './PositionDetailScreen.tsx';
export { marginStatuses } from './PositionDetailScreen.types.ts';
export type {
  ClosePositionForm,
  MarginStatus,
  PositionDetailScreenProps,
  PositionDetailView,
} from './PositionDetailScreen.types.ts';
