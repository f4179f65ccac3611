import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One choice among two to four short options shown as joined buttons: buy / sell, JPY / USD / CNY. A selection is never cleared.

A label never wraps or breaks inside a word. When the labels do not fit equal segments (a long Japanese sort name on a 320 px phone), the control gives them the space itself, in this order: segments as wide as their labels, then smaller type, then rows of segments (\`data-fit\` on the group says which).

**Do**

- Keep labels to a word or two.
- Give it a \`label\` for screen readers.

**Don't**

- Don't use it to switch page sections with their own content: use Tabs.
- Don't use it for more than four options.`,
      },
    },
  },
  args: {
    label: '売買',
    options: [
      { value: 'buy', label: '買い' },
      { value: 'sell', label: '売り' },
    ],
    defaultValue: 'buy',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Markets: Story = {
  args: {
    label: '市場',
    options: [
      { value: 'jpy', label: '日本株' },
      { value: 'usd', label: '米国株' },
      { value: 'cny', label: '中国株' },
    ],
    defaultValue: 'jpy',
  },
};
export const FiveOptions: Story = {
  args: {
    label: '期間',
    options: ['1日', '1週', '1か月', '1年', '5年'].map((label, index) => ({ value: String(index), label })),
    defaultValue: '2',
  },
};
/** Labels too long for equal segments on a small phone: the segments take their labels' widths, or smaller type, or rows. */
export const LongLabels: Story = {
  args: {
    label: '並び順',
    options: ['コード順', '値上がり率', '値下がり率', '売買代金'].map((label, index) => ({
      value: String(index),
      label,
    })),
    defaultValue: '1',
  },
};
/** Buy and sell in the market's up and down colours (red and green in Japan and China, swapped for the US). */
export const BuySell: Story = {
  args: {
    options: [
      { value: 'buy', label: '買い', tone: 'up' },
      { value: 'sell', label: '売り', tone: 'down' },
    ],
    defaultValue: 'sell',
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'buy', label: '買い' },
      { value: 'sell', label: '売り', disabled: true },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    label: '市场',
    options: [
      { value: 'jpy', label: '日本股' },
      { value: 'usd', label: '美股' },
      { value: 'cny', label: 'A股' },
    ],
    defaultValue: 'cny',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    label: 'Side',
    options: [
      { value: 'buy', label: 'Buy' },
      { value: 'sell', label: 'Sell' },
    ],
  },
  globals: { locale: 'us' },
};
