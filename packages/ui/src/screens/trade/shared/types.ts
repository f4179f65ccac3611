import type { AppShellProps } from '../../../components/AppShell/AppShell.tsx';
import type { HeaderProps } from '../../../components/Header/Header.tsx';
import type { MarketKey } from '../../markets/shared/types.ts';

/**
 * The chrome around a trading screen. The screen writes its own title (「トヨタ自動車 買い注文」) in the user's
 * language; `header.title` overrides it.
 */
export type TradeShell = Omit<AppShellProps, 'children' | 'header'> & {
  header: Omit<HeaderProps, 'title'> & { title?: string };
};

export const orderSides = ['buy', 'sell'] as const;
export type OrderSide = (typeof orderSides)[number];

export const orderTypes = ['limit', 'market'] as const;
export type OrderType = (typeof orderTypes)[number];

/** What an order asks for and how much of it is executed: the ticket's result, a working order, the order page. */
export interface OrderTerms {
  side: OrderSide;
  orderType: OrderType;
  /** Null for a market order. */
  price: string | null;
  quantity: number;
  filledQuantity: number;
}

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type TradeStatus = 'loading' | 'error' | 'ready';

/** Each market's own time zone: order and position times are shown in it. */
export const marketTimeZones: Record<MarketKey, string> = {
  jpy: 'Asia/Tokyo',
  usd: 'America/New_York',
  cny: 'Asia/Shanghai',
};
