import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { formatDateTime } from '../shared/format.ts';
import { MineFrame } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { messageListScreenMessages } from '../MessageListScreen/MessageListScreen.messages.ts';
import { messageDetailScreenMessages as m } from './MessageDetailScreen.messages.ts';
import type { MessageDetailScreenProps } from './MessageDetailScreen.types.ts';

/** One message in full (opening it marks it read). */
export function MessageDetailScreen({ shell, status, onRetry, message, inboxHref }: MessageDetailScreenProps) {
  const intl = useIntl();
  const inboxLink = <a href={inboxHref}>{intl.formatMessage(m.inbox)}</a>;
  return (
    <MineFrame shell={shell} status={status === 'notFound' ? 'ready' : status} onRetry={onRetry} skeletonCards={1}>
      {status === 'notFound' ? (
        <EmptyState title={intl.formatMessage(m.notFound)} action={inboxLink} />
      ) : message ? (
        <>
          <article className={styles.card} aria-labelledby="message-title">
            <h2 id="message-title" className={styles.cardTitle}>
              {message.title}
            </h2>
            <p className={styles.muted}>
              {intl.formatMessage(
                message.kind === 'system' ? messageListScreenMessages.system : messageListScreenMessages.operator,
              )}{' '}
              · <time dateTime={message.createdAt}>{formatDateTime(intl, message.createdAt)}</time>
            </p>
            <p className={styles.paragraph}>{message.body}</p>
            {message.recordHref ? <a href={message.recordHref}>{intl.formatMessage(m.record)}</a> : null}
          </article>
          {inboxLink}
        </>
      ) : null}
    </MineFrame>
  );
}
