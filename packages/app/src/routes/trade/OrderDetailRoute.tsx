import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { OrderDetailScreen, orderDetailScreenMessages } from '@kabuto/ui';
import { usePriceColours } from '../../app/market.ts';
import { positionsHref, quoteInfoHref } from '../../app/paths.ts';
import { useMarketsRoute } from '../markets/useMarketsRoute.ts';
import { toOrderDetail } from './trade.mappers.ts';
import { orderQuery } from './trade.queries.ts';
import { tradeShell, translateCode } from './useTradeRoute.ts';

/**
 * /position/order?id=…: one order with each execution (the broker's 注文照会), followed while it can still fill.
 * Reached from a working order in the positions list and from the ticket once an order is placed.
 */
export function Component() {
  const { intl, account, locale, shell } = useMarketsRoute(orderDetailScreenMessages.title, 'assets', { back: true });
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useQuery({ ...orderQuery(account, id), enabled: id !== '', retry: false });
  const market = order.data?.market ?? 'jpy';
  usePriceColours(market);

  const notFound = id === '' || (isApiError(order.error) && order.error.httpStatus === 404);
  return (
    <OrderDetailScreen
      shell={tradeShell(shell)}
      status={notFound ? 'notFound' : order.data ? 'ready' : order.isError ? 'error' : 'loading'}
      order={order.data ? toOrderDetail(order.data, locale, (code) => translateCode(intl, code)) : undefined}
      onRetry={() => void order.refetch()}
      positionsHref={positionsHref(market)}
      quoteHref={order.data ? quoteInfoHref(market, order.data.code) : undefined}
    />
  );
}
