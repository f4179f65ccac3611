import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from '../Money/Money.tsx';
import { KeyValueList } from './KeyValueList.tsx';

const meta = {
  title: 'Components/KeyValueList',
  component: KeyValueList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Label and value rows (order details, fees, account facts) as a description list, values right-aligned in tabular numerals.

**Do**

- Pass formatted values (Money, Price) as React nodes.
- Mark the total row with \`emphasis\`.
- Give it an \`aria-label\` when there is no heading above it.

**Don't**

- Don't use it for lists of records: use RecordRow.
- Don't put long paragraphs in values.`,
      },
    },
  },
  args: {
    'aria-label': '注文内容',
    items: [
      { id: 'price', label: '約定単価', value: <Money amount="2845.5" currency="JPY" /> },
      { id: 'qty', label: '数量', value: '100株' },
      { id: 'fee', label: '手数料', value: <Money amount="0" currency="JPY" /> },
      { id: 'total', label: '受渡金額', value: <Money amount="284550" currency="JPY" />, emphasis: true },
    ],
  },
} satisfies Meta<typeof KeyValueList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutEmphasis: Story = {
  args: {
    items: [
      { id: 'code', label: '銘柄コード', value: '7203' },
      { id: 'market', label: '市場', value: '東証プライム' },
    ],
  },
};
export const LongLabels: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: '特定口座（源泉徴収あり）での譲渡益税の見込み額',
        value: <Money amount="123456789.01" currency="JPY" />,
      },
      { id: 'b', label: '合計', value: <Money amount="9876543210.99" currency="USD" />, emphasis: true },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    'aria-label': '订单内容',
    items: [
      { id: 'price', label: '成交单价', value: <Money amount="2845.5" currency="JPY" /> },
      { id: 'qty', label: '数量', value: '100股' },
      { id: 'fee', label: '手续费', value: <Money amount="0" currency="JPY" /> },
      { id: 'total', label: '交割金额', value: <Money amount="284550" currency="JPY" />, emphasis: true },
    ],
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    'aria-label': 'Order details',
    items: [
      { id: 'price', label: 'Fill price', value: <Money amount="187.25" currency="USD" /> },
      { id: 'qty', label: 'Quantity', value: '10 shares' },
      { id: 'fee', label: 'Fee', value: <Money amount="0" currency="USD" /> },
      { id: 'total', label: 'Settlement amount', value: <Money amount="1872.5" currency="USD" />, emphasis: true },
    ],
  },
  globals: { locale: 'us' },
};
