import { memo, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { decimalSign } from '../../intl/format.ts';
import { sharedScales } from '../../tokens/scales.ts';
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

const fadeKeyframes: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];
const fadeTiming: KeyframeAnimationOptions = {
  duration: 4 * Number.parseInt(sharedScales.motion.normal, 10),
  easing: sharedScales.motion.easing,
};
let reducedMotion: MediaQueryList | undefined;

/**
 * Fades the tint in `target` out on every new `price` while `flash` is set; nothing under prefers-reduced-motion
 * (the numbers still change). After the commit, so a tick's render never waits on it.
 */
function useFlash(target: RefObject<HTMLSpanElement | null>, flash: QuoteFlash | undefined, price: unknown) {
  const fade = useRef<Animation | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!flash || !element || typeof element.animate !== 'function') return;
    reducedMotion ??= matchMedia('(prefers-reduced-motion: reduce)');
    if (reducedMotion.matches) return;
    // Rewind the row's one animation rather than build a new one per tick (fewer objects, the same composited fade).
    if (fade.current && (fade.current.effect as KeyframeEffect | null)?.target === element) {
      fade.current.currentTime = 0;
      fade.current.play();
    } else {
      fade.current?.cancel();
      fade.current = element.animate(fadeKeyframes, fadeTiming);
    }
  }, [target, flash, price]);
  useEffect(() => () => fade.current?.cancel(), []);
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
  const tint = useRef<HTMLSpanElement>(null);
  useFlash(tint, flash, price);
  const content = (
    <>
      <span aria-hidden="true" ref={tint} className={styles.flash({ direction: flash ?? 'none' })} />
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
