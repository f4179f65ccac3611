import { sqlState } from './db.ts';

/** SQLSTATEs after which the whole transaction can simply run again: serialization failure and deadlock. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

export interface RetryOptions {
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** The backoff ceiling of the first retry, doubled for each further one (default 5 ms). */
  baseDelayMs?: number;
  /** Never wait longer than this between tries (default 200 ms). */
  maxDelayMs?: number;
  /** Injected for tests; Math.random spreads the retries of clashing transactions ("full jitter"). */
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again after a serialization failure or a deadlock, a bounded number of times, waiting a random
 * time up to an exponentially growing ceiling between tries. Any other error, or the last one, is thrown as is.
 * `attempt` must be a whole transaction: the failed one has been rolled back before it runs again.
 */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? 5);
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 200;
  const random = options.random ?? Math.random;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts || !isRetryable(error)) throw error;
      await sleep(random() * Math.min(max, base * 2 ** (n - 1)));
    }
  }
}
