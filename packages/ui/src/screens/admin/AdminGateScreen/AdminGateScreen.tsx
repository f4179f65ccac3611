import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import * as screenStyles from '../../screen.css.ts';
import * as styles from '../admin.css.ts';
import { adminGateScreenMessages, adminGateScreenValueMessages } from './AdminGateScreen.messages.ts';
import type { AdminGateScreenProps } from './AdminGateScreen.types.ts';

/** Before the console opens: checking the operator, a clear refusal for users, or a failure with retry. */
export function AdminGateScreen({ status, account, onSignInAgain, onRetry, appHref }: AdminGateScreenProps) {
  const intl = useIntl();
  return (
    <div className={screenStyles.page}>
      <main className={screenStyles.body}>
        {status === 'checking' ? (
          <div className={styles.skeletonRows} role="status" aria-busy="true">
            <p className={styles.lead}>{intl.formatMessage(adminGateScreenMessages.checking)}</p>
            <Skeleton height="title" width="60%" />
            <Skeleton height="block" />
          </div>
        ) : status === 'refused' ? (
          <section className={styles.section} role="alert" aria-labelledby="admin-gate-title">
            <h1 id="admin-gate-title" className={styles.sectionTitle}>
              {intl.formatMessage(adminGateScreenMessages.refusedTitle)}
            </h1>
            <p className={styles.lead}>
              {intl.formatMessage(adminGateScreenValueMessages.refusedText, { account: account ?? '' })}
            </p>
            <div className={styles.toolbarActions}>
              <Button onClick={onSignInAgain}>{intl.formatMessage(adminGateScreenMessages.signInAgain)}</Button>
            </div>
            <a href={appHref}>{intl.formatMessage(adminGateScreenMessages.backToApp)}</a>
          </section>
        ) : (
          <ErrorState onRetry={onRetry} />
        )}
      </main>
    </div>
  );
}
