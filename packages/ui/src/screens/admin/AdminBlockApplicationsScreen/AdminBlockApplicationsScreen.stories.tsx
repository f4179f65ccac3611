import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminBlockApplicationsScreen } from './AdminBlockApplicationsScreen.tsx';
import {
  adminBlockApplicationReview,
  adminBlockApplicationsDecided,
  adminBlockApplicationsProps,
} from './AdminBlockApplicationsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminBlockApplicationsScreen',
  component: AdminBlockApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('blockApplications')],
  args: {
    ...adminBlockApplicationsProps,
    onPageChange: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof AdminBlockApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const review = { ...adminBlockApplicationReview, onConfirm: fn(), onConfirmCancel: fn(), onClose: fn() };

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Decided: Story = {
  args: { filter: 'all', items: adminBlockApplicationsDecided, pageInfo: { page: 1, size: 20, total: 2 } },
};
export const OneDistribution: Story = {
  args: { filter: 'all', distribution: { id: '41', clearHref: '#/admin/reviews/blockApplications?status=all' } },
};
export const Reviewing: Story = { args: { review } };
export const ConfirmApprove: Story = { args: { review: { ...review, confirmation: { decision: 'approve' } } } };
export const ConfirmReject: Story = {
  args: {
    review: {
      ...review,
      reason: 'block_rejected_eligibility_not_met',
      confirmation: { decision: 'reject', reason: 'block_rejected_eligibility_not_met' },
    },
  },
};
export const RejectWithoutReason: Story = { args: { review: { ...review, reasonError: '選択肢から選んでください' } } };
export const ReviewingApproved: Story = { args: { review: { ...review, itemId: '6098' } } };
export const Refused: Story = {
  args: { review: { ...review, formError: 'この申込はすでに審査済みです。一覧を更新してください。' } },
};
export const Chinese: Story = { globals: { locale: 'cn' }, args: { review } };
export const English: Story = { globals: { locale: 'us' }, args: { review } };
export const Dark: Story = { globals: { theme: 'dark' } };
