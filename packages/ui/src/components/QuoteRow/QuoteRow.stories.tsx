import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { flashDirections, QuoteRow } from './QuoteRow.tsx';
import { sony, toyota } from './QuoteRow.fixtures.ts';
import { Sparkline } from '../Sparkline/Sparkline.tsx';
import { fallingCloses, risingCloses } from '../Sparkline/Sparkline.fixtures.ts';

const meta = {
  title: 'Components/QuoteRow',
  component: QuoteRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One instrument: name, code, price at tick precision, change and change percent, an optional sparkline; a link or a button.

**Do**

- Use inside QuoteList for more than a handful of rows.
- Set \`flash\` to 'up' or 'down' when a tick arrives and clear it before the next.

**Don't**

- Don't put actions (buy, sell) inside the row: the row itself is the target.
- Don't change its height: QuoteList virtualizes on a fixed row height.`,
      },
    },
  },
  args: { ...toyota, onSelect: fn() },
  argTypes: { flash: { control: 'select', options: [undefined, ...flashDirections] } },
} satisfies Meta<typeof QuoteRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Down: Story = { args: sony };
export const Flat: Story = { args: { change: '0', changePercent: '0' } };
export const WithSparkline: Story = { args: { sparkline: <Sparkline closes={risingCloses} /> } };
export const WithSparklineDown: Story = { args: { ...sony, sparkline: <Sparkline closes={fallingCloses} /> } };
export const AsLink: Story = { args: { href: '#/stocks/7203' } };
export const FlashUp: Story = { args: { flash: 'up' } };
export const FlashDown: Story = { args: { ...sony, flash: 'down' } };
export const Unavailable: Story = { args: { price: '', change: '', changePercent: '' } };
export const LongName: Story = {
  args: { name: '三菱ＵＦＪフィナンシャル・グループ ホールディングス', code: '8306' },
};
export const GreenUp: Story = { globals: { priceColours: 'green-up' } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    code: '600519',
    name: '贵州茅台',
    price: '1688.88',
    change: '-12.5',
    changePercent: '-0.73',
    decimals: 2,
    currency: 'CNY',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    code: 'AAPL',
    name: 'Apple',
    price: '187.25',
    change: '2.1',
    changePercent: '1.13',
    decimals: 2,
    currency: 'USD',
  },
  globals: { locale: 'us', priceColours: 'green-up' },
};
