import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Change } from '../../../components/Change/Change.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Sheet } from '../../../components/Sheet/Sheet.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { ScreenSkeleton } from '../../ScreenFrame.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatInstant } from '../../offerings/shared/format.ts';
import { FactGrid, LinkButton, StateBadge } from '../../shared/parts.tsx';
import { daytradeCommonMessages as common } from '../shared/daytradeCommon.messages.ts';
import {
  ListBody,
  OrderStateBadge,
  PositionSideBadge,
  PositionStateBadge,
  StockTitle,
  failReasonText,
  leverageText,
  orderActionLabel,
  priceText,
  sharesText,
} from '../shared/parts.tsx';
import * as styles from '../shared/daytrade.css.ts';
import type { DaytradeOrderDetailView, DaytradeOrderView, DaytradePositionView } from '../shared/types.ts';
import { ClosePositionDialog } from './ClosePositionDialog.tsx';
import { withinDaysScreenMessages as m } from './WithinDaysScreen.messages.ts';
import { withinDaysTabs, type WithinDaysScreenProps, type WithinDaysTab } from './WithinDaysScreen.types.ts';

const tabLabels = { open: m.tabOpen, closed: m.tabClosed, orders: m.tabOrders } as const satisfies Record<
  WithinDaysTab,
  unknown
>;
const emptyTitles = { open: m.emptyOpen, closed: m.emptyClosed, orders: m.emptyOrders } as const satisfies Record<
  WithinDaysTab,
  unknown
>;

function PositionRow({
  position,
  timeZone,
  commissionPercent,
  sessionOpen,
  onClosePosition,
  refusal,
}: {
  position: DaytradePositionView;
  timeZone?: string;
  commissionPercent: string;
  sessionOpen: boolean;
  onClosePosition: WithinDaysScreenProps['onClosePosition'];
  refusal?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const money = (amount: string) => formatMoney(intl, amount, position.currency);
  const price = (value: string) => priceText(intl, value, position.currency);
  const open = position.state !== 'closed';
  const facts: { id: string; label: string; value: ReactNode; wide?: boolean }[] = open
    ? [
        { id: 'quantity', label: intl.formatMessage(common.quantity), value: sharesText(intl, position.quantity) },
        { id: 'avg', label: intl.formatMessage(common.avgPrice), value: price(position.avgPrice) },
        { id: 'last', label: intl.formatMessage(common.lastPrice), value: price(position.lastPrice) },
        { id: 'leverage', label: intl.formatMessage(common.leverage), value: leverageText(intl, position.leverage) },
        { id: 'margin', label: intl.formatMessage(common.margin), value: money(position.marginHeld) },
        {
          id: 'unrealized',
          label: intl.formatMessage(common.unrealized),
          value: <Change amount={position.unrealizedProfit} currency={position.currency} />,
        },
      ]
    : [
        { id: 'avg', label: intl.formatMessage(common.avgPrice), value: price(position.avgPrice) },
        { id: 'leverage', label: intl.formatMessage(common.leverage), value: leverageText(intl, position.leverage) },
        {
          id: 'realized',
          label: intl.formatMessage(common.realized),
          value: <Change amount={position.realizedProfit} currency={position.currency} />,
          wide: true,
        },
      ];
  if (open && decimalSign(position.realizedProfit) !== 0) {
    facts.push({
      id: 'realized',
      label: intl.formatMessage(common.realized),
      value: <Change amount={position.realizedProfit} currency={position.currency} />,
    });
  }
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={position.name} code={position.code} id={titleId}>
        <PositionSideBadge side={position.side} />
        <PositionStateBadge state={position.state} />
      </StockTitle>
      <FactGrid items={facts} label={formatWith(intl, m.figures, { name: position.name })} />
      <p className={funding.meta}>
        <span>{formatWith(intl, m.openedAt, { time: formatInstant(intl, position.openedAt, timeZone) })}</span>
        {open ? (
          <span>{formatWith(intl, m.autoClosesAt, { time: formatInstant(intl, position.autoCloseAt, timeZone) })}</span>
        ) : position.closedAt ? (
          <span>{formatWith(intl, m.closedAt, { time: formatInstant(intl, position.closedAt, timeZone) })}</span>
        ) : null}
      </p>
      {open ? (
        <div className={styles.cardActions}>
          <ClosePositionDialog
            position={position}
            commissionPercent={commissionPercent}
            onClosePosition={onClosePosition}
            refusal={refusal}
            disabled={position.state === 'closing' || !sessionOpen}
          />
        </div>
      ) : null}
    </li>
  );
}

