import type { FormEventHandler } from 'react';
import type { PriceDecimals } from '../../../components/Price/Price.tsx';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { MarketKey } from '../../markets/shared/types.ts';
import type { OrderType, TradeShell } from '../shared/types.ts';

export const marginStatuses = ['notApplicable', 'ok', 'warning', 'call'] as const;
export type MarginStatus = (typeof marginStatuses)[number];

/**
 * Every field of `getPosition` (PositionDetail), prices live. Money and prices are exact decimal strings in the
 * position's currency; see the operation for each formula.
 */
export interface PositionDetailView {
  id: string;
  /** The number of the buy order that opened it. */
  orderNo: string;
  code: string;
  /** In the user's language. */
  name: string;
  market: MarketKey;
  currency: string;
  decimals: PriceDecimals;
  status: 'holding' | 'locked' | 'closing' | 'closed';
  /** ISO 8601 instant. */
  buyTime: string;
  /** Average buy price. */
  buyPrice: string;
  /** Shares held now (0 once closed). */
  quantity: number;
  sellableQuantity: number;
  /** buyPrice × quantity, fees excluded. */
  cost: string;
  currentPrice: string;
  marketValue: string;
  /** "1" for a cash position. */
  leverage: string;
  originalMargin: string;
  borrowed: string;
  /** marketValue − borrowed. */
  equity: string;
  /** 20 % of market value for leveraged positions. */
  maintenanceMargin: string;
  marginStatus: MarginStatus;
  unrealizedPnl: string;
  /** Percent with two decimals. */
  unrealizedPnlRate: string;
  buyFee: string;
  /** 0 when none. */
  lockupDays: number;
  /** The last day of lock-up (`YYYY-MM-DD`); null when none. */
  lockupUntil: string | null;
  /** The first day it may be sold (`YYYY-MM-DD`). */
  sellableFrom: string;
  /** Once closed: average sell price, when, and the profit or loss after fees and taxes. */
  sellPrice: string | null;
  sellTime: string | null;
  realizedPnl: string | null;
  realizedPnlRate?: string | null;
}

/** The close dialog: a sell order for some or all of the sellable shares (`closePosition`). */
export interface ClosePositionForm {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderType: OrderType;
  onOrderTypeChange: (orderType: OrderType) => void;
  /** react-hook-form `register('quantity')` (default: every sellable share) plus its state. */
  quantityField: FieldBinding;
  /** react-hook-form `register('price')` plus its state; for limit orders. */
  priceField: FieldBinding;
  /** The fields' current values (react-hook-form `watch`). */
  values: { quantity: string; price: string };
  /** The tick at the current price, the trading unit and today's limits of the stock. */
  tickSize: string;
  lotSize: number;
  limitUp: string | null;
  limitDown: string | null;
  /** react-hook-form's `handleSubmit(…)`: validates, then closes. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the dialog cannot be dismissed or sent twice. */
  submitting: boolean;
  /** A translated refusal (lock-up, T+1, not trading time…). */
  formError?: string;
}

export interface PositionDetailScreenProps {
  shell: TradeShell;
  status: 'loading' | 'error' | 'notFound' | 'ready';
  position?: PositionDetailView;
  onRetry?: () => void;
  /** The close action; omit when the position cannot be closed from here (already closed). */
  close?: ClosePositionForm;
  /** The sell order placed by the last close, shown above the detail. */
  closing?: { orderNo: string; status: 'working' | 'partiallyFilled' | 'filled' };
  /** /position/index. */
  positionsHref: string;
  /** The stock page. */
  quoteHref?: string;
  /** /mine/deposit, offered with a margin warning. */
  depositHref?: string;
}
