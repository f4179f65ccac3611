import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { singleLineLabel } from '../../internal/label.css.ts';
import * as styles from './BottomNav.css.ts';
import { bottomNavMessages } from './BottomNav.messages.ts';

/** The six bottom-menu items, in the seed's order. */
export const bottomNavKeys = ['assets', 'market', 'search', 'news', 'watchlist', 'menu'] as const;
export type BottomNavKey = (typeof bottomNavKeys)[number];

const icons: Record<BottomNavKey, IconName> = {
  assets: 'wallet',
  market: 'chart',
  search: 'search',
  news: 'news',
  watchlist: 'star',
  menu: 'menu',
};

export interface BottomNavProps {
  active?: BottomNavKey;
  hrefs: Record<BottomNavKey, string>;
}

export function BottomNav({ active, hrefs }: BottomNavProps) {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(bottomNavMessages.label)}>
      <ul className={styles.list}>
        {bottomNavKeys.map((key) => {
          const label = intl.formatMessage(bottomNavMessages[key]);
          return (
            <li key={key} className={styles.item}>
              <a className={styles.link} href={hrefs[key]} aria-current={key === active ? 'page' : undefined}>
                <span className={styles.indicator} aria-hidden="true" />
                <Icon name={icons[key]} />
                <span className={`${singleLineLabel} ${styles.label}`}>{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
