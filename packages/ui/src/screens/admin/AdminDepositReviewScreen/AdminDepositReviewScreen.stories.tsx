import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withReviewShell } from '../internal/review/withReviewShell.tsx';
import { AdminDepositReviewScreen } from './AdminDepositReviewScreen.tsx';
import { adminDepositReview, adminDepositReviewProps, adminDepositRows } from './AdminDepositReviewScreen.fixtures.ts';

const pending = adminDepositRows.filter((row) => row.status === 'pending');
const queue = { filter: 'pending', items: pending, pageInfo: { page: 1, size: 20, total: 2 } } as const;

const meta = {
  title: 'Admin/AdminDepositReviewScreen',
  component: AdminDepositReviewScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withReviewShell('deposits')],
  args: {
    ...adminDepositReviewProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminDepositReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: queue };
export const Reviewing: Story = { args: { ...queue, review: adminDepositReview } };
export const ReviewInvalid: Story = {
  args: {
    ...queue,
    review: {
      ...adminDepositReview,
      creditedAmountField: fieldBinding('creditedAmount', {
        invalid: true,
        errorMessage: '0より大きい金額を入力してください',
      }),
      approveNoteField: adminTextAreaBinding('approveNote', {
        invalid: true,
        errorMessage: '金額がお知らせと違うときは、理由を書いてください',
      }),
      reasonError: '理由を選んでください',
    },
  },
};
export const ConfirmApproveDifferent: Story = {
  args: {
    ...queue,
    review: { ...adminDepositReview, confirmation: { decision: 'approve', creditedAmount: '299560' } },
  },
};
export const ConfirmReject: Story = {
  args: {
    ...queue,
    review: {
      ...adminDepositReview,
      reason: 'deposit_rejected_slip_unreadable',
      confirmation: { decision: 'reject', reason: 'deposit_rejected_slip_unreadable' },
    },
  },
};
export const Refused: Story = {
  args: {
    ...queue,
    review: { ...adminDepositReview, formError: 'この申請はすでに処理されています。一覧を更新してください。' },
  },
};
export const UserLoading: Story = {
  args: { ...queue, review: { ...adminDepositReview, user: { ...adminDepositReview.user, status: 'loading' } } },
};
export const Paged: Story = { args: { pageInfo: { page: 3, size: 20, total: 61 } } };
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { ...queue, items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseReviewing: Story = { args: { ...queue, review: adminDepositReview }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishReviewing: Story = {
  args: { ...queue, review: { ...adminDepositReview, reason: 'deposit_rejected_amount_mismatch' } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { ...queue, review: adminDepositReview }, globals: { theme: 'dark' } };
