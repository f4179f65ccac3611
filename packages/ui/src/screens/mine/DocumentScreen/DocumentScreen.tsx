import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { formatDateTime, formatWith } from '../shared/format.ts';
import { MineFrame } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { documentScreenMessages as m } from './DocumentScreen.messages.ts';
import type { DocumentScreenProps } from './DocumentScreen.types.ts';
import { Markdown } from './markdown.tsx';

/** About, the privacy policy or the user agreement, in the user's language. */
export function DocumentScreen({ shell, status, onRetry, document }: DocumentScreenProps) {
  const intl = useIntl();
  return (
    <MineFrame shell={shell} status={status} onRetry={onRetry} skeletonCards={2}>
      {document && document.body.trim() !== '' ? (
        <article className={styles.card} aria-labelledby="document-title">
          <h2 id="document-title" className={styles.cardTitle}>
            {document.title}
          </h2>
          <p className={styles.muted}>
            {formatWith(intl, m.version, {
              version: document.version,
              date: formatDateTime(intl, document.updatedAt),
            })}
          </p>
          <Markdown source={document.body} />
        </article>
      ) : (
        <EmptyState title={intl.formatMessage(m.empty)} />
      )}
    </MineFrame>
  );
}
