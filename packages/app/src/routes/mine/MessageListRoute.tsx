import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MessageListScreen, type InboxFilter, messageListScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { toInboxMessages } from './mine.mappers.ts';
import { messagesQuery, unreadCountQuery, useMarkAllRead } from './mine.queries.ts';
import { pagedList, useMineRoute } from './useMine.ts';

const messageHref = (id: string) => `${getHref('messageInfo')}?id=${encodeURIComponent(id)}`;

/** /mine/message: the inbox. */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(messageListScreenMessages.title);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const messages = useInfiniteQuery(messagesQuery(account, filter === 'unread'));
  const unread = useQuery(unreadCountQuery(account));
  const markAll = useMarkAllRead(account);
  return (
    <MessageListScreen
      shell={shell}
      messages={pagedList(messages, toInboxMessages(messages.data?.pages ?? [], locale, messageHref))}
      unreadCount={unread.data?.unread ?? 0}
      filter={filter}
      onFilterChange={setFilter}
      markingAllRead={markAll.isPending}
      onMarkAllRead={() => {
        if (markAll.isPending) return;
        markAll.mutate(undefined, {
          onSuccess: () => showToast(intl.formatMessage({ id: 'app.mine.markedRead' }), 'positive'),
        });
      }}
    />
  );
}
