import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { formatDateTime, formatWith } from '../shared/format.ts';
import { LoadMore, MineSkeleton } from '../shared/MineFrame.tsx';
import * as shared from '../shared/mine.css.ts';
import * as styles from './MessageListScreen.css.ts';
import { messageListScreenMessages as m } from './MessageListScreen.messages.ts';
import type { InboxFilter, MessageListScreenProps } from './MessageListScreen.types.ts';

/** The inbox: system and operator messages, newest first, unread ones marked; filter and mark all read. */
export function MessageListScreen({
  shell,
  messages,
  unreadCount,
  filter,
  onFilterChange,
  onMarkAllRead,
  markingAllRead = false,
}: MessageListScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <div className={shared.row}>
          <SegmentedControl<InboxFilter>
            label={intl.formatMessage(m.filter)}
            hideLabel
            value={filter}
            onValueChange={onFilterChange}
            options={[
              { value: 'all', label: intl.formatMessage(m.all) },
              { value: 'unread', label: intl.formatMessage(m.unread) },
            ]}
          />
          <span className={`${shared.muted} ${shared.grow}`} aria-live="polite">
            {formatWith(intl, m.unreadCount, { count: unreadCount })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={onMarkAllRead}
            loading={markingAllRead}
            disabled={unreadCount === 0}
          >
            {intl.formatMessage(m.markAllRead)}
          </Button>
        </div>
        {messages.status === 'loading' ? (
          <MineSkeleton cards={3} />
        ) : messages.status === 'error' ? (
          <ErrorState onRetry={messages.onRetry} />
        ) : messages.items.length === 0 ? (
          <EmptyState title={intl.formatMessage(filter === 'unread' ? m.emptyUnread : m.empty)} />
        ) : (
          <>
            <ul className={`${shared.card} ${shared.list}`} aria-label={intl.formatMessage(m.title)}>
              {messages.items.map((message) => (
                <li key={message.id} className={shared.listItem}>
                  <a className={styles.item} href={message.href} data-read={message.read}>
                    <span className={styles.marker}>
                      {message.read ? null : <span className={shared.dot} aria-hidden="true" />}
                    </span>
                    <span className={styles.body}>
                      <span className={`${styles.title} ${message.read ? '' : styles.unreadTitle}`}>
                        {message.read ? null : (
                          <span className={visuallyHidden}>{intl.formatMessage(m.unreadMarker)}: </span>
                        )}
                        {message.title}
                      </span>
                      <span className={styles.preview}>{message.preview}</span>
                      <span className={styles.meta}>
                        <span>{intl.formatMessage(message.kind === 'system' ? m.system : m.operator)}</span>
                        <time dateTime={message.createdAt}>{formatDateTime(intl, message.createdAt)}</time>
                      </span>
                    </span>
                    <span className={shared.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <LoadMore hasMore={messages.hasMore} loadingMore={messages.loadingMore} onLoadMore={messages.onLoadMore} />
          </>
        )}
      </div>
    </AppShell>
  );
}
