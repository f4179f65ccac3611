import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AccountPanelProps, AppShellProps, BottomNavKey } from '@kabuto/ui';
import { unreadCountQuery } from '../routes/mine/mine.queries.ts';
import { useAppConfig } from './AppConfigContext.ts';
import { changeLocale, readLocale } from './intl.ts';
import { getHref } from './paths.ts';
import { useSession } from './session.ts';
import { accountPanelHrefs, bottomNavHrefs } from './shell.ts';
import { useLogout } from './useLogout.ts';

const AccountPanelChunk = lazy(() => import('./AccountPanelChunk.tsx'));

/**
 * The account panel: nothing until it is first opened, then the panel (its code, with the dialog primitives it
 * needs, loads then, so no route carries it), kept mounted so it can close.
 */
function AccountPanelSlot(props: AccountPanelProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AccountPanelChunk {...props} />
    </Suspense>
  );
}

/**
 * The shared chrome of a logged-in screen: top bar (with the unread-messages count), header, bottom menu and the
 * slide-in account panel. Support goes to the in-app support page, which shows the anti-scam notice before the kefu
 * link from config.
 */
export function useShell(options: {
  title: string;
  active: BottomNavKey;
  /** A back link in the header (e.g. the menu for account pages). */
  backHref?: string;
}): Omit<AppShellProps, 'children'> {
  const config = useAppConfig();
  const session = useSession();
  const logout = useLogout();
  const [panelOpen, setPanelOpen] = useState(false);
  const account = session?.account ?? '';
  const unread = useQuery({ ...unreadCountQuery(account), enabled: account !== '' });
  const unreadCount = unread.data?.unread ?? 0;
  const supportHref = getHref('support');

  return {
    simulator: config.mode === 'simulator',
    header: { title: options.title, ...(options.backHref ? { backHref: options.backHref } : {}) },
    topBar: {
      messagesHref: getHref('messages'),
      supportHref,
      onMypage: () => setPanelOpen(true),
      accountPanelOpen: panelOpen,
      unreadCount,
    },
    bottomNav: { active: options.active, hrefs: bottomNavHrefs },
    accountPanel: (
      <AccountPanelSlot
        open={panelOpen}
        onOpenChange={setPanelOpen}
        account={account}
        hrefs={accountPanelHrefs}
        supportHref={supportHref}
        locale={readLocale()}
        onLocaleChange={changeLocale}
        unreadCount={unreadCount}
        onLogout={() => {
          setPanelOpen(false);
          void logout();
        }}
      />
    ),
  };
}