function OrderRow({
  order,
  timeZone,
  onOpenOrder,
}: {
  order: DaytradeOrderView;
  timeZone?: string;
  onOpenOrder: (orderId: string) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const money = (amount: string) => formatMoney(intl, amount, order.currency);
  const price = (value: string | null) => priceText(intl, value, order.currency);
  const facts: { id: string; label: string; value: ReactNode; wide?: boolean }[] = [
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: formatWith(intl, m.filledOf, { filled: order.filledQuantity, total: order.quantity }),
    },
    {
      id: 'price',
      label: intl.formatMessage(common.price),
      value: order.orderType === 'market' ? intl.formatMessage(common.market) : price(order.price),
    },
    { id: 'avgFill', label: intl.formatMessage(m.avgFillPrice), value: price(order.avgFillPrice) },
    { id: 'leverage', label: intl.formatMessage(common.leverage), value: leverageText(intl, order.leverage) },
  ];
  if (order.effect === 'open') {
    facts.push({ id: 'margin', label: intl.formatMessage(common.margin), value: money(order.marginHeld) });
  }
  facts.push({ id: 'fee', label: intl.formatMessage(common.fee), value: money(order.fee) });
  if (order.realizedProfit !== null) {
    facts.push({
      id: 'realized',
      label: intl.formatMessage(common.realized),
      value: <Change amount={order.realizedProfit} currency={order.currency} />,
      wide: true,
    });
  }
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={order.name} code={order.code} id={titleId}>
        <StateBadge tone="neutral">{orderActionLabel(intl, order)}</StateBadge>
        <OrderStateBadge state={order.state} />
        {order.autoClose ? <StateBadge tone="warning">{intl.formatMessage(common.autoClose)}</StateBadge> : null}
      </StockTitle>
      <FactGrid items={facts} label={formatWith(intl, m.figures, { name: order.name })} />
      {order.state === 'failed' && order.failReason ? (
        <p className={mine.muted}>
          {formatWith(intl, m.failReason, { reason: failReasonText(intl, order.failReason) })}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <span className={funding.meta}>
          {formatWith(intl, m.orderedAt, { time: formatInstant(intl, order.createdAt, timeZone) })}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onOpenOrder(order.id)}>
          <span aria-hidden="true">{intl.formatMessage(m.details)}</span>
          <span className={visuallyHidden}>{formatWith(intl, m.detailsOf, { name: order.name })}</span>
        </Button>
      </div>
    </li>
  );
}

