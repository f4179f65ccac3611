import { memo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { decimalSign } from '../../intl/format.ts';
import { change as changeStyle } from '../Change/Change.css.ts';
import { Change } from '../Change/Change.tsx';
import { Price, type PriceDecimals } from '../Price/Price.tsx';
import * as styles from './QuoteRow.css.ts';

export { flashDirections } from './QuoteRow.css.ts';
export type QuoteFlash = (typeof styles.flashDirections)[number];

/** One instrument row's view model. */
export interface QuoteRowItem {
  code: string;
  name: string;
  /** Exact decimal strings. */
  price: string | null | undefined;
  change: string | null | undefined;
  /** The change in percent ("1.25" is 1.25 %). */
  changePercent: string | null | undefined;
  /** The tick's decimals for `price`. */
  decimals: PriceDecimals;
  /** The currency of `change`. */
  currency: string;
  flash?: QuoteFlash | undefined;
}

export interface QuoteRowProps extends QuoteRowItem {
  /** A decorative chart (e.g. Sparkline), shown between the name and the figures. */
  sparkline?: ReactNode;
  /** Renders the row as a link. */
  href?: string | undefined;
  /** Renders the row as a button (when there is no `href`) and is called with the code. */
  onSelect?: ((code: string) => void) | undefined;
}

type DecimalString = `${number}`;
const percentCache = new Map<string, Intl.NumberFormat>();

function formatPercent(tag: string, value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  const exact = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? trimmed : '0';
  let formatter = percentCache.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    percentCache.set(tag, formatter);
  }
  return formatter.format(exact as DecimalString);
}

/**
 * One instrument: name, code, price at tick precision, change and change percent (sign, arrow and the market's
 * colour), an optional sparkline. A link with `href`, otherwise a button calling `onSelect(code)`. While `flash`
 * is 'up' or 'down', the row briefly tints on every new price. Fixed height. Memoised: a row re-renders only when
 * one of its props changes, and a tick changes text and classes only (no nodes are added or removed).
 */
export const QuoteRow = memo(function QuoteRow({
  code,
  name,
  price,
  change,
  changePercent,
  decimals,
  currency,
  flash,
  sparkline,
  href,
  onSelect,
}: QuoteRowProps) {
  const intl = useIntl();
  const sign = decimalSign(changePercent);
  const direction = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  // Flip the fade's keyframes on each new price (state derived during render), so the tint replays per tick.
  const [flashFor, setFlashFor] = useState({ price, replay: 'even' as 'even' | 'odd' });
  if (flashFor.price !== price) setFlashFor({ price, replay: flashFor.replay === 'even' ? 'odd' : 'even' });
  const content = (
    <>
      <span aria-hidden="true" className={styles.flash({ direction: flash ?? 'none', replay: flashFor.replay })} />
      <span className={styles.identity}>
        <span className={styles.name}>{name}</span>
        <span className={styles.code}>{code}</span>
      </span>
      {sparkline ? <span className={styles.sparkline}>{sparkline}</span> : null}
      <span className={styles.figures}>
        <span className={styles.priceText}>
          <Price value={price} decimals={decimals} />
        </span>
        <span className={styles.changes}>
          <Change amount={change} currency={currency} />
          <span className={changeStyle({ direction })} data-direction={direction}>
            ({formatPercent(intl.locale, changePercent)})
          </span>
        </span>
      </span>
    </>
  );
  const common = { className: styles.row, 'data-flash': flash } as const;
  return href !== undefined ? (
    <a href={href} {...common}>
      {content}
    </a>
  ) : (
    <button type="button" onClick={() => onSelect?.(code)} {...common}>
      {content}
    </button>
  );
});
