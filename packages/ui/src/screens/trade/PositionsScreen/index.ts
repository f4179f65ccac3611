export { PositionsScreen } from './PositionsScreen.tsx';
export { positionsTabs } from './PositionsScreen.types.ts';
export type {
  ClosedPositionView,
  PortfolioSummaryView,
  PositionRowView,
  PositionsScreenProps,
  PositionsTab,
  WorkingOrderView,
} from './PositionsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { positionsScreenMessages } from './PositionsScreen.messages.ts';
