import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminDistributionsScreen } from './AdminDistributionsScreen.tsx';
import {
  adminDistributionAllotted,
  adminDistributionCreate,
  adminDistributionCreateInvalid,
  adminDistributionRows,
  adminDistributionsProps,
} from './AdminDistributionsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminDistributionsScreen',
  component: AdminDistributionsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('distributions')],
  args: {
    ...adminDistributionsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onSelect: fn(),
    onEdit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AdminDistributionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const closing = { distributionId: '41', onConfirm: fn(), onCancel: fn(), pending: false };
const withAllotted = adminDistributionRows.map((row) => (row.id === '41' ? adminDistributionAllotted : row));

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', distributions: [] } };
export const Empty: Story = {
  args: { distributions: [], filter: 'cancelled', pageInfo: { page: 1, size: 20, total: 0 } },
};
export const Error: Story = { args: { status: 'error', distributions: [] } };
export const Announced: Story = { args: { selectedId: '44' } };
export const WaitingToClose: Story = { args: { selectedId: '41' } };
export const ConfirmClose: Story = { args: { selectedId: '41', closing } };
export const Closing: Story = { args: { selectedId: '41', closing: { ...closing, pending: true } } };
export const ConfirmCancel: Story = { args: { selectedId: '44', closing: { ...closing, distributionId: '44' } } };
export const AllottedByLottery: Story = { args: { selectedId: '41', closed: true, distributions: withAllotted } };
export const AllottedInFull: Story = { args: { selectedId: '38', closed: true } };
export const Refused: Story = {
  args: { selectedId: '41', closeError: '審査待ちの申込があります。先に審査を終えてください。' },
};
export const Creating: Story = { args: { editor: adminDistributionCreate } };
export const CreateInvalid: Story = { args: { editor: adminDistributionCreateInvalid } };
export const Chinese: Story = {
  globals: { locale: 'cn' },
  args: { selectedId: '41', closed: true, distributions: withAllotted },
};
export const English: Story = { globals: { locale: 'us' }, args: { selectedId: '41', closing } };
export const EnglishForm: Story = { globals: { locale: 'us' }, args: { editor: adminDistributionCreate } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { selectedId: '43' } };
