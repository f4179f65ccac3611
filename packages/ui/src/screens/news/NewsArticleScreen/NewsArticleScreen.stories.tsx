import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsArticleScreen } from './NewsArticleScreen.tsx';
import { newsArticle, newsArticleProps, newsNotice } from './NewsArticleScreen.fixtures.ts';

const meta = {
  title: 'Screens/News/NewsArticleScreen',
  component: NewsArticleScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...newsArticleProps, onRetry: fn() },
} satisfies Meta<typeof NewsArticleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Notice: Story = { args: { article: newsNotice } };
export const Untranslated: Story = {
  globals: { locale: 'cn' },
  args: {
    shell: { ...newsArticleProps.shell, header: { title: '资讯详情', backHref: '#/news/index' } },
    article: { ...newsNotice, title: { ...newsNotice.title, lang: 'ja' }, body: { ...newsNotice.body, lang: 'ja' } },
  },
};
export const Loading: Story = { args: { status: 'loading', article: undefined } };
export const Error: Story = { args: { status: 'error', article: undefined } };
export const NotFound: Story = { args: { status: 'notFound', article: undefined } };
export const Chinese: Story = {
  globals: { locale: 'cn' },
  args: {
    shell: { ...newsArticleProps.shell, header: { title: '资讯详情', backHref: '#/news/index' } },
    article: {
      ...newsArticle,
      title: { text: '丰田上调全年业绩预期' },
      body: { text: '丰田汽车20日上调了截至2027年3月财年的合并营业利润预期。\n\n北美混合动力车销售强劲。' },
    },
  },
};
export const English: Story = {
  globals: { locale: 'us' },
  args: {
    shell: { ...newsArticleProps.shell, header: { title: 'News', backHref: '#/news/index' } },
    article: {
      ...newsArticle,
      title: { text: 'Toyota raises its full-year outlook' },
      body: {
        text: 'Toyota Motor on the 20th raised its consolidated operating profit forecast for the year to March 2027.\n\nHybrid sales in North America were strong.',
      },
    },
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
