import type { ReactNode } from 'react';
import { BottomNav, type BottomNavProps } from '../BottomNav/BottomNav.tsx';
import { Header, type HeaderProps } from '../Header/Header.tsx';
import { SimulatorBanner } from '../SimulatorBanner/SimulatorBanner.tsx';
import { TopBar, type TopBarProps } from '../TopBar/TopBar.tsx';
import * as styles from './AppShell.css.ts';

export interface AppShellProps {
  header: HeaderProps;
  /** Omit on pages without the top bar. */
  topBar?: TopBarProps;
  /** Omit on pages without the bottom menu. */
  bottomNav?: BottomNavProps;
  /** The AccountPanel (or nothing), rendered by the app so it owns the open state. */
  accountPanel?: ReactNode;
  /** Shows the simulated-market marker; on by default (the reference server is a simulator). */
  simulator?: boolean;
  children: ReactNode;
}

/** The shared chrome: simulator marker, top bar and header, content, bottom menu, account panel. */
export function AppShell({ header, topBar, bottomNav, accountPanel, simulator = true, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        {simulator ? <SimulatorBanner /> : null}
        {topBar ? <TopBar {...topBar} /> : null}
        <Header {...header} />
      </header>
      <main className={styles.main}>{children}</main>
      {bottomNav ? (
        <div className={styles.bottom}>
          <BottomNav {...bottomNav} />
        </div>
      ) : null}
      {accountPanel}
    </div>
  );
}
