import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { MessageDetailScreen, messageDetailScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { toMessageDetail } from './mine.mappers.ts';
import { messageQuery } from './mine.queries.ts';
import { statusOf, useMineRoute } from './useMine.ts';

const recordHref = (id: string) => `${getHref('transactionRecords')}?record=${encodeURIComponent(id)}`;

/** /mine/messageInfo?id=…: one message; opening it marks it read on the server. */
export function Component() {
  const { account, locale, shell } = useMineRoute(messageDetailScreenMessages.title, { back: 'messages' });
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const queryClient = useQueryClient();
  const message = useQuery({ ...messageQuery(account, id), enabled: id !== '' });
  const read = message.data?.read;

  // The detail call marked it read: the inbox and the badge must say so.
  useEffect(() => {
    if (!read) return;
    void queryClient.invalidateQueries({
      queryKey: ['user', account, 'messages'],
      predicate: (query) => query.queryKey[3] !== 'detail',
    });
  }, [read, account, queryClient]);

  const notFound = id === '' || (isApiError(message.error) && message.error.httpStatus === 404);
  return (
    <MessageDetailScreen
      shell={shell}
      status={notFound ? 'notFound' : statusOf(message)}
      onRetry={() => void message.refetch()}
      message={message.data ? toMessageDetail(message.data, locale, recordHref) : undefined}
      inboxHref={getHref('messages')}
    />
  );
}
