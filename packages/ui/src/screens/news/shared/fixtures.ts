import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { NewsShell } from './news.types.ts';

/** The shell of a news screen in stories and tests: the news tab active, an optional back link. */
export function newsShell(title: string, options: { backHref?: string } = {}): NewsShell {
  return {
    ...shellProps,
    header: { title, ...(options.backHref ? { backHref: options.backHref } : {}) },
    topBar: { messagesHref: '#/mine/message', supportHref: '#/mine/support', onMypage: () => {}, unreadCount: 1 },
    bottomNav: { ...shellProps.bottomNav!, active: 'news' },
  };
}
