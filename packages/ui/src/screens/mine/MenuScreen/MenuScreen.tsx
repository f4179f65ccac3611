import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { formatWith } from '../shared/format.ts';
import * as styles from '../shared/mine.css.ts';
import { menuScreenMessages } from './MenuScreen.messages.ts';
import { menuGroups, type MenuGroup, type MenuScreenProps } from './MenuScreen.types.ts';

const groupTitles = {
  funds: menuScreenMessages.funds,
  investing: menuScreenMessages.investing,
  account: menuScreenMessages.accountGroup,
  rewards: menuScreenMessages.rewards,
  help: menuScreenMessages.help,
} as const;

/**
 * The menu tab of the bottom navigation: every account page in five groups (money, investing, account, messages,
 * help), and logout. It shows only the account
 * number the app already holds, so it has no loading or error state of its own.
 */
export function MenuScreen({
  shell,
  account,
  unreadCount = 0,
  hrefs,
  securityHref,
  withinDaysHref,
  onLogout,
  loggingOut = false,
}: MenuScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={styles.column}>
        <p className={styles.card}>
          <span className={styles.muted}>{intl.formatMessage(menuScreenMessages.account)}</span>
          <span className={styles.code}>{account}</span>
        </p>
        {(Object.keys(menuGroups) as MenuGroup[]).map((group) => (
          <nav key={group} className={styles.card} aria-labelledby={`menu-${group}`}>
            <h2 id={`menu-${group}`} className={styles.cardTitle}>
              {intl.formatMessage(groupTitles[group])}
            </h2>
            <ul className={styles.list}>
              {menuGroups[group].map((key) => (
                <li key={key} className={styles.listItem}>
                  <a className={styles.linkRow} href={hrefs[key]}>
                    <span className={styles.linkLabel}>{intl.formatMessage(menuScreenMessages[key])}</span>
                    {key === 'messages' && unreadCount > 0 ? (
                      <>
                        <span className={styles.badge} aria-hidden="true">
                          {unreadCount > 99 ? '99+' : unreadCount}
                        </span>
                        <span className={visuallyHidden}>
                          {formatWith(intl, menuScreenMessages.unread, { count: unreadCount })}
                        </span>
                      </>
                    ) : null}
                    <span className={styles.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ))}
              {group === 'investing' && withinDaysHref ? (
                <li className={styles.listItem}>
                  <a className={styles.linkRow} href={withinDaysHref}>
                    <span className={styles.linkLabel}>{intl.formatMessage(menuScreenMessages.withinDays)}</span>
                    <span className={styles.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ) : null}
              {group === 'account' && securityHref ? (
                <li className={styles.listItem}>
                  <a className={styles.linkRow} href={securityHref}>
                    <span className={styles.linkLabel}>{intl.formatMessage(menuScreenMessages.securityLink)}</span>
                    <span className={styles.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
        <Button variant="secondary" fullWidth onClick={onLogout} loading={loggingOut}>
          {intl.formatMessage(menuScreenMessages.logout)}
        </Button>
      </div>
    </AppShell>
  );
}
