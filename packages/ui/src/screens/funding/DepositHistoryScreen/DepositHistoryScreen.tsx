import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import * as mine from '../../mine/shared/mine.css.ts';
import { DepositNoticeDetails } from '../shared/DepositNotice.tsx';
import * as styles from '../shared/funding.css.ts';
import { FundingSkeleton, LoadMore } from '../shared/parts.tsx';
import { depositHistoryScreenMessages as m } from './DepositHistoryScreen.messages.ts';
import type { DepositHistoryScreenProps } from './DepositHistoryScreen.types.ts';

/** Deposit history (/mine/stored): each notice's amount, state, times and — when rejected — the reason. */
export function DepositHistoryScreen({ shell, deposits, onCancel, depositHref }: DepositHistoryScreenProps) {
  const intl = useIntl();
  const depositLink = (
    <a className={buttonStyles({ variant: 'secondary' })} href={depositHref}>
      {intl.formatMessage(m.deposit)}
    </a>
  );
  return (
    <AppShell {...shell}>
      <div className={mine.column}>
        <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
        {deposits.status === 'loading' ? (
          <FundingSkeleton cards={3} />
        ) : deposits.status === 'error' ? (
          <ErrorState onRetry={deposits.onRetry} />
        ) : deposits.items.length === 0 ? (
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyText)}
            action={depositLink}
          />
        ) : (
          <>
            <section className={mine.card}>
              <ul className={mine.list} aria-label={intl.formatMessage(m.listLabel)}>
                {deposits.items.map((notice) => (
                  <li key={notice.id} className={styles.record}>
                    <DepositNoticeDetails notice={notice} onCancel={onCancel} />
                  </li>
                ))}
              </ul>
            </section>
            <LoadMore hasMore={deposits.hasMore} loadingMore={deposits.loadingMore} onLoadMore={deposits.onLoadMore} />
          </>
        )}
      </div>
    </AppShell>
  );
}
