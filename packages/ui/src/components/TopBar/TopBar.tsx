import { useIntl, type MessageDescriptor } from 'react-intl';
import { iconAction } from '../../internal/chrome.css.ts';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import * as styles from './TopBar.css.ts';
import { topBarMessages } from './TopBar.messages.ts';

export interface TopBarProps {
  messagesHref: string;
  /**
   * Customer service. Point it at the in-app support page (a `#/…` href) so the user reads the anti-scam notice
   * before the kefu link; an external address opens in a new tab.
   */
  supportHref: string;
  /** Opens the account panel. */
  onMypage: () => void;
  /** Whether the account panel is open (for aria-expanded). */
  accountPanelOpen?: boolean;
  /** Unread messages: a badge on the messages shortcut, spoken as part of its name. 0 or absent shows none. */
  unreadCount?: number;
}

/** The badge text: exact up to 99, then "99+" so the badge keeps its size. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function TopBar({
  messagesHref,
  supportHref,
  onMypage,
  accountPanelOpen = false,
  unreadCount = 0,
}: TopBarProps) {
  const intl = useIntl();
  const unread = Math.max(0, Math.floor(unreadCount));
  const external = !supportHref.startsWith('#');
  return (
    <div className={styles.bar}>
      <div className={styles.group}>
        <a className={`${iconAction} ${styles.badged}`} href={messagesHref}>
          <Icon name="mail" />
          {/* The name is text, not aria-label, so the visible count never disagrees with what is spoken. */}
          <span className={visuallyHidden}>
            {unread > 0
              ? intl.formatMessage(topBarMessages.messagesUnread as MessageDescriptor, { count: unread })
              : intl.formatMessage(topBarMessages.messages)}
          </span>
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </a>
        <a
          className={iconAction}
          href={supportHref}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
