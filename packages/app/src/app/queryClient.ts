import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@kabuto/api-client';
import { describeError } from './intl.ts';
import { clearToasts, showToast } from './toasts.ts';
import { isNetworkFailure, reportNetworkFailure } from '../pwa/connectivity.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** List calls fail silently, as in the seed; the screen shows its own error state. */
      silent?: boolean;
    };
    mutationMeta: {
      /** The form shows the refusal itself. */
      handlesErrors?: boolean;
    };
  }
}

function report(error: unknown) {
  if (isApiError(error)) {
    // 401 has its own rule (api.ts); 503 and 404 clear toasts, as the seed does.
    if (error.httpStatus === 401) return;
    if (error.httpStatus === 503 || error.httpStatus === 404) {
      clearToasts();
      return;
    }
  }
  showToast(describeError(error), 'critical');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A load that found no network: the offline banner says so (src/pwa), once, rather than a toast per query.
        if (isNetworkFailure(error)) reportNetworkFailure();
        else if (!query.meta?.silent) report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        // A submit is the user's own act: its failure is still told where it happened, and the banner shows too.
        if (isNetworkFailure(error)) reportNetworkFailure();
        if (!mutation.meta?.handlesErrors) report(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => !isApiError(error) || (error.httpStatus >= 500 && failureCount < 2),
      },
    },
  });
}
