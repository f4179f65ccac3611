import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminAgentApplicationsScreen } from './AdminAgentApplicationsScreen.tsx';
import {
  adminAgentApplicationRows,
  adminAgentApplicationsProps,
  adminAgentReview,
} from './AdminAgentApplicationsScreen.fixtures.ts';

const pending = adminAgentApplicationRows.filter((row) => row.status === 'pending');

const meta = {
  title: 'Admin/AdminAgentApplicationsScreen',
  component: AdminAgentApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('agents')],
  args: {
    ...adminAgentApplicationsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminAgentApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = {
  args: { filter: 'pending', applications: pending, pageInfo: { page: 1, size: 20, total: 2 } },
};
export const Loading: Story = { args: { status: 'loading', applications: [] } };
export const Empty: Story = {
  args: { filter: 'pending', applications: [], pageInfo: { page: 1, size: 20, total: 0 } },
};
export const Error: Story = { args: { status: 'error', applications: [] } };
export const Paged: Story = { args: { pageInfo: { page: 2, size: 20, total: 57 } } };
export const Reviewing: Story = { args: { filter: 'pending', applications: pending, review: adminAgentReview } };
export const ReviewInvalid: Story = {
  args: {
    filter: 'pending',
    applications: pending,
    review: {
      ...adminAgentReview,
      ratioField: fieldBinding('ratio', { invalid: true, errorMessage: '0.00〜50.00の範囲で入力してください' }),
      reasonError: '理由を選んでください',
      formError: 'この審査はすでに決定されています。',
    },
  },
};
export const ConfirmApprove: Story = {
  args: {
    filter: 'pending',
    applications: pending,
    review: { ...adminAgentReview, confirmation: { decision: 'approve', ratio: '15.00' } },
  },
};
export const ConfirmReject: Story = {
  args: {
    filter: 'pending',
    applications: pending,
    review: {
      ...adminAgentReview,
      reason: 'agent_rejected_account_restricted',
      confirmation: { decision: 'reject', reason: 'agent_rejected_account_restricted' },
    },
  },
};
export const Submitting: Story = {
  args: {
    filter: 'pending',
    applications: pending,
    review: { ...adminAgentReview, submitting: true, confirmation: { decision: 'approve', ratio: '20.00' } },
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseReviewing: Story = {
  args: { filter: 'pending', applications: pending, review: adminAgentReview },
  globals: { locale: 'cn' },
};
export const English: Story = { globals: { locale: 'us' } };
export const EnglishReviewing: Story = {
  args: { filter: 'pending', applications: pending, review: adminAgentReview },
  globals: { locale: 'us' },
};
export const Dark: Story = {
  args: { filter: 'pending', applications: pending, review: adminAgentReview },
  globals: { theme: 'dark' },
};
