import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx';
import { adminFlagChange, adminUserDetail, adminUserDetailProps } from './AdminUserDetailScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminUserDetailScreen',
  component: AdminUserDetailScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('users')],
  args: { ...adminUserDetailProps, onFlagToggle: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminUserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', user: undefined } };
export const Error: Story = { args: { status: 'error', user: undefined } };
export const NotFound: Story = { args: { status: 'notFound', user: undefined } };
export const NewUser: Story = {
  args: {
    user: {
      ...adminUserDetail,
      realName: null,
      realNameStatus: 'unverified',
      flags: { frozen: false, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false },
      invitedBy: null,
      isAgent: false,
      rebatePercent: null,
      lastLoginAt: null,
      balances: [],
      sessions: [],
    },
    ledger: { ...adminUserDetailProps.ledger, entries: [], pageInfo: { page: 1, size: 20, total: 0 } },
  },
};
export const LedgerLoading: Story = {
  args: { ledger: { ...adminUserDetailProps.ledger, status: 'loading', entries: [] } },
};
export const LedgerError: Story = {
  args: { ledger: { ...adminUserDetailProps.ledger, status: 'error', entries: [] } },
};
export const FlagDialog: Story = { args: { flagChange: adminFlagChange } };
export const FlagDialogInvalid: Story = {
  args: {
    flagChange: {
      ...adminFlagChange,
      flag: 'withdrawalBarred',
      value: true,
      messageField: adminTextAreaBinding('message', { invalid: true, errorMessage: '入力してください' }),
      formError: 'このアカウントは変更できません。',
    },
  },
};
export const FlagDialogSubmitting: Story = { args: { flagChange: { ...adminFlagChange, submitting: true } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
