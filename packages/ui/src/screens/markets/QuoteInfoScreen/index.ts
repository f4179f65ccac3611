export { QuoteInfoScreen } from './QuoteInfoScreen.tsx';
export { chartRanges } from './QuoteInfoScreen.types.ts';
export type { ChartRange, QuoteChartView, QuoteInfoScreenProps, QuoteInfoView } from './QuoteInfoScreen.types.ts';
