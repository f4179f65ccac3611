import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { PositionDetailScreen, type OrderType, positionDetailScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { usePriceColours } from '../../app/market.ts';
import { positionsHref, quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { useLiveQuote } from '../markets/live.ts';
import { mergeQuote } from '../markets/markets.mappers.ts';
import { instrumentQuery, quoteQuery } from '../markets/markets.queries.ts';
import { useMarketsRoute } from '../markets/useMarketsRoute.ts';
import { applyPriceToDetail, snapToTick, tickAt, toPositionDetail, type TradeOrder } from './trade.mappers.ts';
import { orderQuery, positionQuery, useClosePosition } from './trade.queries.ts';
import { orderRulesOf, useOrderForm } from './useOrderForm.ts';
import { tradeShell } from './useTradeRoute.ts';

/**
 * /position/info?id=…: every figure of one position, live with the price; closing it asks the seed's question
 * ("Are you sure you want to close this position?") with the shares and a market or limit price, then follows the
 * sell order until the position is closed.
 */
export function Component() {
  const { intl, account, locale, shell } = useMarketsRoute(positionDetailScreenMessages.title, 'assets', {
    back: true,
  });
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';

  const position = useQuery({ ...positionQuery(account, id), enabled: id !== '' });
  const market = position.data?.market ?? 'jpy';
  const code = position.data?.code ?? '';
  usePriceColours(market);
  const quote = useQuery({ ...quoteQuery(market, code), enabled: code !== '' });
  const instrument = useQuery({ ...instrumentQuery(market, code), enabled: code !== '' });
  const live = useLiveQuote(code ? quoteKey(market, code) : null, true);
  const current = quote.data ? mergeQuote(quote.data, live) : undefined;

  const [open, setOpen] = useState(false);
  const [orderType, setOrderType] = useState<OrderType>('market');
  const [closingOrder, setClosingOrder] = useState<TradeOrder | null>(null);
  const close = useClosePosition(account);
  const closingDetail = useQuery({ ...orderQuery(account, closingOrder?.id ?? ''), enabled: closingOrder !== null });
  const closingNow = closingDetail.data ?? closingOrder;

  const sellable = position.data?.sellableQuantity ?? 0;
  // Closing may sell all that is left even when it is not a whole number of units (the contract's close rule).
  const rules =
    instrument.data && current
      ? orderRulesOf(instrument.data, current, { side: 'sell', orderType, sellable, oddLotRemainder: true })
      : null;
  const { register, handleSubmit, formState, reset, watch } = useOrderForm(rules);
  const values = watch();

  // The dialog opens with every sellable share at the last price.
  useEffect(() => {
    if (!open || !quote.data || !instrument.data) return;
    reset({ quantity: String(sellable), price: snapToTick(instrument.data.tickTable, quote.data.price) });
    // Only when it opens: a tick must not overwrite what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Once the closing order fills, the position is asked again at once (it shows the sale and realized profit).
  const closingStatus = closingNow?.status;
  const refetchPosition = position.refetch;
  useEffect(() => {
    if (closingStatus === 'filled') void refetchPosition();
  }, [closingStatus, refetchPosition]);

  const notFound = id === '' || (isApiError(position.error) && position.error.httpStatus === 404);
  const view = position.data ? applyPriceToDetail(toPositionDetail(position.data, locale), live) : undefined;
  // The screen disables the close (and says why) while nothing can be sold: lock-up, T+1, a working close.
  const canClose = view && view.status !== 'closed';
  const tickPrice =
    orderType === 'limit' && /^\d+(\.\d+)?$/.test(values.price) ? values.price : (current?.price ?? '0');

  return (
    <PositionDetailScreen
      shell={tradeShell(shell)}
      status={notFound ? 'notFound' : position.data ? 'ready' : position.isError ? 'error' : 'loading'}
      position={view}
      onRetry={() => void position.refetch()}
      close={
        canClose && instrument.data
          ? {
              open,
              onOpenChange: (next) => {
                if (close.isPending) return;
                close.reset();
                setOpen(next);
              },
              orderType,
              onOrderTypeChange: setOrderType,
              quantityField: bindField(register, formState.errors, intl, 'quantity'),
              priceField: bindField(register, formState.errors, intl, 'price'),
              values,
              tickSize: tickAt(instrument.data.tickTable, tickPrice),
              lotSize: instrument.data.lotSize,
              limitUp: current?.limitUp ?? null,
              limitDown: current?.limitDown ?? null,
              onSubmit: (event) => {
                void handleSubmit((form) => {
                  if (close.isPending) return;
                  close.mutate(
                    {
                      positionId: id,
                      quantity: form.quantity.trim(),
                      ...(orderType === 'limit' ? { price: form.price.trim() } : {}),
                    },
                    {
                      onSuccess: (result) => {
                        setClosingOrder(result.order);
                        setOpen(false);
                      },
                    },
                  );
                })(event);
              },
              submitting: close.isPending,
              formError: close.isError ? describeError(close.error) : undefined,
            }
          : undefined
      }
      closing={
        closingNow &&
        closingNow.status !== 'cancelled' &&
        closingNow.status !== 'expired' &&
        closingNow.status !== 'rejected'
          ? {
              orderNo: closingNow.id,
              status: closingNow.status === 'partially_filled' ? 'partiallyFilled' : closingNow.status,
            }
          : undefined
      }
      positionsHref={positionsHref(market)}
      quoteHref={code ? quoteInfoHref(market, code) : undefined}
    />
  );
}