/** An order's fields and its fills (price, shares, fee, time). */
function OrderDetail({ detail, timeZone }: { detail: DaytradeOrderDetailView; timeZone?: string }) {
  const intl = useIntl();
  const { order, fills } = detail;
  const money = (amount: string) => formatMoney(intl, amount, order.currency);
  const price = (value: string | null) => priceText(intl, value, order.currency);
  const fillsId = useId();
  const items: KeyValueItem[] = [
    { id: 'orderNo', label: intl.formatMessage(m.orderNo), value: order.id },
    { id: 'stock', label: intl.formatMessage(m.stock), value: `${order.name} ${order.code}` },
    { id: 'action', label: intl.formatMessage(m.action), value: orderActionLabel(intl, order) },
    { id: 'state', label: intl.formatMessage(m.state), value: <OrderStateBadge state={order.state} /> },
    {
      id: 'orderType',
      label: intl.formatMessage(common.orderType),
      value: intl.formatMessage(order.orderType === 'market' ? common.market : common.limit),
    },
    ...(order.orderType === 'limit'
      ? [{ id: 'price', label: intl.formatMessage(common.price), value: price(order.price) }]
      : []),
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: formatWith(intl, m.filledOf, { filled: order.filledQuantity, total: order.quantity }),
    },
    { id: 'avgFill', label: intl.formatMessage(m.avgFillPrice), value: price(order.avgFillPrice) },
    { id: 'leverage', label: intl.formatMessage(common.leverage), value: leverageText(intl, order.leverage) },
    { id: 'margin', label: intl.formatMessage(common.margin), value: money(order.marginHeld) },
    { id: 'fee', label: intl.formatMessage(common.fee), value: money(order.fee) },
    ...(order.realizedProfit !== null
      ? [
          {
            id: 'realized',
            label: intl.formatMessage(common.realized),
            value: <Change amount={order.realizedProfit} currency={order.currency} />,
          },
        ]
      : []),
    { id: 'created', label: intl.formatMessage(m.submittedAt), value: formatInstant(intl, order.createdAt, timeZone) },
  ];
  return (
    <div className={styles.stack}>
      {order.autoClose ? (
        <span className={styles.badges}>
          <StateBadge tone="warning">{intl.formatMessage(common.autoClose)}</StateBadge>
        </span>
      ) : null}
      <KeyValueList items={items} />
      {order.state === 'failed' && order.failReason ? (
        <p className={mine.muted}>
          {formatWith(intl, m.failReason, { reason: failReasonText(intl, order.failReason) })}
        </p>
      ) : null}
      <h3 id={fillsId} className={mine.cardTitle}>
        {intl.formatMessage(m.fills)}
      </h3>
      {fills.length === 0 ? (
        <p className={mine.muted}>{intl.formatMessage(m.noFills)}</p>
      ) : (
        <ul className={styles.fills} aria-labelledby={fillsId}>
          {fills.map((fill) => (
            <li key={fill.id} className={styles.fill}>
              <span className={funding.recordLine}>
                <strong>
                  {formatWith(intl, m.fillLine, {
                    quantity: sharesText(intl, fill.quantity),
                    price: price(fill.price),
                  })}
                </strong>
                <span>{formatWith(intl, m.fillFee, { fee: money(fill.fee) })}</span>
              </span>
              <span className={funding.meta}>{formatInstant(intl, fill.time, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Today's positions, closed positions and orders in tabs under the account: each open position with its live profit
 * and a close button (the seed's confirmation), each order with its state, effect, fail reason and an auto-close badge,
 * and an order's details in a sheet.
 */
export function Trades({
  props,
  commissionPercent,
  sessionOpen,
}: {
  props: WithinDaysScreenProps;
  commissionPercent: string;
  sessionOpen: boolean;
}) {
  const intl = useIntl();
  const { tab, onTabChange, positions, orders, timeZone, orderDetail, onCloseOrder, links } = props;
  const detailOrder = orderDetail?.detail?.order;
  return (
    <>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as WithinDaysTab)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {withinDaysTabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {intl.formatMessage(tabLabels[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {withinDaysTabs.map((value) => (
          <Tabs.Content key={value} value={value} className={mine.column}>
            {value === tab ? (
              <section className={mine.card} aria-labelledby={`within-days-${value}`}>
                <h2 id={`within-days-${value}`} className={mine.cardTitle}>
                  {intl.formatMessage(tabLabels[value])}
                </h2>
                {value === 'orders' ? (
                  <ListBody
                    list={orders}
                    labelledBy={`within-days-${value}`}
                    empty={{
                      title: intl.formatMessage(emptyTitles[value]),
                      description: intl.formatMessage(m.emptyText),
                    }}
                  >
                    {(order) => (
                      <OrderRow key={order.id} order={order} timeZone={timeZone} onOpenOrder={props.onOpenOrder} />
                    )}
                  </ListBody>
                ) : (
                  <ListBody
                    list={positions}
                    labelledBy={`within-days-${value}`}
                    empty={{
                      title: intl.formatMessage(emptyTitles[value]),
                      description: intl.formatMessage(m.emptyText),
                    }}
                  >
                    {(position) => (
                      <PositionRow
                        key={position.id}
                        position={position}
                        timeZone={timeZone}
                        commissionPercent={commissionPercent}
                        sessionOpen={sessionOpen}
                        onClosePosition={props.onClosePosition}
                        refusal={
                          props.closePositionRefusal?.positionId === position.id
                            ? props.closePositionRefusal.code
                            : undefined
                        }
                      />
                    )}
                  </ListBody>
                )}
              </section>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Sheet
        open={Boolean(orderDetail)}
        onOpenChange={(open) => (open ? undefined : onCloseOrder())}
        title={
          detailOrder ? (
            <>
              {intl.formatMessage(m.detailTitle)}
              <span className={visuallyHidden}> {detailOrder.name}</span>
            </>
          ) : (
            intl.formatMessage(m.detailTitle)
          )
        }
        side="right"
      >
        {orderDetail?.status === 'loading' ? (
          <ScreenSkeleton cards={1} messages={common} testId="daytrade-skeleton" />
        ) : orderDetail?.status === 'error' ? (
          <ErrorState onRetry={orderDetail.onRetry} />
        ) : orderDetail?.status === 'notFound' || (orderDetail && !orderDetail.detail) ? (
          <EmptyState title={intl.formatMessage(m.notFound)} />
        ) : orderDetail?.detail ? (
          <>
            {links.getStockHref ? (
              <span className={styles.cardActions}>
                <LinkButton
                  href={links.getStockHref(orderDetail.detail.order.code)}
                  label={formatWith(intl, m.stockPageOf, { name: orderDetail.detail.order.name })}
                >
                  {intl.formatMessage(m.stockPage)}
                </LinkButton>
              </span>
            ) : null}
            <OrderDetail detail={orderDetail.detail} timeZone={timeZone} />
          </>
        ) : null}
      </Sheet>
    </>
  );
}
