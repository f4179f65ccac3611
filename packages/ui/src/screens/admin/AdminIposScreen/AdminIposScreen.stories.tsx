import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminIposScreen } from './AdminIposScreen.tsx';
import {
  adminIpoCreate,
  adminIpoCreateInvalid,
  adminIpoEditLocked,
  adminIpoRows,
  adminIposProps,
} from './AdminIposScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminIposScreen',
  component: AdminIposScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('ipos')],
  args: {
    ...adminIposProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onSelect: fn(),
    onEdit: fn(),
    onStep: fn(),
  },
} satisfies Meta<typeof AdminIposScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const action = { onConfirm: fn(), onCancel: fn(), pending: false };

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', ipos: [] } };
export const Empty: Story = { args: { ipos: [], filter: 'cancelled', pageInfo: { page: 1, size: 20, total: 0 } } };
export const Error: Story = { args: { status: 'error', ipos: [] } };
export const Upcoming: Story = { args: { selectedId: '77' } };
export const ConfirmCommitSeed: Story = {
  args: { selectedId: '77', action: { ...action, ipoId: '77', step: 'commitSeed' } },
};
export const SeedCommitted: Story = {
  args: {
    selectedId: '77',
    done: 'commitSeed',
    ipos: adminIpoRows.map((row) =>
      row.id === '77' ? { ...row, drawState: 'committed', seedHash: adminIpoRows[1]?.seedHash ?? null } : row,
    ),
  },
};
export const ConfirmPublishSeed: Story = {
  args: { selectedId: '74', action: { ...action, ipoId: '74', step: 'publishSeed' } },
};
export const ConfirmAllot: Story = { args: { selectedId: '74', action: { ...action, ipoId: '74', step: 'allot' } } };
export const Allotting: Story = {
  args: { selectedId: '74', action: { ...action, ipoId: '74', step: 'allot', pending: true } },
};
export const Allotted: Story = { args: { selectedId: '71', done: 'allot' } };
export const Refused: Story = {
  args: {
    selectedId: '74',
    stepError: '尚未到抽签或配售阶段。请检查申购期、抽签日和发行价。',
  },
  globals: { locale: 'cn' },
};
export const Creating: Story = { args: { editor: adminIpoCreate } };
export const CreateInvalid: Story = { args: { editor: adminIpoCreateInvalid } };
export const EditingLocked: Story = { args: { editor: adminIpoEditLocked, selectedId: '76' } };
export const Chinese: Story = { globals: { locale: 'cn' }, args: { selectedId: '71' } };
export const English: Story = { globals: { locale: 'us' }, args: { selectedId: '74' } };
export const EnglishForm: Story = { globals: { locale: 'us' }, args: { editor: adminIpoCreate } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { selectedId: '74' } };
