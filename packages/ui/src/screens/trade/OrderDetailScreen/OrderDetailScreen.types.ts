import type { PriceDecimals } from '../../../components/Price/Price.tsx';
import type { MarketKey } from '../../markets/shared/types.ts';
import type { OrderTerms, TradeShell } from '../shared/types.ts';

export const orderDetailStatuses = [
  'working',
  'partiallyFilled',
  'filled',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type OrderDetailStatus = (typeof orderDetailStatuses)[number];

/** One execution of the order (`TradeFill`); exact decimal strings in the order's currency. */
export interface OrderFillView {
  id: string;
  /** ISO 8601 instant. */
  time: string;
  price: string;
  quantity: number;
  /** price × quantity. */
  amount: string;
  fee: string;
  /** Stamp duty (China's sells); "0" elsewhere. */
  tax: string;
  /** `YYYY-MM-DD`: trade date + the market's settlement days. */
  settlementDate: string;
}

/** `getOrder`: the order with each fill. */
export interface OrderDetailView extends OrderTerms {
  id: string;
  code: string;
  /** In the user's language. */
  name: string;
  market: MarketKey;
  currency: string;
  decimals: PriceDecimals;
  /** Null before the first fill. */
  averageFillPrice: string | null;
  /** "1" for a cash order. */
  leverage: string;
  status: OrderDetailStatus;
  /** Cash still held for the unfilled part; "0" once final. */
  heldAmount: string;
  filledAmount: string;
  fee: string;
  tax: string;
  /** The translated reason of a rejection. */
  rejectReason?: string | null;
  createdAt: string;
  updatedAt: string;
  /** The close of the trading day the order is valid for. */
  expiresAt: string;
  fills: readonly OrderFillView[];
}

export interface OrderDetailScreenProps {
  shell: TradeShell;
  status: 'loading' | 'error' | 'notFound' | 'ready';
  order?: OrderDetailView;
  onRetry?: () => void;
  /** /position/index: where working orders are listed (and cancelled). */
  positionsHref: string;
  /** The stock page. */
  quoteHref?: string;
}
