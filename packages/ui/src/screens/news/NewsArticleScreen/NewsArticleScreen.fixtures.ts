import { newsShell } from '../shared/fixtures.ts';
import type { NewsArticleScreenProps, NewsArticleView } from './NewsArticleScreen.types.ts';

export const newsArticle: NewsArticleView = {
  id: '5012',
  title: { text: 'トヨタ、通期見通しを上方修正' },
  body: {
    text: 'トヨタ自動車は20日、2027年3月期の連結営業利益見通しを引き上げた。\n\n北米でのハイブリッド車販売が好調だった。\n円安も利益を押し上げた。\n\n<script>alert(1)</script> のような文字列も、そのまま文字として表示されます。',
  },
  category: 'company',
  publishedAt: '2026-11-20T15:45:00+09:00',
  updatedAt: '2026-11-20T17:10:00+09:00',
  source: 'Kabuto News',
  sourceUrl: 'https://news.example.com/toyota-outlook',
  codes: [{ code: '7203', href: '#/quotes/info?code=7203&type=jpy' }],
};

/** A broker's notice: no instruments, no outside source, never corrected. */
export const newsNotice: NewsArticleView = {
  id: '5014',
  title: { text: '年末年始の営業日のお知らせ' },
  body: {
    text: '12月31日から1月3日までは東京証券取引所の休業日のため、取引・出金はできません。\n\n入金の反映は1月5日以降になります。',
  },
  category: 'notice',
  publishedAt: '2026-11-22T16:30:00+09:00',
  updatedAt: null,
  source: 'Kabuto',
  sourceUrl: null,
  codes: [],
};

export const newsArticleProps: NewsArticleScreenProps = {
  shell: newsShell('ニュース詳細', { backHref: '#/news/index' }),
  status: 'ready',
  onRetry: () => undefined,
  article: newsArticle,
  listHref: '#/news/index',
};
