import type {
  PriceChartCandle,
  PriceChartPeriod,
  PriceChartStatus,
} from '../../../components/PriceChart/PriceChart.tsx';
import type { PriceDecimals } from '../../../components/Price/Price.tsx';
import type { MarketClockView, MarketKey, MarketsShell } from '../shared/types.ts';

export const chartRanges = ['1w', '1m', '3m', '6m'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** The quote on screen; exact decimal strings, null where the market has no value (no trade yet, no limits). */
export interface QuoteInfoView {
  code: string;
  name: string;
  market: MarketKey;
  /** ISO 4217 currency of money figures (turnover, market cap). */
  currency: string;
  /** An index has no trading figures, no watchlist and no orders. */
  kind: 'stock' | 'index';
  price: string;
  change: string;
  changePercent: string;
  decimals: PriceDecimals;
  open?: string | null;
  high?: string | null;
  low?: string | null;
  previousClose?: string | null;
  /** Shares traded today, as a decimal string. */
  volume?: string | null;
  turnover?: string | null;
  marketCap?: string | null;
  limitUp?: string | null;
  limitDown?: string | null;
  /** Tokyo's closing auction: the last price is not final until 15:30. */
  closingAuction?: boolean;
  /** ISO 8601 instant of the last update. */
  time?: string;
  /** The market's IANA time zone; the update time is shown in it. */
  timeZone?: string;
  /** The sector, in the user's language. */
  sector?: string | null;
}

export interface QuoteChartView {
  period: PriceChartPeriod;
  onPeriodChange: (period: PriceChartPeriod) => void;
  /** The span ending now, for periods other than intraday, month and year. */
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  candles: readonly PriceChartCandle[];
  status: PriceChartStatus;
  onRetry?: () => void;
  timeZone: string;
  /** True when older bars of the span were left out. */
  truncated?: boolean;
}

export interface QuoteInfoScreenProps {
  shell: MarketsShell;
  status: 'loading' | 'error' | 'ready';
  /** Required when `status` is 'ready'. */
  quote?: QuoteInfoView;
  /** A refusal the user can act on (an unknown code): shown instead of the generic error. */
  errorMessage?: string;
  onRetry?: () => void;
  clock?: MarketClockView;
  chart: QuoteChartView;
  /** Omit for indices. */
  watch?: { watched: boolean; pending?: boolean; onToggle: () => void };
  /** Buy and sell entries; omitted until trading is available (no dead links). */
  tradeHrefs?: { buy: string; sell: string };
}
