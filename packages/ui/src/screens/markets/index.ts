// Public exports of the markets screens; re-exported from the package index.
export { QuoteInfoScreen, chartRanges } from './QuoteInfoScreen/index.ts';
export type { ChartRange, QuoteChartView, QuoteInfoScreenProps, QuoteInfoView } from './QuoteInfoScreen/index.ts';
export { SearchScreen } from './SearchScreen/index.ts';
export type { SearchResultView, SearchScreenProps } from './SearchScreen/index.ts';
export { MoreStockScreen, stockSorts } from './MoreStockScreen/index.ts';
export type { MoreStockScreenProps, StockSort } from './MoreStockScreen/index.ts';
export { MoreIndexScreen } from './MoreIndexScreen/index.ts';
export type { MoreIndexScreenProps } from './MoreIndexScreen/index.ts';
export { WatchlistScreen } from './WatchlistScreen/index.ts';
export type { WatchlistScreenProps } from './WatchlistScreen/index.ts';
export { marketKeys } from './shared/types.ts';
export type {
  IndexItem,
  LiveFeed,
  LiveSection,
  LiveSource,
  LiveStatus,
  MarketClockView,
  MarketKey,
} from './shared/types.ts';
export { rankingKinds, type RankingKind } from '../HomeScreen/index.ts';
