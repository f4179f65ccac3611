import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { WithinDaysScreen, withinDaysScreenMessages, withinDaysTabs, type WithinDaysTab } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { priceColoursFor, usePriceColourPreference } from '../../app/market.ts';
import { getHref, quoteInfoHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { identityQuery } from '../funding/identity.queries.ts';
import { userInfoQuery } from '../home/home.queries.ts';
import { pagedList, statusOf } from '../mine/useMine.ts';
import {
  toDaytradeAccountView,
  toDaytradeApplicationView,
  toDaytradeOrderDetailView,
  toDaytradeOrderView,
  toDaytradePositionView,
} from './daytrade.mappers.ts';
import {
  daytradeAccountQuery,
  daytradeApplicationsQuery,
  daytradeOrderQuery,
  daytradeOrdersQuery,
  daytradePositionsQuery,
  useApplyDaytrade,
  useCloseDaytradeAccount,
  useCloseDaytradePosition,
} from './daytrade.queries.ts';

const isTab = (value: string | null): value is WithinDaysTab =>
  (withinDaysTabs as readonly (string | null)[]).includes(value);

const refusalOf = (error: unknown) => (isApiError(error) ? error.code : undefined);

/**
 * /home/withinDays: one-day margin (一日信用) — its rules and costs, applying with a participation fund, the
 * application's state, and once approved the account with today's positions (closed from here, or automatically at
 * the session's end), closed positions and orders (`?tab=`), an order's fills (`?order=`), and the applications.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(withinDaysScreenMessages.title),
    active: 'menu',
    backHref: getHref('menu'),
  });
  const locale = readLocale();
  const [preference] = usePriceColourPreference();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: WithinDaysTab = isTab(tabParam) ? tabParam : 'open';
  const orderId = params.get('order') ?? '';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const standing = useQuery(daytradeAccountQuery(account));
  const identity = useQuery(identityQuery(account));
  const cash = useQuery(userInfoQuery(account));
  const approved = standing.data?.approved ?? false;
  const open = useInfiniteQuery({ ...daytradePositionsQuery(account, 'open'), enabled: approved });
  const closed = useInfiniteQuery({
    ...daytradePositionsQuery(account, 'closed'),
    enabled: approved && tab === 'closed',
  });
  const orders = useInfiniteQuery({ ...daytradeOrdersQuery(account), enabled: approved });
  const applications = useInfiniteQuery(daytradeApplicationsQuery(account));
  const detail = useQuery(daytradeOrderQuery(account, orderId));

  const apply = useApplyDaytrade(account);
  const closeAccount = useCloseDaytradeAccount(account);
  const closePosition = useCloseDaytradePosition(account);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [closingPosition, setClosingPosition] = useState<string | null>(null);

  const view = standing.data ? toDaytradeAccountView(standing.data, locale) : undefined;
  const openItems = (open.data?.pages ?? []).flatMap((page) =>
    page.items.map((p) => toDaytradePositionView(p, locale)),
  );
  const closedItems = (closed.data?.pages ?? []).flatMap((page) =>
    page.items.map((p) => toDaytradePositionView(p, locale)),
  );
  const orderItems = (orders.data?.pages ?? []).flatMap((page) =>
    page.items.map((o) => toDaytradeOrderView(o, locale)),
  );
  const workingOrders = orderItems.some((o) => o.state === 'submitted' || o.state === 'in_progress');
  const applyRefusal = refusalOf(apply.error);
  const closeRefusal = refusalOf(closeAccount.error);
  const closePositionRefusal = refusalOf(closePosition.error);

  let orderDetail: Parameters<typeof WithinDaysScreen>[0]['orderDetail'];
  if (orderId !== '') {
    if (detail.data) orderDetail = { status: 'ready', detail: toDaytradeOrderDetailView(detail.data, locale) };
    else if (detail.isError)
      orderDetail =
        isApiError(detail.error) && detail.error.httpStatus === 404
          ? { status: 'notFound' }
          : { status: 'error', onRetry: () => void detail.refetch() };
    else orderDetail = { status: 'loading' };
  }

  return (
    <WithinDaysScreen
      shell={shell}
      priceColours={priceColoursFor('jpy', preference)}
      // One-day margin trades in Tokyo: its times (auto-close, fills) are the market's, as the order ticket shows them.
      timeZone="Asia/Tokyo"
      status={statusOf(standing)}
      onRetry={() => void standing.refetch()}
      {...(view ? { account: view } : {})}
      identityVerified={identity.data ? identity.data.status === 'verified' : true}
      apply={{
        amount,
        onAmountChange: setAmount,
        agreed,
        onAgreedChange: setAgreed,
        ...(cash.data ? { availableCash: cash.data.jpy } : {}),
        onSubmit: () =>
          apply.mutateAsync(amount.trim()).then(() => {
            setAmount('');
            setAgreed(false);
          }),
        submitting: apply.isPending,
        ...(applyRefusal ? { refusal: applyRefusal } : {}),
      }}
      onWithdraw={(applicationId) => closeAccount.mutateAsync(applicationId)}
      onCloseAccount={(applicationId) => closeAccount.mutateAsync(applicationId)}
      {...(closeRefusal ? { closeRefusal } : {})}
      positionsOpen={openItems.length > 0 || workingOrders}
      tab={tab}
      onTabChange={(next) => setParam('tab', next === 'open' ? null : next)}
      positions={tab === 'closed' ? pagedList(closed, closedItems) : pagedList(open, openItems)}
      orders={pagedList(orders, orderItems)}
      onClosePosition={(request) => {
        setClosingPosition(request.positionId);
        return closePosition.mutateAsync({
          position_id: request.positionId,
          order_type: request.orderType,
          ...(request.orderType === 'limit' && request.price !== null ? { price: request.price } : {}),
          quantity: String(request.quantity),
        });
      }}
      {...(closePositionRefusal && closingPosition
        ? { closePositionRefusal: { positionId: closingPosition, code: closePositionRefusal } }
        : {})}
      onOpenOrder={(id) => setParam('order', id)}
      {...(orderDetail ? { orderDetail } : {})}
      onCloseOrder={() => setParam('order', null)}
      applications={pagedList(
        applications,
        (applications.data?.pages ?? []).flatMap((page) => page.items.map(toDaytradeApplicationView)),
      )}
      links={{
        tradeHref: getHref('moreStock'),
        depositHref: getHref('deposit'),
        verifyHref: getHref('verified'),
        getStockHref: (code) => quoteInfoHref('jpy', code),
      }}
    />
  );
}
