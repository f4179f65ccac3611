import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx';
import type { AdminUserDetailScreenProps } from './AdminUserDetailScreen.types.ts';
import { AdminUserSecurity } from './AdminUserSecurity.tsx';
import type { AdminUserSecurityProps } from './AdminUserSecurity.types.ts';
import { adminFlagChange, adminUserDetail, adminUserDetailProps } from './AdminUserDetailScreen.fixtures.ts';
import {
  adminFactorResetDecision,
  adminFactorResetRequest,
  adminPendingReset,
  adminUserFactors,
  adminUserSecurityProps,
} from './AdminUserSecurity.fixtures.ts';

const security = adminUserSecurityProps;
const pending = { ...adminUserFactors, pendingReset: adminPendingReset };

/** The stories take the security section's props and render it into the screen's slot, as the app does. */
type StoryArgs = Omit<AdminUserDetailScreenProps, 'security'> & { security?: AdminUserSecurityProps };

const meta = {
  title: 'Admin/AdminUserDetailScreen',
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('users')],
  args: { ...adminUserDetailProps, security: undefined, onFlagToggle: fn(), onRetry: fn() },
  render: ({ security: section, ...args }) => (
    <AdminUserDetailScreen {...args} security={section ? <AdminUserSecurity {...section} /> : undefined} />
  ),
} satisfies Meta<StoryArgs>;
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
/** The customer's sign-in factors and history (issue 19). */
export const SecurityFactors: Story = { args: { security } };
export const SecurityNoPasskey: Story = {
  args: {
    security: {
      ...security,
      factors: { ...adminUserFactors, passkeys: [], recoveryCodesLeft: 0, recoveryCodesGeneratedAt: null },
    },
  },
};
export const SecurityResetRequest: Story = {
  args: { security: { ...security, resetRequest: adminFactorResetRequest } },
};
export const SecurityResetRequestInvalid: Story = {
  args: {
    security: {
      ...security,
      resetRequest: {
        ...adminFactorResetRequest,
        reason: { ...adminFactorResetRequest.reason, errorMessage: '理由を選んでください' },
        memoField: adminTextAreaBinding('memo', { invalid: true, errorMessage: '本人確認の方法を入力してください' }),
        formError: 'このお客さまには、リセットするパスキーやリカバリーコードがありません。',
      },
    },
  },
};
/** A reset requested by another operator: this one may approve it. */
export const SecurityResetPending: Story = {
  args: { security: { ...security, factors: pending, resetDecision: adminFactorResetDecision } },
};
/** The requester sees their own request: only reject. */
export const SecurityResetOwnRequest: Story = {
  args: {
    security: { ...security, operatorAccount: '0000000001', factors: pending, resetDecision: adminFactorResetDecision },
  },
};
export const SecurityResetConfirmApprove: Story = {
  args: {
    security: {
      ...security,
      factors: pending,
      resetDecision: { ...adminFactorResetDecision, confirmation: 'approve' },
    },
  },
};
export const SecurityLoading: Story = {
  args: {
    security: {
      ...security,
      status: 'loading',
      factors: undefined,
      signIns: { ...security.signIns, status: 'loading' },
    },
  },
};
export const SecurityError: Story = {
  args: {
    security: { ...security, status: 'error', factors: undefined, signIns: { ...security.signIns, status: 'error' } },
  },
};
export const SecurityChinese: Story = {
  args: { security: { ...security, factors: pending, resetDecision: adminFactorResetDecision } },
  globals: { locale: 'cn' },
};
export const SecurityEnglish: Story = {
  args: { security: { ...security, resetRequest: adminFactorResetRequest } },
  globals: { locale: 'us' },
};
