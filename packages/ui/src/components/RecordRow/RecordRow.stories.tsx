import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { RecordRow } from './RecordRow.tsx';

const meta = {
  title: 'Components/RecordRow',
  component: RecordRow,
  parameters: { layout: 'fullscreen' },
  args: {
    typeLabel: '現物買付',
    orderNumber: 'A20261120-0042',
    time: '2026-11-20T01:15:00Z',
    amount: '-284550',
    currency: 'JPY',
    stockName: 'トヨタ自動車',
    stockCode: '7203',
    status: <StatusBadge family="order" status="filled" />,
  },
} satisfies Meta<typeof RecordRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AsLink: Story = { args: { href: '#/records/A20261120-0042' } };
export const Deposit: Story = {
  args: {
    typeLabel: '入金',
    amount: '100000',
    stockName: undefined,
    stockCode: undefined,
    status: <StatusBadge family="lending" status="completed" />,
  },
};
export const LongStockName: Story = {
  args: {
    stockName: 'ファーストリテイリング・ホールディングス・インターナショナル',
    stockCode: '9983',
    amount: '-123456789.5',
    status: <StatusBadge family="order" status="partiallyFilled" />,
  },
};
export const Dark: Story = { args: { href: '#/records/1' }, globals: { theme: 'dark' } };
