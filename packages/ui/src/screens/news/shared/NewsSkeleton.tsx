import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as styles from './news.css.ts';
import { newsCommonMessages } from './newsCommon.messages.ts';

/** A loading placeholder shaped like the news cards, in a busy region with a spoken label. */
export function NewsSkeleton({ cards = 3 }: { cards?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.loading} aria-busy="true" data-testid="news-skeleton">
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(newsCommonMessages.loading)}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="30%" />
          <Skeleton width="85%" height="title" />
          <Skeleton width="95%" />
          <Skeleton width="60%" />
        </div>
      ))}
    </div>
  );
}
