import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withReviewShell } from '../internal/review/withReviewShell.tsx';
import { AdminWithdrawalReviewScreen } from './AdminWithdrawalReviewScreen.tsx';
import {
  adminWithdrawalReview,
  adminWithdrawalReviewProps,
  adminWithdrawalRows,
} from './AdminWithdrawalReviewScreen.fixtures.ts';

const open = adminWithdrawalRows.filter((row) => row.status === 'pending' || row.status === 'awaiting_second_approval');
const queue = { filter: 'pending', items: open, pageInfo: { page: 1, size: 20, total: 2 } } as const;
const second = { ...adminWithdrawalReview, itemId: '7031' };

const meta = {
  title: 'Admin/AdminWithdrawalReviewScreen',
  component: AdminWithdrawalReviewScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withReviewShell('withdrawals')],
  args: {
    ...adminWithdrawalReviewProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminWithdrawalReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: queue };
/** Under the threshold: one approval pays out. */
export const Reviewing: Story = { args: { ...queue, review: adminWithdrawalReview } };
/** Over the threshold, approved once by another operator: this operator may give the second approval. */
export const SecondApproval: Story = { args: { ...queue, review: second } };
/** The first approver opened it: the second approval must come from someone else. */
export const SecondApprovalBlocked: Story = { args: { ...queue, operatorAccount: '0000000002', review: second } };
export const ConfirmSecond: Story = {
  args: { ...queue, review: { ...second, confirmation: { decision: 'approve' } } },
};
export const ConfirmReject: Story = {
  args: {
    ...queue,
    review: {
      ...adminWithdrawalReview,
      reason: 'withdrawal_rejected_compliance_check',
      confirmation: { decision: 'reject', reason: 'withdrawal_rejected_compliance_check' },
    },
  },
};
export const Refused: Story = {
  args: {
    ...queue,
    review: {
      ...second,
      formError: 'この操作は別のオペレーターによる承認が必要です。他のオペレーターに確認を依頼してください。',
    },
  },
};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { ...queue, items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseSecondApproval: Story = { args: { ...queue, review: second }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishBlocked: Story = {
  args: { ...queue, operatorAccount: '0000000002', review: second },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { ...queue, review: second }, globals: { theme: 'dark' } };
