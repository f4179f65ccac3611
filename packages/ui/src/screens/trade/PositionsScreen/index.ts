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
