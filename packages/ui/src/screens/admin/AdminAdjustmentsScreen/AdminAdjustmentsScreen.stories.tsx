import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withReviewShell } from '../internal/review/withReviewShell.tsx';
import { AdminAdjustmentsScreen } from './AdminAdjustmentsScreen.tsx';
import {
  adminAdjustmentCreate,
  adminAdjustmentDecision,
  adminAdjustmentRows,
  adminAdjustmentsProps,
} from './AdminAdjustmentsScreen.fixtures.ts';

const awaiting = adminAdjustmentRows.filter((row) => row.status === 'awaiting_second_approval');
const queue = {
  filter: 'awaiting_second_approval',
  items: awaiting,
  pageInfo: { page: 1, size: 20, total: 2 },
} as const;

const meta = {
  title: 'Admin/AdminAdjustmentsScreen',
  component: AdminAdjustmentsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withReviewShell('adjustments')],
  args: {
    ...adminAdjustmentsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onAccountChange: fn(),
    onOpenCreate: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminAdjustmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Awaiting: Story = { args: queue };
export const Requesting: Story = { args: { ...queue, create: adminAdjustmentCreate } };
export const RequestInvalid: Story = {
  args: {
    ...queue,
    create: {
      ...adminAdjustmentCreate,
      accountField: fieldBinding('account', { invalid: true, errorMessage: '10桁の口座番号を入力してください' }),
      amountField: fieldBinding('amount', { invalid: true, errorMessage: '0より大きい金額を入力してください' }),
      reason: { ...adminAdjustmentCreate.reason, errorMessage: '理由を選んでください' },
      memoField: adminTextAreaBinding('memo', { invalid: true, errorMessage: 'メモを入力してください' }),
      formError: 'アカウントが存在しません。',
    },
  },
};
export const RequestSubmitting: Story = { args: { ...queue, create: { ...adminAdjustmentCreate, submitting: true } } };
/** Requested by another operator: this one may apply it. */
export const Deciding: Story = { args: { ...queue, review: adminAdjustmentDecision } };
/** The requester opened it, and the debit is larger than the available cash. */
export const OwnRequest: Story = { args: { ...queue, review: { ...adminAdjustmentDecision, itemId: '95' } } };
export const ConfirmApply: Story = {
  args: { ...queue, review: { ...adminAdjustmentDecision, confirmation: 'apply' } },
};
export const ConfirmReject: Story = {
  args: { ...queue, review: { ...adminAdjustmentDecision, itemId: '95', confirmation: 'reject' } },
};
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { ...queue, items: [], pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', items: [] } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRequesting: Story = {
  args: { ...queue, create: adminAdjustmentCreate },
  globals: { locale: 'cn' },
};
export const English: Story = { globals: { locale: 'us' } };
export const EnglishOwnRequest: Story = {
  args: { ...queue, review: { ...adminAdjustmentDecision, itemId: '95' } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { ...queue, review: adminAdjustmentDecision }, globals: { theme: 'dark' } };
