import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '@kabuto/ui';
import { checkConnection, useConnectivity } from './connectivity.ts';

/**
 * The offline banner over every screen (the splash too): shown while the app cannot reach its server (connectivity.ts;
 * the query client reports the requests that fail for want of a network), and when the connection is back, the
 * screens' data loads again (React Query pauses its queries while the browser is offline and resumes them itself; a
 * failure the browser did not notice needs the refetch here).
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const { offline, checking } = useConnectivity();

  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) {
      void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    }
    wasOffline.current = offline;
  }, [offline, queryClient]);

  return <OfflineBanner offline={offline} onRetry={() => void checkConnection()} retrying={checking} />;
}
