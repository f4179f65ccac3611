import { useState } from 'react';
import { AccountPanel, type AppShellProps, type BottomNavKey } from '@kabuto/ui';
import { useAppConfig } from './AppConfigContext.ts';
import { changeLocale, readLocale } from './intl.ts';
import { getHref } from './paths.ts';
import { useSession } from './session.ts';
import { accountPanelHrefs, bottomNavHrefs } from './shell.ts';
import { useLogout } from './useLogout.ts';

/** The shared chrome of a logged-in screen: top bar, header, bottom menu and the slide-in account panel. */
export function useShell(options: { title: string; active: BottomNavKey }): Omit<AppShellProps, 'children'> {
  const config = useAppConfig();
  const session = useSession();
  const logout = useLogout();
  const [panelOpen, setPanelOpen] = useState(false);

  return {
    simulator: config.mode === 'simulator',
    header: { title: options.title },
    topBar: {
      messagesHref: getHref('messages'),
      supportHref: config.kefu,
      onMypage: () => setPanelOpen(true),
      accountPanelOpen: panelOpen,
    },
    bottomNav: { active: options.active, hrefs: bottomNavHrefs },
    accountPanel: (
      <AccountPanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        account={session?.account ?? ''}
        hrefs={accountPanelHrefs}
        supportHref={config.kefu}
        locale={readLocale()}
        onLocaleChange={changeLocale}
        onLogout={() => {
          setPanelOpen(false);
          void logout();
        }}
      />
    ),
  };
}
