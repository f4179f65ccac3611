// Exact decimal-string arithmetic on scaled BigInt: quantities and prices are never turned into floats.

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

/** Converts full-width digits, dot and minus to half-width and drops everything else that is not allowed. */
export function sanitizeDecimal(raw: string, options: { integer?: boolean; allowNegative?: boolean } = {}): string {
  const halfWidth = raw
    .replace(FULL_WIDTH_DIGIT, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0D\u2212\u30FC]/g, '-');
  let out = '';
  let seenDot = false;
  for (const ch of halfWidth) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !options.integer && !seenDot) {
      seenDot = true;
      out += ch;
    } else if (ch === '-' && options.allowNegative && out === '') out += ch;
  }
  return out;
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Digits after the point ("0.25" → 2); 0 for an integer or unparsable text. */
export function scaleOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = DECIMAL.exec(value);
  return match?.[3]?.length ?? 0;
}

/** The value times 10^scale as a BigInt, or null when the text has no digits. Extra digits are an error. */
export function toScaled(value: string, scale: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return null;
  if (fracPart.length > scale) throw new RangeError(`${value} has more than ${scale} decimals`);
  const digits = BigInt((intPart || '0') + fracPart.padEnd(scale, '0'));
  return sign === '-' ? -digits : digits;
}

/** Writes a scaled BigInt back as a decimal string with exactly `scale` decimals. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const intPart = digits.slice(0, digits.length - scale);
  const fracPart = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${intPart}${scale > 0 ? `.${fracPart}` : ''}`;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

export type StepOptions = { step?: string; min?: string; max?: string };

/** Compares two decimal strings exactly: -1, 0 or 1; null when either has no digits. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const x = toScaled(a, scale);
  const y = toScaled(b, scale);
  if (x === null || y === null) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The next valid value above (direction 1) or below (-1): multiples of `step` counted from `min` (or 0), clamped
 * to `min`/`max`. A value between ticks snaps to the neighbouring tick. An empty value starts at `min`, else at
 * `step` going up and 0 going down.
 */
export function stepDecimal(value: string, direction: 1 | -1, { step = '1', min, max }: StepOptions): string {
  const scale = Math.max(scaleOf(value), scaleOf(step), scaleOf(min), scaleOf(max));
  const stepScaled = toScaled(step, scale);
  if (stepScaled === null || stepScaled <= 0n) throw new RangeError(`step must be positive, got ${step}`);
  const base = min !== undefined ? (toScaled(min, scale) ?? 0n) : 0n;
  const minScaled = min !== undefined ? toScaled(min, scale) : null;
  const maxScaled = max !== undefined ? toScaled(max, scale) : null;
  const current = toScaled(value, scale);
  let outScale = Math.max(scaleOf(step), scaleOf(min));
  let next: bigint;
  if (current === null) {
    next = minScaled ?? (direction > 0 ? stepScaled : 0n);
  } else if (direction > 0) {
    next = base + (floorDiv(current - base, stepScaled) + 1n) * stepScaled;
  } else {
    next = base + (ceilDiv(current - base, stepScaled) - 1n) * stepScaled;
  }
  if (maxScaled !== null && next > maxScaled) {
    next = maxScaled;
    outScale = Math.max(outScale, scaleOf(max));
  }
  if (minScaled !== null && next < minScaled) next = minScaled;
  return fromScaled(next / 10n ** BigInt(scale - outScale), outScale);
}
