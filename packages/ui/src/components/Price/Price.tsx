import { useIntl } from 'react-intl';
import { price } from './Price.css.ts';

/** The decimals a tick size can have. */
export const priceDecimals = [0, 1, 2, 3, 4] as const;
export type PriceDecimals = (typeof priceDecimals)[number];

export interface PriceProps {
  /** An exact decimal string ("2345.5"). Blank or non-numeric shows an em dash. */
  value: string | null | undefined;
  /** The tick's decimals: the price is always shown with exactly this many. */
  decimals: PriceDecimals;
  /** An ISO 4217 code; when given the price is formatted as currency. */
  currency?: string;
}

const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** ES2023 Intl.NumberFormat formats a decimal string exactly; TypeScript's lib typing only admits numbers. */
type DecimalString = `${number}`;

const cache = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, decimals: number, currency: string | undefined): Intl.NumberFormat {
  const key = `${tag}|${decimals}|${currency ?? ''}`;
  let result = cache.get(key);
  if (!result) {
    result = new Intl.NumberFormat(tag, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'halfExpand',
    });
    cache.set(key, result);
  }
  return result;
}

/** Formats an exact decimal price at its tick precision; `null` when the value is blank or not a number. */
export function formatPrice(
  locale: string,
  value: string | null | undefined,
  decimals: PriceDecimals,
  currency?: string,
): string | null {
  const trimmed = (value ?? '').trim();
  if (!decimalPattern.test(trimmed)) return null;
  return formatter(locale, decimals, currency).format(trimmed as DecimalString);
}

/** A price at its tick precision, in tabular numerals; an em dash when there is no price. */
export function Price({ value, decimals, currency }: PriceProps) {
  const intl = useIntl();
  const text = formatPrice(intl.locale, value, decimals, currency);
  return (
    <span className={price} data-unavailable={text === null ? '' : undefined}>
      {text ?? '—'}
    </span>
  );
}
