import { useIntl } from 'react-intl';
import { iconAction } from '../../internal/chrome.css.ts';
import { Icon } from '../../internal/icons.tsx';
import * as styles from './TopBar.css.ts';
import { topBarMessages } from './TopBar.messages.ts';

export interface TopBarProps {
  messagesHref: string;
  /** The customer-service link from config (kefu). */
  supportHref: string;
  /** Opens the account panel. */
  onMypage: () => void;
  /** Whether the account panel is open (for aria-expanded). */
  accountPanelOpen?: boolean;
}

export function TopBar({ messagesHref, supportHref, onMypage, accountPanelOpen = false }: TopBarProps) {
  const intl = useIntl();
  return (
    <div className={styles.bar}>
      <div className={styles.group}>
        <a className={iconAction} href={messagesHref} aria-label={intl.formatMessage(topBarMessages.messages)}>
          <Icon name="mail" />
        </a>
        <a
          className={iconAction}
          href={supportHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage(topBarMessages.support)}
        >
          <Icon name="headset" />
        </a>
      </div>
      <button
        type="button"
        className={styles.mypage}
        onClick={onMypage}
        aria-haspopup="dialog"
        aria-expanded={accountPanelOpen}
      >
        {intl.formatMessage(topBarMessages.mypage)}
      </button>
    </div>
  );
}
