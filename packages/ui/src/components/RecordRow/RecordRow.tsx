import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { decimalSign, toDecimalString } from '../../intl/format.ts';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Money } from '../Money/Money.tsx';
import * as styles from './RecordRow.css.ts';
import { recordRowMessages } from './RecordRow.messages.ts';

export interface RecordRowProps {
  /** What happened: 買付, 入金, 配当金… */
  typeLabel: ReactNode;
  /** The order's number, when the record comes from an order (shown as 注文番号). */
  orderNumber?: string | undefined;
  /** The record's own number, shown (as 取引番号) when there is no order: a deposit, a transfer, a fee. */
  recordNumber: string;
  /** ISO 8601 instant of the record. */
  time: string;
  /** Time zone to show `time` in (default Asia/Tokyo). */
  timeZone?: string;
  /** A signed exact decimal string ("-284550.00"); shown with + or −. */
  amount: string;
  currency: string;
  stockName?: ReactNode;
  stockCode?: string;
  /** A StatusBadge (or other short status). */
  status?: ReactNode;
  /** Renders the row as a link to the record's detail. */
  href?: string;
}

/** One transaction record: type, optional stock, order (or record) number and time, a signed amount and a status. */
export function RecordRow({
  typeLabel,
  orderNumber,
  recordNumber,
  time,
  timeZone = 'Asia/Tokyo',
  amount,
  currency,
  stockName,
  stockCode,
  status,
  href,
}: RecordRowProps) {
  const intl = useIntl();
  const sign = decimalSign(amount);
  const magnitude = toDecimalString(amount).replace(/^[+-]/, '');
  const content = (
    <>
      <span className={styles.titleLine}>
        <span className={styles.type}>{typeLabel}</span>
        {stockName ? <span className={styles.stock}>{stockName}</span> : null}
        {stockCode ? <span className={styles.code}>{stockCode}</span> : null}
      </span>
      <span className={styles.meta}>
        <span>
          {orderNumber
            ? intl.formatMessage(recordRowMessages.orderNumber, { orderNumber })
            : intl.formatMessage(recordRowMessages.recordNumber, { recordNumber })}
        </span>
        <time dateTime={time}>
          {intl.formatDate(time, {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </span>
      <span className={styles.side}>
        <span className={styles.amount} data-sign={sign}>
          {sign > 0 ? '+' : sign < 0 ? '-' : ''}
          <Money amount={magnitude} currency={currency} weight="bold" />
        </span>
        {status}
      </span>
      {href ? (
        <span className={styles.chevron}>
          <Icon name="chevronRight" small />
        </span>
      ) : null}
    </>
  );
  return href ? (
    <a className={styles.row} href={href}>
      {content}
    </a>
  ) : (
    <div className={styles.row}>{content}</div>
  );
}
