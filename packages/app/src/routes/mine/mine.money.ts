import Big from 'big.js';

// Exact money helpers of the account routes (big.js), kept apart so routes that only show amounts do not load it.

/**
 * Whether a transfer's entries balance: per currency they sum to exactly zero (big.js, never a float). The detail
 * shows the entries as the server gives them; this is how a test, or a suspicious user, checks them.
 */
export function entriesBalance(entries: readonly { currency: string; amount: string }[]): boolean {
  const sums = new Map<string, Big>();
  for (const entry of entries) sums.set(entry.currency, (sums.get(entry.currency) ?? new Big(0)).plus(entry.amount));
  return [...sums.values()].every((sum) => sum.eq(0));
}

/** The yen that `points` are worth at the disclosed rate, exactly; undefined for anything but a whole number. */
export function redeemValue(points: string, yenPerPoint: string): string | undefined {
  if (!/^[1-9]\d{0,8}$/.test(points.trim())) return undefined;
  return new Big(points.trim()).times(yenPerPoint).toFixed();
}
