import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from '../Money/Money.tsx';
import { KeyValueList } from './KeyValueList.tsx';

const meta = {
  title: 'Components/KeyValueList',
  component: KeyValueList,
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
