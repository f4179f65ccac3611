import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getQuoteStream } from './stream.ts';

/**
 * The push stream's `user` events, for the signed-in account, refresh what they name as soon as it happens: a new
 * inbox message its messages (the unread badge); an order or a day-trade change everything of the account, as a fill
 * moves cash, holdings, orders and records together. Queries on screen refetch at once; the others on their next use.
 */
export function useAccountEvents(account: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account) return undefined;
    return getQuoteStream().onUserEvent((kind) => {
      void queryClient.invalidateQueries({
        queryKey: kind === 'message' ? ['user', account, 'messages'] : ['user', account],
      });
    });
  }, [account, queryClient]);
}
