import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminLoanApplicationsScreen } from './AdminLoanApplicationsScreen.tsx';
import {
  adminLoanApplicationsProps,
  adminLoanDecidedRows,
  adminLoanOverLimitReview,
  adminLoanReview,
} from './AdminLoanApplicationsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminLoanApplicationsScreen',
  component: AdminLoanApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('loan')],
  args: {
    ...adminLoanApplicationsProps,
    onPageChange: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof AdminLoanApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onApprove: fn(), onReject: fn(), onConfirm: fn(), onConfirmCancel: fn(), onClose: fn() };
const verified = { ...adminLoanReview, ...actions };
const overLimit = { ...adminLoanOverLimitReview, ...actions };
const decided = { filter: 'all', items: adminLoanDecidedRows, pageInfo: { page: 1, size: 20, total: 3 } } as const;

/** The working queue: pending draws oldest first, one within the limit and one above what is available now. */
export const Pending: Story = {};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
/** Every decision: approved, rejected for the collateral with a note to the user, rejected for the score. */
export const Decided: Story = { args: decided };
/** A verified user's draw within the limit: the figures the limit rests on beside the user's context. */
export const ReviewVerified: Story = { args: { review: verified } };
/** Above the available limit now: approve is disabled and says why; rejecting stays possible. */
export const ReviewOverLimit: Story = { args: { review: overLimit } };
export const ConfirmApprove: Story = { args: { review: { ...verified, confirmation: { decision: 'approve' } } } };
export const ConfirmReject: Story = {
  args: {
    review: {
      ...overLimit,
      reason: 'loan_rejected_insufficient_collateral',
      confirmation: { decision: 'reject', reason: 'loan_rejected_insufficient_collateral' },
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
    review: { ...verified, formError: '借入可能額が不足しています。' },
  },
};
export const Submitting: Story = {
  args: { review: { ...verified, submitting: true, confirmation: { decision: 'approve' } } },
};
export const Chinese: Story = { globals: { locale: 'cn' }, args: { review: verified } };
export const ChineseOverLimit: Story = { globals: { locale: 'cn' }, args: { review: overLimit } };
export const ChineseDecided: Story = { globals: { locale: 'cn' }, args: decided };
export const ChineseConfirmApprove: Story = {
  globals: { locale: 'cn' },
  args: { review: { ...verified, confirmation: { decision: 'approve' } } },
};
export const English: Story = { globals: { locale: 'us' }, args: { review: verified } };
export const EnglishOverLimit: Story = { globals: { locale: 'us' }, args: { review: overLimit } };
export const EnglishDecided: Story = { globals: { locale: 'us' }, args: decided };
export const EnglishConfirmApprove: Story = {
  globals: { locale: 'us' },
  args: { review: { ...verified, confirmation: { decision: 'approve' } } },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { review: overLimit } };
export const DarkDecided: Story = { globals: { theme: 'dark' }, args: decided };
