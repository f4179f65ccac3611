import { useEffect } from 'react';
import { checkConnection, useConnectivity } from './connectivity.ts';

/**
 * For a step that failed (the splash's start-up): asks whether the network is the cause, so the offline banner shows
 * if it is, and runs `retry` when the connection comes back.
 */
export function useResumeWhenOnline(failed: boolean, retry: () => void): void {
  const { offline } = useConnectivity();
  useEffect(() => {
    if (failed) void checkConnection();
  }, [failed]);
  useEffect(() => {
    if (failed && !offline) retry();
    // Only the change of connection retries: a failure while online is the user's to retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offline]);
}
