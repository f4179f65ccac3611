import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import type { Locale } from '../../intl/locales.ts';
import { Button } from '../Button/Button.tsx';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import * as styles from './AccountPanel.css.ts';
import { accountPanelMessages } from './AccountPanel.messages.ts';

/** Every link of the seed's account panel, in its order. */
export const accountPanelLinkKeys = [
  'verified',
  'messages',
  'deposit',
  'withdraw',
  'loan',
  'transactionRecords',
  'holdings',
  'bank',
  'loginPassword',
  'fundPassword',
  'about',
  'privacy',
  'myPage',
  'stockSearch',
  'newShareRecords',
] as const;
export type AccountPanelLinkKey = (typeof accountPanelLinkKeys)[number];

export interface AccountPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account number shown at the top. */
  account: string;
  hrefs: Record<AccountPanelLinkKey, string>;
  /**
   * Customer service: the in-app support page (`#/mine/support`, which shows the anti-scam notice and the kefu link
   * from config) or the kefu link itself, which then opens in a new tab. The notice is shown beside it either way.
   */
  supportHref: string;
  /** Unread messages, shown as a badge on the messages link and spoken with it. */
  unreadCount?: number;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
}

/** The slide-in account panel. */
export function AccountPanel({
  open,
  onOpenChange,
  account,
  hrefs,
  supportHref,
  locale,
  onLocaleChange,
  onLogout,
  unreadCount = 0,
}: AccountPanelProps) {
  const intl = useIntl();
  const noticeId = useId();
  const unread = Math.max(0, Math.floor(unreadCount));
  const external = !supportHref.startsWith('#');
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={intl.formatMessage(accountPanelMessages.title)}>
      <div className={styles.stack}>
        <p className={styles.account}>
          <span>{intl.formatMessage(accountPanelMessages.account)}</span>
          <span className={styles.accountNumber}>{account}</span>
        </p>
        <nav aria-label={intl.formatMessage(accountPanelMessages.links)}>
          <ul className={styles.list}>
            {accountPanelLinkKeys.map((key) => (
              <li key={key}>
                <a className={styles.link} href={hrefs[key]}>
                  <span className={styles.linkText}>
                    {intl.formatMessage(accountPanelMessages[key])}
                    {key === 'messages' && unread > 0 ? (
                      <>
                        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
                          {unread > 99 ? '99+' : unread}
                        </span>
                        <span className={visuallyHidden}>
                          {intl.formatMessage(accountPanelMessages.unread as MessageDescriptor, { count: unread })}
                        </span>
                      </>
                    ) : null}
                  </span>
                  <span className={styles.chevron}>
                    <Icon name="chevronRight" small />
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a
                className={styles.link}
                href={supportHref}
                aria-describedby={noticeId}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {intl.formatMessage(accountPanelMessages.support)}
                <span className={styles.chevron}>
                  <Icon name="headset" small />
                </span>
              </a>
            </li>
          </ul>
          <p id={noticeId} className={styles.notice}>
            <Icon name="alert" small />
            <span>{intl.formatMessage(accountPanelMessages.antiScam)}</span>
          </p>
        </nav>
        <LanguageSwitch value={locale} onValueChange={onLocaleChange} />
        <Button variant="secondary" fullWidth onClick={onLogout}>
          {intl.formatMessage(accountPanelMessages.logout)}
        </Button>
      </div>
    </Sheet>
  );
}
