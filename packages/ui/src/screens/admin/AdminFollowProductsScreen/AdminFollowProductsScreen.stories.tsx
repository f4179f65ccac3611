import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminFollowProductsScreen } from './AdminFollowProductsScreen.tsx';
import {
  adminFollowCreate,
  adminFollowCreateInvalid,
  adminFollowCreateMomentum,
  adminFollowEdit,
  adminFollowProductsProps,
} from './AdminFollowProductsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminFollowProductsScreen',
  component: AdminFollowProductsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('followProducts')],
  args: {
    ...adminFollowProductsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onSelect: fn(),
    onEdit: fn(),
    onSetState: fn(),
  },
} satisfies Meta<typeof AdminFollowProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const action = { onConfirm: fn(), onCancel: fn(), pending: false };

/** Open, closed and ended products: a leader's basket, an equal-weight rule and a momentum rule. */
export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', products: [] } };
export const Empty: Story = { args: { products: [], filter: 'ended', pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', products: [] } };
/** An open leader's basket: its terms and figures, close or end it, edit it. */
export const Open: Story = { args: { selectedId: '210' } };
/** A momentum rule: its universe, look-back and how many it holds. */
export const Momentum: Story = { args: { selectedId: '218' } };
export const ConfirmOpen: Story = {
  args: { selectedId: '214', action: { ...action, productId: '214', state: 'open' } },
};
export const ConfirmClose: Story = {
  args: { selectedId: '210', action: { ...action, productId: '210', state: 'closed' } },
};
/** Ending settles every following order at the NAV of that moment: confirmed as a critical action. */
export const ConfirmEnd: Story = {
  args: { selectedId: '210', action: { ...action, productId: '210', state: 'ended' } },
};
export const Ending: Story = {
  args: { selectedId: '210', action: { ...action, productId: '210', state: 'ended', pending: true } },
};
export const Closed: Story = { args: { selectedId: '214', done: 'closed' } };
export const Ended: Story = { args: { selectedId: '205', done: 'ended' } };
export const Refused: Story = {
  args: { selectedId: '210', actionError: 'この商品はすでに運用を終了しています。' },
};
export const Creating: Story = { args: { editor: adminFollowCreate } };
export const CreatingMomentum: Story = { args: { editor: adminFollowCreateMomentum } };
export const CreateInvalid: Story = { args: { editor: adminFollowCreateInvalid } };
export const Editing: Story = { args: { editor: adminFollowEdit, selectedId: '210' } };
export const Chinese: Story = { globals: { locale: 'cn' }, args: { selectedId: '218' } };
export const ChineseForm: Story = { globals: { locale: 'cn' }, args: { editor: adminFollowCreate } };
export const English: Story = { globals: { locale: 'us' }, args: { selectedId: '210' } };
export const EnglishForm: Story = { globals: { locale: 'us' }, args: { editor: adminFollowCreateMomentum } };
export const EnglishConfirmEnd: Story = {
  globals: { locale: 'us' },
  args: { selectedId: '210', action: { ...action, productId: '210', state: 'ended' } },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { selectedId: '210' } };
