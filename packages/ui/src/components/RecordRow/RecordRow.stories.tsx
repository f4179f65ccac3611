import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { RecordRow } from './RecordRow.tsx';

const meta = {
  title: 'Components/RecordRow',
  component: RecordRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One transaction record (deposit, withdrawal, purchase, fee…): type, stock, order number (or, with no order, the record's own number), time, signed amount and a status.

**Do**

- Put a StatusBadge in \`status\`.
- Pass \`href\` to link to the record's detail.
- Pass \`orderNumber\` only when the record comes from an order; \`recordNumber\` is always there.

**Don't**

- Don't use it for live quotes: use QuoteRow.
- Don't pass pre-formatted amounts: pass decimal strings and the currency.`,
      },
    },
    layout: 'fullscreen',
  },
  args: {
    typeLabel: '現物買付',
    orderNumber: 'A20261120-0042',
    recordNumber: '8801',
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
    orderNumber: undefined,
    recordNumber: '10231',
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

export const Chinese: Story = {
  args: { typeLabel: '现货买入', stockName: '丰田汽车' },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { typeLabel: 'Stock purchase', stockName: 'Apple', stockCode: 'AAPL', amount: '-1872.5', currency: 'USD' },
  globals: { locale: 'us' },
};
