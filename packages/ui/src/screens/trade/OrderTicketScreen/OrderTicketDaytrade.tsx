import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { formatPrice } from '../../../components/Price/Price.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { isPositive } from '../../daytrade/shared/margin.ts';
import { formatWith } from '../../mine/shared/format.ts';
import { formatPercent } from '../../offerings/shared/format.ts';
import { Notice } from '../shared/parts.tsx';
import * as shared from '../shared/trade.css.ts';
import { tradeCommonMessages as common } from '../shared/tradeCommon.messages.ts';
import { marketTimeZones, type OrderSide, type OrderType } from '../shared/types.ts';
import { orderTicketDaytradeMessages as dt } from './OrderTicketDaytrade.messages.ts';
import { orderTicketDaytradePanelMessages as m } from './OrderTicketDaytradePanel.messages.ts';
import { daytradeTicketFigures } from './daytradeTicket.ts';
import * as styles from './OrderTicketScreen.css.ts';
import { orderTicketScreenMessages as ticket } from './OrderTicketScreen.messages.ts';
import type { OrderInstrumentView, OrderTicketDaytradeProps } from './OrderTicketScreen.types.ts';

// The ticket's one-day margin (一日信用) panel, in its own lazily loaded chunk: the leverage from the account's options,
// the margin the order holds (notional ÷ leverage, rounded up to the yen, exact), the commission, the available margin
// before and after, any debt, the auto-close notice, and the confirmation's items. Its arithmetic is daytradeTicket.ts.

function leverageLabel(intl: IntlShape, value: number): string {
  return intl.formatMessage(common.leverageValue, { value: String(value) });
}

/** Today's auto-close time in the market's own zone (`15:30 JST`). */
function closeTime(intl: IntlShape, iso: string, market: OrderInstrumentView['market']): string {
  return intl.formatDate(iso, {
    timeZone: marketTimeZones[market],
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/**
 * The day-trade part of the ticket, in place of the cash leverage and preview: leverage, figures, the margin check,
 * any debt, and the auto-close notice.
 */
export function DaytradePanel({
  instrument,
  orderType,
  values,
  daytrade,
  disabled,
}: {
  instrument: OrderInstrumentView;
  orderType: OrderType;
  values: { price: string; quantity: string };
  daytrade: OrderTicketDaytradeProps;
  disabled: boolean;
}) {
  const intl = useIntl();
  const heading = useId();
  const money = (amount: string) => formatMoney(intl, amount, instrument.currency);
  const figures = daytradeTicketFigures(
    instrument,
    { orderType, price: values.price, quantity: values.quantity },
    daytrade,
  );
  const short = figures !== null && decimalSign(figures.availableAfter) < 0;
  const items: KeyValueItem[] = figures
    ? [
        { id: 'notional', label: intl.formatMessage(m.notional), value: money(figures.notional) },
        {
          id: 'fee',
          label: (
            <span className={styles.labelWithRule}>
              <span>{intl.formatMessage(m.fee)}</span>
              <span className={styles.rule}>
                {formatWith(intl, m.feeRule, { percent: formatPercent(intl, daytrade.commissionPercent) })}
              </span>
            </span>
          ),
          value: money(figures.fee),
        },
        { id: 'margin', label: intl.formatMessage(m.margin), value: money(figures.margin), emphasis: true },
        { id: 'available', label: intl.formatMessage(m.available), value: money(daytrade.availableMargin) },
        {
          id: 'after',
          label: intl.formatMessage(m.after),
          value: <span className={short ? styles.short : undefined}>{money(figures.availableAfter)}</span>,
        },
      ]
    : [];
  return (
    <>
      <div className={shared.section}>
        <SegmentedControl<string>
          label={intl.formatMessage(common.leverage)}
          value={String(daytrade.leverage)}
          onValueChange={(value) => daytrade.onLeverageChange(Number(value))}
          disabled={disabled}
          options={daytrade.leverageOptions.map((value) => ({
            value: String(value),
            label: leverageLabel(intl, value),
          }))}
        />
        <p className={shared.muted}>{intl.formatMessage(m.leverageHint)}</p>
      </div>
      <section className={shared.section} aria-labelledby={heading}>
        <div className={styles.figuresHead}>
          <h3 id={heading} className={shared.sectionTitle}>
            {intl.formatMessage(m.figures)}
          </h3>
        </div>
        {figures ? <KeyValueList items={items} /> : <p className={shared.muted}>{intl.formatMessage(m.idle)}</p>}
        {short ? (
          <Notice tone="critical" title={intl.formatMessage(m.shortTitle)}>
            <p className={shared.noticeText}>{intl.formatMessage(m.shortText)}</p>
          </Notice>
        ) : null}
      </section>
      {isPositive(daytrade.debt) ? (
        <Notice tone="critical" role="alert">
          <p className={shared.noticeText}>{formatWith(intl, m.debt, { amount: money(daytrade.debt) })}</p>
          <a className={shared.inlineLink} href={daytrade.applyHref}>
            {intl.formatMessage(m.debtLink)}
          </a>
        </Notice>
      ) : null}
      <Notice tone="warning">
        <p className={shared.noticeText}>
          {daytrade.autoCloseAt
            ? formatWith(intl, m.autoClose, { time: closeTime(intl, daytrade.autoCloseAt, instrument.market) })
            : intl.formatMessage(m.autoCloseRule)}
        </p>
      </Notice>
    </>
  );
}

/** The confirmation's restatement of a day-trade order: the stock, 一日信用 買建/売建, price, shares, leverage, margin. */
export function DaytradeConfirmItems({
  instrument,
  side,
  orderType,
  values,
  daytrade,
}: {
  instrument: OrderInstrumentView;
  side: OrderSide;
  orderType: OrderType;
  values: { price: string; quantity: string };
  daytrade: OrderTicketDaytradeProps;
}) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, instrument.currency);
  const price = (value: string) => formatPrice(intl.locale, value, instrument.decimals) ?? '—';
  const figures = daytradeTicketFigures(
    instrument,
    { orderType, price: values.price, quantity: values.quantity },
    daytrade,
  );
  const count = /^\d+$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : null;
  const items: KeyValueItem[] = [
    { id: 'stock', label: intl.formatMessage(common.stock), value: `${instrument.name} ${instrument.code}` },
    {
      id: 'kind',
      label: intl.formatMessage(m.kind),
      value: formatWith(intl, m.kindValue, { side: intl.formatMessage(side === 'buy' ? dt.long : dt.short) }),
    },
    { id: 'type', label: intl.formatMessage(common.orderType), value: intl.formatMessage(common[orderType]) },
    {
      id: 'price',
      label: intl.formatMessage(common.price),
      value:
        orderType === 'market'
          ? intl.formatMessage(ticket.marketEstimate, { price: price(instrument.lastPrice) })
          : price(values.price),
    },
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: count === null ? values.quantity : intl.formatMessage(common.shares, { count }),
    },
    { id: 'leverage', label: intl.formatMessage(common.leverage), value: leverageLabel(intl, daytrade.leverage) },
  ];
  if (figures) {
    items.push(
      { id: 'fee', label: intl.formatMessage(m.fee), value: money(figures.fee) },
      { id: 'margin', label: intl.formatMessage(m.margin), value: money(figures.margin), emphasis: true },
    );
  }
  return <KeyValueList items={items} />;
}
