import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminDayTradeApplicationsScreen } from './AdminDayTradeApplicationsScreen.tsx';
import {
  adminDayTradeApplicationsProps,
  adminDayTradeDecidedRows,
  adminDayTradeReview,
  adminDayTradeUnverifiedReview,
} from './AdminDayTradeApplicationsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminDayTradeApplicationsScreen',
  component: AdminDayTradeApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('dayTrade')],
  args: {
    ...adminDayTradeApplicationsProps,
    onPageChange: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof AdminDayTradeApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onApprove: fn(), onReject: fn(), onConfirm: fn(), onConfirmCancel: fn(), onClose: fn() };
const verified = { ...adminDayTradeReview, ...actions };
const unverified = { ...adminDayTradeUnverifiedReview, ...actions };
const decided = { filter: 'all', items: adminDayTradeDecidedRows, pageInfo: { page: 1, size: 20, total: 3 } } as const;

/** The working queue: pending applications oldest first, a verified and an unverified applicant. */
export const Pending: Story = {};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
/** Every state: approved, rejected with a reason and a note to the user, cancelled by the user. */
export const Decided: Story = { args: decided };
export const ReviewVerified: Story = { args: { review: verified } };
/** Identity not verified: approve is disabled and says why; rejecting stays possible. */
export const ReviewUnverified: Story = { args: { review: unverified } };
export const ConfirmApprove: Story = { args: { review: { ...verified, confirmation: { decision: 'approve' } } } };
export const ConfirmReject: Story = {
  args: {
    review: {
      ...unverified,
      reason: 'daytrade_rejected_identity_not_verified',
      confirmation: { decision: 'reject', reason: 'daytrade_rejected_identity_not_verified' },
    },
  },
};
export const RejectInvalid: Story = {
  args: {
    review: {
      ...verified,
      reasonError: '選択肢から選んでください',
      noteField: adminTextAreaBinding('note', { invalid: true, errorMessage: '500文字以内で入力してください' }),
    },
  },
};
export const Refused: Story = {
  args: {
    review: { ...verified, formError: 'この申請はすでに処理されています。一覧を更新してください。' },
  },
};
export const Submitting: Story = {
  args: { review: { ...verified, submitting: true, confirmation: { decision: 'approve' } } },
};
export const Chinese: Story = { globals: { locale: 'cn' }, args: { review: verified } };
export const ChineseUnverified: Story = { globals: { locale: 'cn' }, args: { review: unverified } };
export const ChineseDecided: Story = { globals: { locale: 'cn' }, args: decided };
export const English: Story = { globals: { locale: 'us' }, args: { review: verified } };
export const EnglishUnverified: Story = { globals: { locale: 'us' }, args: { review: unverified } };
export const EnglishDecided: Story = { globals: { locale: 'us' }, args: decided };
export const Dark: Story = { globals: { theme: 'dark' }, args: { review: unverified } };
