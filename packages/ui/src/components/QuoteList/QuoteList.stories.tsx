import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuoteList, quoteListStatuses } from './QuoteList.tsx';
import { quoteItems } from './QuoteList.fixtures.ts';
import { Sparkline } from '../Sparkline/Sparkline.tsx';
import { fallingCloses, flatCloses, risingCloses } from '../Sparkline/Sparkline.fixtures.ts';

const closesByDirection = [risingCloses, fallingCloses, flatCloses] as const;

const meta = {
  title: 'Components/QuoteList',
  component: QuoteList,
  args: { items: quoteItems(300), status: 'ready', onSelect: fn(), onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: quoteListStatuses } },
} satisfies Meta<typeof QuoteList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { items: quoteItems(20) } };
export const Few: Story = { args: { items: quoteItems(3) } };
export const AsLinks: Story = { args: { getHref: (code) => `#/stocks/${code}` } };
export const Flashing: Story = {
  args: { items: quoteItems(8).map((item, index) => ({ ...item, flash: index % 2 ? 'down' : 'up' })) },
};
export const WithSparklines: Story = {
  args: {
    renderSparkline: (item) => <Sparkline closes={closesByDirection[(Number(item.code) - 1301) % 3] ?? flatCloses} />,
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty', items: [] } };
export const Error: Story = { args: { status: 'error' } };
export const Dark: Story = { globals: { theme: 'dark' } };
