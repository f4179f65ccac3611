import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { MenuScreen, menuScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { menuHrefs } from '../../app/shell.ts';
import { useShell } from '../../app/useShell.tsx';
import { useLogout } from '../../app/useLogout.ts';
import { unreadCountQuery } from './mine.queries.ts';

/** /mine/menu: the bottom navigation's menu tab. */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({ title: intl.formatMessage(menuScreenMessages.title), active: 'menu' });
  const unread = useQuery({ ...unreadCountQuery(account), enabled: account !== '' });
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <MenuScreen
      shell={shell}
      account={account}
      unreadCount={unread.data?.unread ?? 0}
      hrefs={menuHrefs}
      withinDaysHref={getHref('withinDays')}
      securityHref={getHref('security')}
      loggingOut={loggingOut}
      onLogout={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        void logout();
      }}
    />
  );
}
