import type { IntlShape } from 'react-intl';

/** Console times are shown in Tokyo time, whatever the operator's machine says. */
export const consoleTimeZone = 'Asia/Tokyo';

export function formatDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    timeZone: consoleTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

export function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { timeZone: consoleTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/**
 * A decimal string with thousand separators, exactly (ES2023 Intl formats strings without a float); at least
 * `minimumFractionDigits` decimals (a percentage as the contract writes it: 9.00).
 */
export function formatDecimal(intl: IntlShape, value: string, minimumFractionDigits = 0): string {
  return new Intl.NumberFormat(intl.locale, { minimumFractionDigits, maximumFractionDigits: 20 }).format(
    value as `${number}`,
  );
}
