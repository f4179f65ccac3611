import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { MineShell } from './MineFrame.tsx';

/** The shell of a mine screen in stories and tests: back to the menu, menu tab active. */
export function mineShell(title: string, options: { unreadCount?: number } = {}): MineShell {
  return {
    ...shellProps,
    header: { title, backHref: '#/mine/menu' },
    topBar: {
      messagesHref: '#/mine/message',
      supportHref: '#/mine/support',
      onMypage: () => {},
      unreadCount: options.unreadCount ?? 2,
    },
    bottomNav: { ...shellProps.bottomNav!, active: 'menu' },
  };
}
