import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The placeholder when a list has no items (no holdings, no records). Defaults to "no data" in the current language.

**Do**

- Say what is missing and, with \`action\`, what to do next (search, deposit).
- Use it as the \`empty\` state of every list.

**Don't**

- Don't use it for a failed load: use ErrorState.
- Don't show it while loading: use Skeleton.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    title: '保有銘柄はありません',
    description: '銘柄を検索して最初の注文を出しましょう。',
    action: <a href="#/quotes/search">銘柄検索</a>,
  },
};

export const Chinese: Story = {
  args: { description: '搜索股票，下第一笔订单吧。', action: <a href="#/quotes/search">搜索股票</a> },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    description: 'Search for a stock to place your first order.',
    action: <a href="#/quotes/search">Search stocks</a>,
  },
  globals: { locale: 'us' },
};
