import { bcp47, type Locale } from './locales.ts';

const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Normalises an exact decimal string from the API. Blank or non-numeric input becomes "0" (the seed shows 0.00).
 * The value stays a string all the way to Intl, so no float ever touches money.
 */
export function toDecimalString(amount: string | null | undefined): string {
  const trimmed = (amount ?? '').trim();
  return decimalPattern.test(trimmed) ? trimmed : '0';
}

/** The sign of a decimal string: 1, -1 or 0 (exact; "-0.00" is 0). */
export function decimalSign(amount: string | null | undefined): -1 | 0 | 1 {
  const value = toDecimalString(amount);
  if (!/[1-9]/.test(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}

type LocaleLike = Locale | { locale: string };

function tagOf(locale: LocaleLike): string {
  return typeof locale === 'string' ? bcp47[locale] : locale.locale;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

function moneyFormatter(tag: string, currency: string, signDisplay: 'auto' | 'exceptZero'): Intl.NumberFormat {
  const key = `${tag}|${currency}|${signDisplay}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay,
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/** ES2023 Intl.NumberFormat formats a decimal string exactly; TypeScript's lib typing only admits numbers. */
type DecimalString = `${number}`;

/**
 * Formats an exact decimal string as money: two decimals, thousand separators, the currency symbol from Intl.
 * `locale` is a Kabuto locale key or an object with a BCP-47 `locale` (such as react-intl's `intl`).
 */
export function formatMoney(
  locale: LocaleLike,
  amount: string | null | undefined,
  currency: string,
  options: { signed?: boolean } = {},
): string {
  const value = toDecimalString(amount) as DecimalString;
  return moneyFormatter(tagOf(locale), currency, options.signed ? 'exceptZero' : 'auto').format(value);
}
