/** Money is integer minor units (bigint) inside the server and a decimal string on the wire. */

const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND']);

/** How many decimal places a currency's minor unit has. */
export function minorUnitExponent(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** 1000000n JPY → "1000000"; 1250n USD → "12.50"; -5n USD → "-0.05". */
export function formatMinor(amount: bigint, currency: string): string {
  const exponent = minorUnitExponent(currency);
  const sign = amount < 0n ? '-' : '';
  const digits = (amount < 0n ? -amount : amount).toString();
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

export class DecimalFormatError extends Error {}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "12.5" USD → 1250n. Refuses anything that is not a plain decimal, or has more places than the currency. */
export function parseDecimal(text: string, currency: string): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new DecimalFormatError(`not a decimal: ${JSON.stringify(text)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const exponent = minorUnitExponent(currency);
  if (fraction.length > exponent) {
    throw new DecimalFormatError(`${currency} has ${exponent} decimal places: ${text}`);
  }
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  return sign === '-' ? -minor : minor;
}
