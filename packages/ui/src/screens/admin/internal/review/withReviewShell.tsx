import type { Decorator } from '@storybook/react-vite';
import { AdminShell } from '../../AdminShell/AdminShell.tsx';
import { adminShellProps } from '../../AdminShell/AdminShell.fixtures.ts';
import type { AdminSectionKey } from '../../adminTerms.ts';

/** The review queues' stories show their screen in the shell, with the queues in its navigation. */
export const reviewShellSections = [
  { key: 'users', href: '#/admin/users' },
  { key: 'identity', href: '#/admin/reviews/identity' },
  { key: 'deposits', href: '#/admin/reviews/deposits' },
  { key: 'withdrawals', href: '#/admin/reviews/withdrawals' },
  { key: 'adjustments', href: '#/admin/adjustments' },
  { key: 'agents', href: '#/admin/reviews/agents' },
  { key: 'audit', href: '#/admin/audit' },
] as const satisfies readonly { key: AdminSectionKey; href: string }[];

export function withReviewShell(active: AdminSectionKey): Decorator {
  function ReviewShellDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <AdminShell {...adminShellProps} sections={reviewShellSections} active={active}>
        <Story />
      </AdminShell>
    );
  }
  return ReviewShellDecorator;
}
