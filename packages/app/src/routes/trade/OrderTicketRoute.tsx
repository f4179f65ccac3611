import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError, type Market } from '@kabuto/api-client';
import {
  OrderTicketScreen,
  type OrderPreviewState,
  type OrderSide,
  type OrderTicketMode,
  type OrderType,
} from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { usePriceColours } from '../../app/market.ts';
import { daytradeOrderHref, getHref, orderInfoHref, positionsHref, quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { useLiveQuote } from '../markets/live.ts';
import { mergeQuote, toClockView } from '../markets/markets.mappers.ts';
import { clockQuery, instrumentQuery, quoteQuery } from '../markets/markets.queries.ts';
import { isDaytradeWorking, toPlacedDaytradeOrder } from '../daytrade/daytrade.mappers.ts';
import { daytradeAccountQuery, daytradeOrderQuery, usePlaceDaytradeOrder } from '../daytrade/daytrade.queries.ts';
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
export function OrderTicket(props: { market: Market; code: string; side: OrderSide }) {
  // One ticket per stock: going from one stock's ticket to another's (a link, back and forward) keeps this component
  // mounted, and without the key the form's price and quantity, the mode and the result of the order just placed
  // would carry over to the other stock (the last order's result shown under the new stock's name).
  return <StockOrderTicket key={`${props.market}:${props.code}`} {...props} />;
}

function StockOrderTicket({ market, code, side }: { market: Market; code: string; side: OrderSide }) {
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

  // One-day margin (一日信用, issue 15): Japan-market stocks only; the ticket's day-trade mode places through
  // placeDaytradeOrder and follows that order instead.
  const daytradeAccount = useQuery({ ...daytradeAccountQuery(account), enabled: market === 'jpy' });
  const [mode, setMode] = useState<OrderTicketMode>('cash');
  const [daytradeLeverage, setDaytradeLeverage] = useState(1);
  const [placedDaytradeId, setPlacedDaytradeId] = useState<string | null>(null);
  const placeDaytrade = usePlaceDaytradeOrder(account);
  const placedDaytrade = useQuery({
    ...daytradeOrderQuery(account, placedDaytradeId ?? ''),
    enabled: placedDaytradeId !== null,
  });
  const daytradeOn = market === 'jpy' && mode === 'daytrade' && daytradeAccount.data?.approved === true;

  const current = quote.data ? mergeQuote(quote.data, live) : undefined;
  const sellable = sellableOf(positions.data, code);
  const rules =
    instrument.data && current
      ? // A day-trade sell opens a short: the lot rules of a buy, not the shares held.
        orderRulesOf(
          instrument.data,
          current,
          daytradeOn ? { side: 'buy', orderType, sellable } : { side, orderType, sellable },
        )
      : null;
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
  // The cash preview; a day-trade order's figures are computed on the ticket from the account's terms.
  const preview = useQuery(previewQuery(account, daytradeOn ? null : settledInput));

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
  const daytradeData = daytradeAccount.data;
  const placedDaytradeNow = placedDaytradeId !== null ? placedDaytrade.data?.order : undefined;
  const placing = daytradeOn ? placeDaytrade : place;
  const resetPlacing = () => {
    place.reset();
    placeDaytrade.reset();
  };
  useEffect(() => {
    const state = placedDaytradeNow?.state;
    if (!placedDaytradeNow || !state || isDaytradeWorking(state) || announced.current === placedDaytradeNow.id) return;
    announced.current = placedDaytradeNow.id;
    void invalidateTrading(queryClient, account);
  }, [placedDaytradeNow, queryClient, account]);

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
        resetPlacing();
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
        resetPlacing();
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
      submitting={placing.isPending}
      formError={placing.isError ? describeError(placing.error) : undefined}
      placed={
        daytradeOn
          ? placedDaytradeNow
            ? toPlacedDaytradeOrder(placedDaytradeNow, translate)
            : undefined
          : placedNow
            ? toPlacedOrder(placedNow, translate)
            : undefined
      }
      onNewOrder={() => {
        setPlacedOrder(null);
        setPlacedDaytradeId(null);
        resetPlacing();
      }}
      positionsHref={daytradeOn ? `${getHref('withinDays')}` : positionsHref(market)}
      getOrderHref={daytradeOn ? daytradeOrderHref : orderInfoHref}
      {...(market === 'jpy' && daytradeData
        ? {
            daytrade: {
              approved: daytradeData.approved,
              applyHref: getHref('withinDays'),
              mode: daytradeOn ? 'daytrade' : 'cash',
              onModeChange: (next: OrderTicketMode) => {
                setMode(next);
                setPlacedOrder(null);
                setPlacedDaytradeId(null);
                resetPlacing();
              },
              leverage: daytradeData.leverageOptions.includes(daytradeLeverage)
                ? daytradeLeverage
                : (daytradeData.leverageOptions[0] ?? 1),
              onLeverageChange: setDaytradeLeverage,
              leverageOptions: daytradeData.leverageOptions,
              availableMargin: daytradeData.availableMargin,
              commissionPercent: daytradeData.commissionPercent,
              debt: daytradeData.debt,
              autoCloseAt: daytradeData.autoCloseAt,
              onConfirm: (order) =>
                placeDaytrade
                  .mutateAsync({
                    type: 'jpy',
                    stock_code: code,
                    side: order.side,
                    order_type: order.orderType,
                    ...(order.orderType === 'limit' && order.price !== null ? { price: order.price.trim() } : {}),
                    quantity: order.quantity.trim(),
                    leverage: String(order.leverage) as '1' | '2' | '3',
                  })
                  .then((placedOrder) => setPlacedDaytradeId(placedOrder.id)),
            },
          }
        : {})}
      quoteHref={quoteInfoHref(market, code)}
    />
  );
}
