import { bottomNavHrefs } from '../BottomNav/BottomNav.fixtures.ts';
import type { AppShellProps } from './AppShell.tsx';

export const shellProps: Omit<AppShellProps, 'children'> = {
  header: { title: '資産' },
  topBar: { messagesHref: '#/mine/message', supportHref: 'https://support.example.com', onMypage: () => {} },
  bottomNav: { active: 'assets', hrefs: bottomNavHrefs },
};
