import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withReviewShell } from '../internal/review/withReviewShell.tsx';
import { AdminIdentityReviewScreen } from './AdminIdentityReviewScreen.tsx';
import {
  adminIdentityReview,
  adminIdentityReviewProps,
  adminIdentityRows,
} from './AdminIdentityReviewScreen.fixtures.ts';

const pending = adminIdentityRows.filter((row) => row.status === 'pending');
const queue = { filter: 'pending', items: pending, pageInfo: { page: 1, size: 20, total: 2 } } as const;

const meta = {
  title: 'Admin/AdminIdentityReviewScreen',
  component: AdminIdentityReviewScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withReviewShell('identity')],
  args: {
    ...adminIdentityReviewProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminIdentityReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: queue };
export const Reviewing: Story = { args: { ...queue, review: adminIdentityReview } };
export const ImagesLoading: Story = {
  args: {
    ...queue,
    review: {
      ...adminIdentityReview,
      document: { status: 'loading', onRetry: fn() },
      user: { ...adminIdentityReview.user, status: 'loading' },
    },
  },
};
export const ImagesError: Story = {
  args: {
    ...queue,
    review: {
      ...adminIdentityReview,
      document: { status: 'error', onRetry: fn() },
      user: { ...adminIdentityReview.user, status: 'error' },
    },
  },
};
export const ReviewInvalid: Story = {
  args: {
    ...queue,
    review: {
      ...adminIdentityReview,
      reasonError: '理由を選んでください',
      noteField: adminTextAreaBinding('note', { invalid: true, errorMessage: '500文字以内で入力してください' }),
      formError: 'この申請はすでに処理されています。一覧を更新してください。',
    },
  },
};
export const ConfirmApprove: Story = {
  args: { ...queue, review: { ...adminIdentityReview, confirmation: { decision: 'approve' } } },
};
export const ConfirmReject: Story = {
  args: {
    ...queue,
    review: {
      ...adminIdentityReview,
      reason: 'identity_rejected_image_unreadable',
      confirmation: { decision: 'reject', reason: 'identity_rejected_image_unreadable' },
    },
  },
};
export const Submitting: Story = {
  args: { ...queue, review: { ...adminIdentityReview, submitting: true, confirmation: { decision: 'approve' } } },
};
export const Paged: Story = { args: { pageInfo: { page: 2, size: 20, total: 57 } } };
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { ...queue, items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseReviewing: Story = { args: { ...queue, review: adminIdentityReview }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishReviewing: Story = {
  args: { ...queue, review: { ...adminIdentityReview, reason: 'identity_rejected_name_mismatch' } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { ...queue, review: adminIdentityReview }, globals: { theme: 'dark' } };
