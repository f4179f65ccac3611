import { isApiError } from '@kabuto/api-client';
import type { AdminLoadStatus } from '@kabuto/ui/console';

/** A query's state as the console's screens show it; data kept from the previous page counts as ready. */
export function loadStatus(query: { data?: unknown; isError: boolean }): AdminLoadStatus {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.httpStatus === 404;
}
