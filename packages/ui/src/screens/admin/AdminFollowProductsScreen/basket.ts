import { compareDecimal, fromScaled, toScaled } from '../../../internal/decimal.ts';

// The product form's basket is typed as lines of `code:weight` (`7203:40.00`); the contract wants them as one
// comma-separated parameter, the weights summing to exactly 100.00. Parsed and summed exactly, never as floats.

/** Why basket lines cannot be sent. */
export type BasketLinesProblem = 'empty' | 'format' | 'duplicate' | 'count' | 'total';

export interface ParsedBasket {
  items: { code: string; weightPercent: string }[];
  /** The weights summed, two decimals; null when a line does not parse. */
  total: string | null;
  problem: BasketLinesProblem | null;
}

const line = /^([A-Za-z0-9.]{1,10})\s*[:：]\s*(\d{1,3}(?:\.\d{1,2})?)$/;

/**
 * Basket lines (one `code:weight` per line, or separated by commas) as the contract's items: codes in capitals,
 * weights with two decimals; 1 to 20 distinct stocks whose weights sum to 100.00.
 */
export function parseBasketLines(text: string): ParsedBasket {
  const parts = text
    .split(/[\n,、]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { items: [], total: null, problem: 'empty' };
  const items: ParsedBasket['items'] = [];
  let total = 0n;
  for (const part of parts) {
    const match = line.exec(part);
    if (!match) return { items, total: null, problem: 'format' };
    const weight = toScaled(match[2]!, 2)!;
    items.push({ code: match[1]!.toUpperCase(), weightPercent: fromScaled(weight, 2) });
    total += weight;
  }
  const sum = fromScaled(total, 2);
  const codes = new Set(items.map((item) => item.code));
  const problem =
    codes.size !== items.length
      ? 'duplicate'
      : items.length > 20
        ? 'count'
        : compareDecimal(sum, '100.00') !== 0
          ? 'total'
          : null;
  return { items, total: sum, problem };
}

/** The contract's `basket` parameter from parsed lines: `7203:40.00,6758:35.00,9984:25.00`. */
export function basketParam(items: ParsedBasket['items']): string {
  return items.map((item) => `${item.code}:${item.weightPercent}`).join(',');
}

/** A rule's universe typed as codes (lines, commas or spaces) as the contract's `universe`: `7203,6758,9984`. */
export function universeParam(text: string): string {
  return text
    .split(/[\s,、]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean)
    .join(',');
}

/** A product's basket as the form's lines, for editing. */
export function basketLines(items: readonly { code: string; weightPercent: string }[]): string {
  return items.map((item) => `${item.code}:${item.weightPercent}`).join('\n');
}
