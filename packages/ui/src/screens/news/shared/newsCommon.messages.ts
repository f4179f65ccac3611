import { defineMessages } from 'react-intl';

export const newsCommonMessages = defineMessages({
  loading: {
    id: 'ui.newsCommon.loading',
    defaultMessage: 'ニュースを読み込み中',
    description: 'Spoken while news loads',
  },
  fallback: {
    id: 'ui.newsCommon.fallback',
    defaultMessage: 'この記事はご利用の言語に翻訳されていないため、原文で表示しています。',
    description: 'Under an article (or a list row) shown in another language because it has no translation',
  },
});

/** The contract's `NewsCategory` values. */
export const newsCategoryMessages = defineMessages({
  market: { id: 'ui.newsCommon.category.market', defaultMessage: '市況', description: 'News category: market moves' },
  company: {
    id: 'ui.newsCommon.category.company',
    defaultMessage: '企業',
    description: 'News category: about a listed company',
  },
  economy: { id: 'ui.newsCommon.category.economy', defaultMessage: '経済', description: 'News category: the economy' },
  ipo: { id: 'ui.newsCommon.category.ipo', defaultMessage: 'IPO', description: 'News category: new listings (IPO)' },
  notice: {
    id: 'ui.newsCommon.category.notice',
    defaultMessage: 'お知らせ',
    description: "News category: the broker's own notices",
  },
});
