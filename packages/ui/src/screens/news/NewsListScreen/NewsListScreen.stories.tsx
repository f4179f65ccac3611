import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsListScreen } from './NewsListScreen.tsx';
import { newsListProps, newsSummaries, untranslatedSummary } from './NewsListScreen.fixtures.ts';

const meta = {
  title: 'Screens/News/NewsListScreen',
  component: NewsListScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...newsListProps, onMarketChange: fn(), onCategoryChange: fn() },
} satisfies Meta<typeof NewsListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const MoreToLoad: Story = {
  args: { articles: { status: 'ready', items: newsSummaries, hasMore: true, onLoadMore: fn() } },
};
export const LoadingMore: Story = {
  args: { articles: { status: 'ready', items: newsSummaries, hasMore: true, loadingMore: true } },
};
export const OneCategory: Story = {
  args: {
    category: 'notice',
    articles: { status: 'ready', items: newsSummaries.filter((item) => item.category === 'notice'), hasMore: false },
  },
};
export const Untranslated: Story = {
  globals: { locale: 'us' },
  args: {
    shell: { ...newsListProps.shell, header: { title: 'News' } },
    articles: { status: 'ready', items: [untranslatedSummary], hasMore: false },
  },
};
export const Empty: Story = { args: { articles: { status: 'ready', items: [], hasMore: false } } };
export const EmptyCategory: Story = {
  args: { market: 'usd', category: 'ipo', articles: { status: 'ready', items: [], hasMore: false } },
};
export const Loading: Story = { args: { articles: { status: 'loading', items: [], hasMore: false } } };
export const Error: Story = {
  args: { articles: { status: 'error', items: [], hasMore: false, onRetry: fn() } },
};
export const Chinese: Story = {
  globals: { locale: 'cn' },
  args: {
    shell: { ...newsListProps.shell, header: { title: '资讯' } },
    articles: {
      status: 'ready',
      hasMore: false,
      items: [
        {
          ...newsSummaries[0]!,
          title: { text: '年末年初营业日通知' },
          summary: { text: '12月31日至1月3日为东京证券交易所休市日，无法交易和提现。' },
        },
        {
          ...newsSummaries[1]!,
          title: { text: '丰田上调全年业绩预期' },
          summary: { text: '受日元贬值和北美销售强劲推动，丰田上调营业利润预期。' },
        },
      ],
    },
  },
};
export const English: Story = {
  globals: { locale: 'us' },
  args: {
    shell: { ...newsListProps.shell, header: { title: 'News' } },
    market: 'usd',
    articles: {
      status: 'ready',
      hasMore: true,
      items: [
        {
          ...newsSummaries[0]!,
          title: { text: 'Year-end business days' },
          summary: {
            text: 'The Tokyo Stock Exchange is closed from December 31 to January 3; trading and withdrawals are unavailable.',
          },
        },
        {
          ...newsSummaries[1]!,
          title: { text: 'Toyota raises its full-year outlook' },
          summary: { text: 'A weaker yen and strong North American sales lifted the operating profit forecast.' },
        },
      ],
    },
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
