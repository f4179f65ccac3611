import type { Decorator } from '@storybook/react-vite';
import { AdminShell } from '../AdminShell/AdminShell.tsx';
import { adminShellProps } from '../AdminShell/AdminShell.fixtures.ts';
import type { AdminSectionKey } from '../adminTerms.ts';

/** Stories show a console screen inside the shell the app puts around it. */
export function withAdminShell(active: AdminSectionKey): Decorator {
  function AdminShellDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <AdminShell {...adminShellProps} active={active}>
        <Story />
      </AdminShell>
    );
  }
  return AdminShellDecorator;
}
