import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminConfigScreen } from './AdminConfigScreen.tsx';
import { adminConfigEdit, adminConfigProps } from './AdminConfigScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminConfigScreen',
  component: AdminConfigScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('config')],
  args: { ...adminConfigProps, onRetry: fn(), onEdit: fn() },
} satisfies Meta<typeof AdminConfigScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', entries: [] } };
export const Empty: Story = { args: { entries: [] } };
export const Error: Story = { args: { status: 'error', entries: [] } };
export const EditingText: Story = { args: { editing: adminConfigEdit } };
export const EditingYenInvalid: Story = {
  args: {
    editing: {
      ...adminConfigEdit,
      name: 'withdrawal_max',
      field: fieldBinding('value', { invalid: true, errorMessage: '100〜5,000,000の範囲で入力してください' }),
    },
  },
};
export const EditingSwitch: Story = {
  args: { editing: { ...adminConfigEdit, name: 'invite_required', choice: { value: '0', onValueChange: fn() } } },
};
export const Saving: Story = {
  args: { editing: { ...adminConfigEdit, name: 'loan_rate_percent', submitting: true } },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
