import { bcp47, type Locale } from './locales.ts';

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** ES2023 Intl.NumberFormat formats a decimal string exactly; TypeScript's lib typing only admits numbers. */
type DecimalString = `${number}`;

interface Scaled {
  negative: boolean;
  /** The value divided by the unit, times 100, rounded half-up (away from zero): an exact integer. */
  hundredths: bigint;
}

const ten = 10n;

/** Divides |value| by 10^exponent and rounds half-up to 2 decimals, exactly (BigInt). */
function scale(digits: bigint, fractionLength: number, exponent: number): bigint {
  const divisor = ten ** BigInt(fractionLength + exponent);
  return (digits * 100n + divisor / 2n) / divisor;
}

function hundredthsToString({ negative, hundredths }: Scaled): DecimalString {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  const sign = negative && hundredths !== 0n ? '-' : '';
  return `${sign}${whole}.${fraction}` as DecimalString;
}

const cjkUnits: Record<'jp' | 'cn', readonly { exponent: number; suffix: string }[]> = {
  jp: [
    { exponent: 8, suffix: '億' },
    { exponent: 4, suffix: '万' },
  ],
  cn: [
    { exponent: 8, suffix: '亿' },
    { exponent: 4, suffix: '万' },
  ],
};

const plainCache = new Map<string, Intl.NumberFormat>();
function plainFormatter(tag: string): Intl.NumberFormat {
  let formatter = plainCache.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, roundingMode: 'halfExpand' });
    plainCache.set(tag, formatter);
  }
  return formatter;
}

let compactUs: Intl.NumberFormat | undefined;

/**
 * Formats a large exact decimal string compactly: 万 (10^4) and 億/亿 (10^8) in jp and cn, K/M/B/T (Intl compact
 * notation) in us. At most two decimals, rounded half-up (away from zero); blank or non-numeric input becomes "0".
 * The scaling is exact BigInt arithmetic on the string; no float ever touches the value.
 *
 * formatCompact('jp', '123456789') === '1.23億'; formatCompact('us', '123456789') === '123.46M'.
 */
export function formatCompact(locale: Locale, value: string | null | undefined): string {
  const match = decimalPattern.exec((value ?? '').trim());
  const [, signText = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return formatCompact(locale, '0');
  const negative = signText === '-';
  const digits = BigInt(`${whole}${fraction}` || '0');

  if (locale === 'us') {
    compactUs ??= new Intl.NumberFormat(bcp47.us, {
      notation: 'compact',
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
    });
    const exact = `${negative ? '-' : ''}${whole || '0'}.${fraction || '0'}` as DecimalString;
    return compactUs.format(exact);
  }

  const units = cjkUnits[locale];
  const integer = BigInt(whole || '0');
  // The largest unit the value reaches; promoted when rounding carries it up to the next unit (9999.995万 → 1億).
  let index = units.findIndex((unit) => integer >= ten ** BigInt(unit.exponent));
  if (index === -1) index = units.length;
  for (;;) {
    const exponent = units[index]?.exponent ?? 0;
    const hundredths = scale(digits, fraction.length, exponent);
    const next = units[index - 1];
    if (next && hundredths >= ten ** BigInt(next.exponent - exponent) * 100n) {
      index -= 1;
      continue;
    }
    const number = plainFormatter(bcp47[locale]).format(hundredthsToString({ negative, hundredths }));
    return `${number}${units[index]?.suffix ?? ''}`;
  }
}
