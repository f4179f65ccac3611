/**
 * A fresh Idempotency-Key (8–64 letters, digits, `-` or `_`) for one money-moving intent. Keep it while the user's
 * intent is unchanged (a retry after a timeout must reuse it); make a new one when the intent changes.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
