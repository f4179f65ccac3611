import { useIntl } from 'react-intl';
import { Icon } from '../../internal/icons.tsx';
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
  /** Customer service (kefu) link from config. */
  supportHref: string;
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
}: AccountPanelProps) {
  const intl = useIntl();
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
                  {intl.formatMessage(accountPanelMessages[key])}
                  <span className={styles.chevron}>
                    <Icon name="chevronRight" small />
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a className={styles.link} href={supportHref} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(accountPanelMessages.support)}
                <span className={styles.chevron}>
                  <Icon name="headset" small />
                </span>
              </a>
            </li>
          </ul>
        </nav>
        <LanguageSwitch value={locale} onValueChange={onLocaleChange} />
        <Button variant="secondary" fullWidth onClick={onLogout}>
          {intl.formatMessage(accountPanelMessages.logout)}
        </Button>
      </div>
    </Sheet>
  );
}
