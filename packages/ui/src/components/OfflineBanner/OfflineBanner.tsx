import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './OfflineBanner.css.ts';
import { offlineBannerMessages } from './OfflineBanner.messages.ts';

export interface OfflineBannerProps {
  /** The app cannot reach its server: no network, or its requests fail. The app decides; the banner only shows it. */
  offline: boolean;
  /** Checks the connection again now; the button shows only when given. */
  onRetry?: () => void;
  /** A check is under way: the button is pending. */
  retrying?: boolean;
}

/**
 * The notice that the app is offline, over the page above the bottom menu, until the connection is back. Its live
 * region stays in the page while online (empty), so that a screen reader announces the change when it comes.
 */
export function OfflineBanner({ offline, onRetry, retrying = false }: OfflineBannerProps) {
  const intl = useIntl();
  return (
    <div className={styles.region} role="status">
      {offline ? (
        <div className={styles.notice}>
          <span className={styles.icon}>
            <Icon name="alert" />
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{intl.formatMessage(offlineBannerMessages.title)}</p>
            <p className={styles.text}>{intl.formatMessage(offlineBannerMessages.text)}</p>
          </div>
          {onRetry ? (
            <Button className={styles.action} variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
              {intl.formatMessage(offlineBannerMessages.retry)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
