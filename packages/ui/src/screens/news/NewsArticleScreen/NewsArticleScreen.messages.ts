import { defineMessages } from 'react-intl';

export const newsArticleScreenMessages = defineMessages({
  sourceLink: {
    id: 'ui.newsArticleScreen.sourceLink',
    defaultMessage: '元の記事を開く（外部サイト）',
    description: 'Link to the original article on another site',
  },
  title: {
    id: 'ui.newsArticleScreen.title',
    defaultMessage: 'ニュース詳細',
    description: 'Header title of an article',
  },
  codes: {
    id: 'ui.newsArticleScreen.codes',
    defaultMessage: '関連銘柄',
    description: 'Heading of the instruments the article concerns',
  },
  notFound: {
    id: 'ui.newsArticleScreen.notFound',
    defaultMessage: 'この記事は見つかりません',
    description: 'The article does not exist or is no longer published',
  },
  notFoundHint: {
    id: 'ui.newsArticleScreen.notFoundHint',
    defaultMessage: '掲載が終了したか、アドレスが正しくない可能性があります。',
    description: 'Why an article may be missing',
  },
  backToList: {
    id: 'ui.newsArticleScreen.backToList',
    defaultMessage: 'ニュース一覧へ',
    description: 'Link back to the news list',
  },
});

export const newsArticleScreenValueMessages = defineMessages<{
  published: { time: string };
  updated: { time: string };
  source: { source: string };
  codeLink: { code: string };
}>({
  published: {
    id: 'ui.newsArticleScreen.published',
    defaultMessage: '配信 {time}',
    description: 'When the article was published',
  },
  updated: {
    id: 'ui.newsArticleScreen.updated',
    defaultMessage: '更新 {time}',
    description: 'When the article was last corrected',
  },
  source: {
    id: 'ui.newsArticleScreen.source',
    defaultMessage: '提供：{source}',
    description: 'Who supplied the article',
  },
  codeLink: {
    id: 'ui.newsArticleScreen.codeLink',
    defaultMessage: '{code} の株価を見る',
    description: 'Accessible name of a link to a stock the article concerns',
  },
});
