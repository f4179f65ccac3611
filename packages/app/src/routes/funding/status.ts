import type { FundingStatus } from '@kabuto/ui';

interface Loadable {
  data?: unknown;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One screen's state from several calls: an error if any failed, ready once all have answered, loading until then;
 * the retry asks again only what failed.
 */
export function screenStatus(...queries: Loadable[]): { status: FundingStatus; onRetry: () => void } {
  const status: FundingStatus = queries.some((query) => query.isError)
    ? 'error'
    : queries.every((query) => query.data !== undefined)
      ? 'ready'
      : 'loading';
  return {
    status,
    onRetry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
