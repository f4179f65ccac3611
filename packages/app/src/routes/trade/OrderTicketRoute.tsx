import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError, type Market } from '@kabuto/api-client';
import { OrderTicketScreen, type OrderPreviewState, type OrderSide, type OrderType } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { usePriceColours } from '../../app/market.ts';
import { orderInfoHref, positionsHref, quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { useLiveQuote } from '../markets/live.ts';
import { mergeQuote, toClockView } from '../markets/markets.mappers.ts';
import { clockQuery, instrumentQuery, quoteQuery } from '../markets/markets.queries.ts';
import { useMarketsRoute } from '../markets/useMarketsRoute.ts';
import {
  isDecimal,
  isWorking,
  sellableOf,
  snapToTick,
  toOrderInstrument,
  toPlacedOrder,
  toPreviewView,
  type TradeOrder,
} from './trade.mappers.ts';
import {
  invalidateTrading,
  openPositionsQuery,
  orderQuery,
  previewQuery,
  usePlaceOrder,
  type OrderInput,
} from './trade.queries.ts';
import { orderRulesOf, useOrderForm } from './useOrderForm.ts';
import { tradeShell, translateCode, useSettled } from './useTradeRoute.ts';

/** How long typing must pause before the figures are asked again. */
const previewDelayMs = 250;

/**
 * The order ticket: /quotes/info?code=…&type=…&order=buy|sell (the seed's stock page with its order form open).
 * Price (snapped to the tick, inside today's band), lots, leverage and the live figures of `previewOrder`; placing
 * asks for confirmation first, sends one client order id per intent, and then follows the order until it fills.
 */
export function OrderTicket({ market, code, side }: { market: Market; code: string; side: OrderSide }) {
  const { intl, account, locale, shell } = useMarketsRoute('app.markets.title.quoteInfo', 'market', { back: true });
  usePriceColours(market);
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();

  const quote = useQuery({ ...quoteQuery(market, code), enabled: code !== '' });
  const instrument = useQuery({ ...instrumentQuery(market, code), enabled: code !== '' });
  const clock = useQuery(clockQuery(market));
  const positions = useQuery(openPositionsQuery(account, market));
  const live = useLiveQuote(code ? quoteKey(market, code) : null, true);

  const [orderType, setOrderType] = useState<OrderType>('limit');
  const [leverage, setLeverage] = useState('1');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [placedOrder, setPlacedOrder] = useState<TradeOrder | null>(null);
  const placedId = placedOrder?.id ?? null;
  const place = usePlaceOrder(account);

  const current = quote.data ? mergeQuote(quote.data, live) : undefined;
  const sellable = sellableOf(positions.data, code);
  const rules =
    instrument.data && current ? orderRulesOf(instrument.data, current, { side, orderType, sellable }) : null;
  const { register, handleSubmit, formState, reset, watch } = useOrderForm(rules);

  // The ticket opens at the last price and the smallest order; the fields are filled before they are shown.
  const [initialized, setInitialized] = useState(false);
  const ready = Boolean(quote.data && instrument.data && !positions.isLoading);
  useEffect(() => {
    if (initialized || !ready || !quote.data || !instrument.data) return;
    const start = side === 'sell' && sellable > 0 ? sellable : instrument.data.minBuyQuantity;
    reset({ price: snapToTick(instrument.data.tickTable, quote.data.price), quantity: String(start) });
    setInitialized(true);
  }, [initialized, ready, quote.data, instrument.data, side, sellable, reset]);

  const values = watch();
  const quantityReady = /^\d+$/.test(values.quantity.trim()) && Number(values.quantity) > 0;
  const priceReady = orderType === 'market' || isDecimal(values.price);
  const input: OrderInput | null =
    initialized && quantityReady && priceReady
      ? {
          market,
          code,
          side,
          orderType,
          ...(orderType === 'limit' ? { price: values.price.trim() } : {}),
          quantity: values.quantity.trim(),
          leverage: side === 'buy' ? leverage : '1',
        }
      : null;
  // Live prices re-render the ticket ten times a second: the preview follows the order's content, not its identity.
  const inputKey = input ? JSON.stringify(input) : null;
  const settledKey = useSettled(inputKey, previewDelayMs);
  const settledInput = useMemo(() => (settledKey ? (JSON.parse(settledKey) as OrderInput) : null), [settledKey]);
  const preview = useQuery(previewQuery(account, settledInput));

  const placed = useQuery({ ...orderQuery(account, placedId ?? ''), enabled: placedId !== null });
  const placedNow = placed.data ?? placedOrder;
  const placedStatus = placedNow?.status;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!placedId || !placedStatus || isWorking(placedStatus) || announced.current === placedId) return;
    announced.current = placedId;
    // The ticket itself says it filled; balances and positions elsewhere follow.
    void invalidateTrading(queryClient, account);
  }, [placedId, placedStatus, queryClient, account]);

  const translate = (messageCode: string) => translateCode(intl, messageCode);
  const previewState: OrderPreviewState =
    settledInput === null && !preview.data
      ? { status: 'idle' }
      : preview.isError
        ? {
            status: 'error',
            errorMessage: describeError(preview.error),
            onRetry: () => void preview.refetch(),
          }
        : {
            // A background refresh of the same order keeps its figures (and the button) as they are.
            status: inputKey !== settledKey || preview.isPlaceholderData || !preview.data ? 'loading' : 'ready',
            ...(preview.data ? { figures: toPreviewView(preview.data, translate) } : {}),
          };

  const notFound = isApiError(quote.error) && quote.error.httpStatus === 404;
  const status =
    code === '' || notFound || quote.isError || instrument.isError ? 'error' : initialized ? 'ready' : 'loading';
  const choices = preview.data?.leverageChoices ?? ['1'];

  return (
    <OrderTicketScreen
      shell={tradeShell(shell)}
      status={status}
      instrument={
        current && instrument.data
          ? toOrderInstrument(current, instrument.data, side, values.price, sellable, locale)
          : undefined
      }
      errorMessage={
        code === ''
          ? intl.formatMessage({ id: 'error.instrument_not_found' })
          : notFound
            ? describeError(quote.error)
            : undefined
      }
      onRetry={() => {
        void quote.refetch();
        void instrument.refetch();
      }}
      clock={clock.data ? toClockView(clock.data) : undefined}
      side={side}
      onSideChange={(next) => {
        place.reset();
        setParams(
          (params) => {
            params.set('order', next);
            return params;
          },
          { replace: true },
        );
      }}
      orderType={orderType}
      onOrderTypeChange={(next) => {
        setOrderType(next);
        place.reset();
      }}
      priceField={bindField(register, formState.errors, intl, 'price')}
      quantityField={bindField(register, formState.errors, intl, 'quantity')}
      values={values}
      leverage={{
        value: choices.includes(leverage) ? leverage : '1',
        onValueChange: setLeverage,
        choices,
        marginEnabled: choices.length > 1,
      }}
      preview={previewState}
      onSubmit={(event) => {
        place.reset();
        void handleSubmit(() => setConfirmOpen(true))(event);
      }}
      confirmOpen={confirmOpen}
      onConfirmOpenChange={setConfirmOpen}
      onConfirm={() => {
        if (!input) return Promise.reject(new Error('incomplete order'));
        return place.mutateAsync(input).then((order) => {
          setPlacedOrder(order);
        });
      }}
      submitting={place.isPending}
      formError={place.isError ? describeError(place.error) : undefined}
      placed={placedNow ? toPlacedOrder(placedNow, translate) : undefined}
      onNewOrder={() => {
        setPlacedOrder(null);
        place.reset();
      }}
      positionsHref={positionsHref(market)}
      getOrderHref={orderInfoHref}
      quoteHref={quoteInfoHref(market, code)}
    />
  );
}
