import { useIntl } from 'react-intl';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { formatPrice } from '../../../components/Price/Price.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { orderTicketScreenMessages as ticket } from '../OrderTicketScreen/OrderTicketScreen.messages.ts';
import { formatTradeDate, formatTradeTime } from '../shared/format.ts';
import { Notice, SideText, StockHeadCard, TradeDetailPage, TradeSection } from '../shared/parts.tsx';
import * as shared from '../shared/trade.css.ts';
import { tradeCommonMessages as common } from '../shared/tradeCommon.messages.ts';
import { marketTimeZones } from '../shared/types.ts';
import * as styles from './OrderDetailScreen.css.ts';
import { orderDetailScreenMessages as m } from './OrderDetailScreen.messages.ts';
import type { OrderDetailScreenProps, OrderDetailView } from './OrderDetailScreen.types.ts';

function Detail({ order, positionsHref, quoteHref }: { order: OrderDetailView } & OrderDetailLinks) {
  const intl = useIntl();
  const timeZone = marketTimeZones[order.market];
  const price = (value: string | null) => formatPrice(intl.locale, value, order.decimals) ?? '—';
  const money = (value: string) => formatMoney(intl, value, order.currency);
  const time = (iso: string) => formatTradeTime(intl, iso, timeZone);
  const working = order.status === 'working' || order.status === 'partiallyFilled';
  const leveraged = order.leverage !== '1';

  const ordered: KeyValueItem[] = [
    { id: 'orderNo', label: intl.formatMessage(common.orderNo), value: order.id },
    { id: 'side', label: intl.formatMessage(common.side), value: <SideText side={order.side} /> },
    {
      id: 'type',
      label: intl.formatMessage(common.orderType),
      value: intl.formatMessage(order.orderType === 'market' ? common.market : common.limit),
    },
    {
      id: 'price',
      label: intl.formatMessage(common.price),
      value: order.orderType === 'market' ? intl.formatMessage(common.market) : price(order.price),
    },
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: intl.formatMessage(common.shares, { count: order.quantity }),
    },
    ...(leveraged
      ? [
          {
            id: 'leverage',
            label: intl.formatMessage(common.leverage),
            value: intl.formatMessage(common.leverageValue, { value: order.leverage }),
          },
        ]
      : []),
    { id: 'placedAt', label: intl.formatMessage(m.placedAt), value: time(order.createdAt) },
    { id: 'validUntil', label: intl.formatMessage(m.validUntil), value: time(order.expiresAt) },
  ];

  const execution: KeyValueItem[] = [
    {
      id: 'filled',
      label: intl.formatMessage(m.filledQuantity),
      value: intl.formatMessage(ticket.filledOfTotal, { filled: order.filledQuantity, total: order.quantity }),
    },
    { id: 'average', label: intl.formatMessage(ticket.averagePrice), value: price(order.averageFillPrice) },
    { id: 'filledAmount', label: intl.formatMessage(m.filledAmount), value: money(order.filledAmount) },
    { id: 'fee', label: intl.formatMessage(common.fee), value: money(order.fee) },
    ...(decimalSign(order.tax) !== 0 ? [{ id: 'tax', label: intl.formatMessage(m.tax), value: money(order.tax) }] : []),
    ...(working ? [{ id: 'held', label: intl.formatMessage(m.heldAmount), value: money(order.heldAmount) }] : []),
    { id: 'updatedAt', label: intl.formatMessage(m.updatedAt), value: time(order.updatedAt) },
  ];

  return (
    <div className={shared.column}>
      {order.status === 'rejected' ? (
        <Notice tone="critical" role="status" title={intl.formatMessage(m.rejectReason)}>
          <p className={shared.noticeText}>{order.rejectReason ?? '—'}</p>
        </Notice>
      ) : null}
      <StockHeadCard name={order.name} code={order.code} badge={<StatusBadge family="order" status={order.status} />}>
        <KeyValueList items={ordered} />
      </StockHeadCard>
      <TradeSection title={intl.formatMessage(m.execution)}>
        <KeyValueList items={execution} />
      </TradeSection>
      <TradeSection title={intl.formatMessage(m.fills)}>
        {order.fills.length === 0 ? (
          <p className={shared.muted}>{intl.formatMessage(m.fillsEmpty)}</p>
        ) : (
          <ol className={shared.list}>
            {order.fills.map((fill, index) => {
              const name = intl.formatMessage(m.fill, { index: index + 1 });
              const items: KeyValueItem[] = [
                { id: 'time', label: intl.formatMessage(m.fillTime), value: time(fill.time) },
                { id: 'price', label: intl.formatMessage(common.price), value: price(fill.price) },
                {
                  id: 'quantity',
                  label: intl.formatMessage(common.quantity),
                  value: intl.formatMessage(common.shares, { count: fill.quantity }),
                },
                { id: 'amount', label: intl.formatMessage(m.fillAmount), value: money(fill.amount) },
                { id: 'fee', label: intl.formatMessage(common.fee), value: money(fill.fee) },
                ...(decimalSign(fill.tax) !== 0
                  ? [{ id: 'tax', label: intl.formatMessage(m.tax), value: money(fill.tax) }]
                  : []),
                {
                  id: 'settlement',
                  label: intl.formatMessage(m.settlementDate),
                  value: formatTradeDate(intl, fill.settlementDate),
                },
              ];
              return (
                <li key={fill.id} className={styles.fill} aria-label={name}>
                  <h3 className={styles.fillTitle}>{name}</h3>
                  <KeyValueList items={items} />
                </li>
              );
            })}
          </ol>
        )}
      </TradeSection>
      {working ? <p className={shared.muted}>{intl.formatMessage(m.workingNote)}</p> : null}
      <div className={shared.actions}>
        <a
          className={`${buttonStyle({ variant: 'secondary', fullWidth: true })} ${shared.actionLink}`}
          href={positionsHref}
        >
          {intl.formatMessage(ticket.viewPositions)}
        </a>
        {quoteHref ? (
          <a
            className={`${buttonStyle({ variant: 'secondary', fullWidth: true })} ${shared.actionLink}`}
            href={quoteHref}
          >
            {intl.formatMessage(m.backToQuote)}
          </a>
        ) : null}
      </div>
    </div>
  );
}

type OrderDetailLinks = Pick<OrderDetailScreenProps, 'positionsHref' | 'quoteHref'>;

/**
 * One order (/position/order): what was ordered (side, type, price, quantity, leverage, when, valid until), how much
 * is executed (filled of total, average price, amount, fee, stamp duty, cash still held) and each execution with
 * its settlement date — the broker's 注文照会. A rejected order says why; a working one says where to cancel it.
 */
export function OrderDetailScreen({ shell, status, order, onRetry, positionsHref, quoteHref }: OrderDetailScreenProps) {
  const intl = useIntl();
  return (
    <TradeDetailPage
      shell={shell}
      title={shell.header.title ?? intl.formatMessage(m.title)}
      status={status}
      record={order}
      onRetry={onRetry}
      notFoundTitle={intl.formatMessage(m.notFound)}
      positionsHref={positionsHref}
      skeletonCards={3}
    >
      {(ready) => <Detail order={ready} positionsHref={positionsHref} quoteHref={quoteHref} />}
    </TradeDetailPage>
  );
}
