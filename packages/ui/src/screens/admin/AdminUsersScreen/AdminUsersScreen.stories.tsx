import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminUsersScreen } from './AdminUsersScreen.tsx';
import { adminUsersProps } from './AdminUsersScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminUsersScreen',
  component: AdminUsersScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('users')],
  args: { ...adminUsersProps, onPageChange: fn(), onSearch: fn(), onFlagChange: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminUsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', users: [] } };
export const Empty: Story = { args: { users: [], pageInfo: { page: 1, size: 20, total: 0 }, search: '0999' } };
export const Error: Story = { args: { status: 'error', users: [] } };
export const Paged: Story = { args: { pageInfo: { page: 2, size: 20, total: 143 }, flag: 'frozen' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
