import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminAuditScreen } from './AdminAuditScreen.tsx';
import { adminAuditFilters, adminAuditProps } from './AdminAuditScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminAuditScreen',
  component: AdminAuditScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('audit')],
  args: { ...adminAuditProps, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminAuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', entries: [] } };
export const Empty: Story = { args: { entries: [], pageInfo: { page: 1, size: 50, total: 0 } } };
export const Error: Story = { args: { status: 'error', entries: [] } };
export const Filtered: Story = {
  args: {
    pageInfo: { page: 1, size: 50, total: 120 },
    filters: {
      ...adminAuditFilters,
      action: 'user_flag_set',
      toField: fieldBinding('to', { invalid: true, errorMessage: '終了日は開始日以降にしてください' }),
    },
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
