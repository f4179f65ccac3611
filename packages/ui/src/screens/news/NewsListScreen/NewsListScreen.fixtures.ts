import { newsShell } from '../shared/fixtures.ts';
import type { NewsListScreenProps, NewsSummaryView } from './NewsListScreen.types.ts';

export const newsSummaries: NewsSummaryView[] = [
  {
    id: '5014',
    title: { text: '年末年始の営業日のお知らせ' },
    summary: {
      text: '12月31日から1月3日までは東京証券取引所の休業日のため、取引・出金はできません。入金の反映は1月5日以降になります。',
    },
    category: 'notice',
    publishedAt: '2026-11-22T16:30:00+09:00',
    source: 'Kabuto',
    href: '#/news/info?id=5014',
  },
  {
    id: '5012',
    title: { text: 'トヨタ、通期見通しを上方修正' },
    summary: { text: '円安と北米販売の好調を背景に、営業利益見通しを引き上げた。' },
    category: 'company',
    publishedAt: '2026-11-20T15:45:00+09:00',
    source: 'Kabuto News',
    href: '#/news/info?id=5012',
  },
  {
    id: '5009',
    title: { text: '値幅制限とは：ストップ高・ストップ安のしくみ' },
    summary: {
      text: '東京証券取引所では、株価が一日に動ける幅が前日の終値に応じて決まっています。その上限と下限を「ストップ高」「ストップ安」と呼びます。',
    },
    category: 'market',
    publishedAt: '2026-11-19T09:00:00+09:00',
    source: 'Kabuto',
    href: '#/news/info?id=5009',
  },
];

/** A row whose article has no translation into the reader's language: shown in Japanese, marked as such. */
export const untranslatedSummary: NewsSummaryView = {
  id: '5001',
  title: { text: '新規上場の抽選について', lang: 'ja' },
  summary: { text: '抽選は1口座1申込、当選確率はすべての口座で同じです。', lang: 'ja' },
  category: 'ipo',
  publishedAt: '2026-11-18T12:00:00+09:00',
  source: 'Kabuto',
  href: '#/news/info?id=5001',
};

export const newsListProps: NewsListScreenProps = {
  shell: newsShell('ニュース'),
  market: 'jpy',
  onMarketChange: () => undefined,
  category: 'all',
  onCategoryChange: () => undefined,
  articles: { status: 'ready', items: newsSummaries, hasMore: false },
};
