import type { AdminShellProps } from './AdminShell.types.ts';

export const adminShellProps: Omit<AdminShellProps, 'children'> = {
  title: 'Kabuto',
  sections: [
    { key: 'users', href: '#/admin/users' },
    { key: 'agents', href: '#/admin/agents' },
    { key: 'messages', href: '#/admin/messages' },
    { key: 'news', href: '#/admin/news' },
    { key: 'config', href: '#/admin/config' },
    { key: 'audit', href: '#/admin/audit' },
  ],
  active: 'users',
  operator: { account: '0000000001', displayName: '鈴木 一郎' },
  onSignOut: () => undefined,
};
