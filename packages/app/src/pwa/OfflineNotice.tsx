import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '@kabuto/ui';
import { checkConnection, isNetworkFailure, reportNetworkFailure, useConnectivity } from './connectivity.ts';

/**
 * The offline banner over every screen (the splash too): shown while the app cannot reach its server, and when the
 * connection is back, the screens' data loads again (React Query pauses its queries while the browser is offline and
 * resumes them itself; a failure the browser did not notice needs the refetch here).
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const { offline, checking } = useConnectivity();

  useEffect(() => {
    const failedForNetwork = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isNetworkFailure(event.action.error)) {
        reportNetworkFailure();
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(failedForNetwork);
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(failedForNetwork);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) {
      void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    }
    wasOffline.current = offline;
  }, [offline, queryClient]);

  return <OfflineBanner offline={offline} onRetry={() => void checkConnection()} retrying={checking} />;
}
