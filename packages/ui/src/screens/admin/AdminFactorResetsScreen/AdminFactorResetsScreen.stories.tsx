import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminShell } from '../AdminShell/AdminShell.tsx';
import { adminShellProps } from '../AdminShell/AdminShell.fixtures.ts';
import { reviewShellSections } from '../internal/review/withReviewShell.tsx';
import { AdminFactorResetsScreen } from './AdminFactorResetsScreen.tsx';
import {
  adminFactorResetReview,
  adminFactorResetRows,
  adminFactorResetsProps,
} from './AdminFactorResetsScreen.fixtures.ts';

/** The queues' shell, with factor resets in its navigation. */
const withShell: Decorator = (Story) => (
  <AdminShell
    {...adminShellProps}
    sections={[...reviewShellSections, { key: 'factorResets', href: '#/admin/factorResets' }]}
    active="factorResets"
  >
    <Story />
  </AdminShell>
);

const awaiting = adminFactorResetRows.filter((row) => row.status === 'awaiting_second_approval');
const queue = {
  filter: 'awaiting_second_approval',
  items: awaiting,
  pageInfo: { page: 1, size: 20, total: 2 },
} as const;

const meta = {
  title: 'Admin/Security/AdminFactorResetsScreen',
  component: AdminFactorResetsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell],
  args: {
    ...adminFactorResetsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminFactorResetsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Awaiting: Story = { args: queue };
/** Requested by another operator: this one may approve it. */
export const Deciding: Story = { args: { ...queue, review: adminFactorResetReview } };
/** The requester opened their own request: only reject. */
export const OwnRequest: Story = { args: { ...queue, review: { ...adminFactorResetReview, resetId: '33' } } };
export const ConfirmApprove: Story = {
  args: { ...queue, review: { ...adminFactorResetReview, confirmation: 'approve' } },
};
export const ConfirmReject: Story = {
  args: { ...queue, review: { ...adminFactorResetReview, resetId: '33', confirmation: 'reject' } },
};
export const Refused: Story = {
  args: {
    ...queue,
    review: {
      ...adminFactorResetReview,
      formError: '別のオペレーターの承認が必要です。ほかのオペレーターに確認を依頼してください。',
    },
  },
};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { ...queue, items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseDeciding: Story = { args: { ...queue, review: adminFactorResetReview }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishOwnRequest: Story = {
  args: { ...queue, review: { ...adminFactorResetReview, resetId: '33' } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { ...queue, review: adminFactorResetReview }, globals: { theme: 'dark' } };
