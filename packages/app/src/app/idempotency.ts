import { useRef } from 'react';
import { isApiError } from '@kabuto/api-client';

/**
 * A fresh Idempotency-Key (8–64 letters, digits, `-` or `_`) for one money-moving intent. Keep it while the user's
 * intent is unchanged (a retry after a timeout must reuse it); make a new one when the intent changes.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One Idempotency-Key (and client order id) per intent: a retry of the same input after a lost answer reuses the
 * key, so the server acts once; a changed input gets a new key. `same` says when two inputs are one intent (by
 * default their JSON; pass one for inputs JSON cannot compare, such as a File).
 */
export function useIntentKey<T>(same: (a: T, b: T) => boolean = sameJson) {
  const intent = useRef<{ value: T; key: string } | null>(null);
  return {
    keyFor(value: T): string {
      if (!intent.current || !same(intent.current.value, value)) intent.current = { value, key: newIdempotencyKey() };
      return intent.current.key;
    },
    /** After an answer (accepted or refused) the next submit is a new intent; after a lost answer it is a retry. */
    settle(error: unknown): void {
      if (!error || (isApiError(error) && error.httpStatus < 500)) intent.current = null;
    },
    /** Forgets the intent (after a success). */
    clear(): void {
      intent.current = null;
    },
  };
}
