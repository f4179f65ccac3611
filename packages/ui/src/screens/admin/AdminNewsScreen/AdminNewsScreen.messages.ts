import { defineMessages } from 'react-intl';

export const adminNewsScreenMessages = defineMessages({
  title: { id: 'ui.adminNewsScreen.title', defaultMessage: 'ニュース', description: 'Heading of the news section' },
  lead: {
    id: 'ui.adminNewsScreen.lead',
    defaultMessage:
      'ユーザーのニュース画面に載る記事です。3つの言語すべてで書いてください。相場の予想や利益の約束は書かないでください。',
    description: 'What the news section is for, and its rule',
  },
  filter: { id: 'ui.adminNewsScreen.filter', defaultMessage: '状態', description: 'Label of the state filter' },
  filterAll: { id: 'ui.adminNewsScreen.filterAll', defaultMessage: 'すべて', description: 'Filter: every article' },
  filterPublished: {
    id: 'ui.adminNewsScreen.filterPublished',
    defaultMessage: '公開中',
    description: 'Filter: published articles',
  },
  filterUnpublished: {
    id: 'ui.adminNewsScreen.filterUnpublished',
    defaultMessage: '非公開',
    description: 'Filter: unpublished articles',
  },
  create: {
    id: 'ui.adminNewsScreen.create',
    defaultMessage: '記事を作成',
    description: 'Opens the form for a new article',
  },
  listLabel: {
    id: 'ui.adminNewsScreen.listLabel',
    defaultMessage: '記事一覧',
    description: 'Name of the article list',
  },
  empty: { id: 'ui.adminNewsScreen.empty', defaultMessage: '記事はありません', description: 'Empty list' },
  emptyPublished: {
    id: 'ui.adminNewsScreen.emptyPublished',
    defaultMessage: '公開中の記事はありません',
    description: 'Empty list of published articles',
  },
  emptyUnpublished: {
    id: 'ui.adminNewsScreen.emptyUnpublished',
    defaultMessage: '非公開の記事はありません',
    description: 'Empty list of unpublished articles',
  },
  emptyDescription: {
    id: 'ui.adminNewsScreen.emptyDescription',
    defaultMessage: '「記事を作成」から公開できます。',
    description: 'What to do when the list is empty',
  },
  published: {
    id: 'ui.adminNewsScreen.published',
    defaultMessage: '公開中',
    description: 'Tag: the article is published',
  },
  unpublished: {
    id: 'ui.adminNewsScreen.unpublished',
    defaultMessage: '非公開',
    description: 'Tag: the article is hidden from users',
  },
  edit: { id: 'ui.adminNewsScreen.edit', defaultMessage: '編集', description: 'Opens an article for editing' },
  unpublish: {
    id: 'ui.adminNewsScreen.unpublish',
    defaultMessage: '非公開にする',
    description: 'Hides an article from users',
  },
  createHeading: {
    id: 'ui.adminNewsScreen.createHeading',
    defaultMessage: '新しい記事',
    description: 'Heading of the form for a new article',
  },
  market: { id: 'ui.adminNewsScreen.market', defaultMessage: '市場', description: 'Label of the market choice' },
  marketJpy: { id: 'ui.adminNewsScreen.marketJpy', defaultMessage: '日本', description: 'Market: Japan' },
  marketUsd: { id: 'ui.adminNewsScreen.marketUsd', defaultMessage: '米国', description: 'Market: the US' },
  marketCny: { id: 'ui.adminNewsScreen.marketCny', defaultMessage: '中国', description: 'Market: China' },
  category: {
    id: 'ui.adminNewsScreen.category',
    defaultMessage: 'カテゴリ',
    description: 'Label of the category choice',
  },
  categoryMarkets: {
    id: 'ui.adminNewsScreen.categoryMarkets',
    defaultMessage: '市況・経済',
    description: 'Category: market moves and the economy',
  },
  categoryCompanies: {
    id: 'ui.adminNewsScreen.categoryCompanies',
    defaultMessage: '企業',
    description: 'Category: listed companies',
  },
  categoryIpo: { id: 'ui.adminNewsScreen.categoryIpo', defaultMessage: 'IPO', description: 'Category: new listings' },
  categoryAnnouncements: {
    id: 'ui.adminNewsScreen.categoryAnnouncements',
    defaultMessage: 'お知らせ',
    description: "Category: the broker's announcements",
  },
  titleJp: { id: 'ui.adminNewsScreen.titleJp', defaultMessage: 'タイトル（日本語）', description: 'Japanese title' },
  titleCn: { id: 'ui.adminNewsScreen.titleCn', defaultMessage: 'タイトル（中国語）', description: 'Chinese title' },
  titleUs: { id: 'ui.adminNewsScreen.titleUs', defaultMessage: 'タイトル（英語）', description: 'English title' },
  bodyJp: { id: 'ui.adminNewsScreen.bodyJp', defaultMessage: '本文（日本語）', description: 'Japanese body' },
  bodyCn: { id: 'ui.adminNewsScreen.bodyCn', defaultMessage: '本文（中国語）', description: 'Chinese body' },
  bodyUs: { id: 'ui.adminNewsScreen.bodyUs', defaultMessage: '本文（英語）', description: 'English body' },
  bodyHint: {
    id: 'ui.adminNewsScreen.bodyHint',
    defaultMessage: '書式なしのテキストです。段落は空行で区切ります。最初の段落が一覧の要約になります。',
    description: 'How the body is written: plain text, paragraphs, the first one becomes the summary',
  },
  publish: { id: 'ui.adminNewsScreen.publish', defaultMessage: '公開する', description: 'Creates and publishes' },
  save: { id: 'ui.adminNewsScreen.save', defaultMessage: '保存', description: 'Saves the changes of an article' },
  saveAndPublish: {
    id: 'ui.adminNewsScreen.saveAndPublish',
    defaultMessage: '保存して再公開',
    description: 'Saves an unpublished article and publishes it again',
  },
  cancel: {
    id: 'ui.adminNewsScreen.cancel',
    defaultMessage: 'キャンセル',
    description: 'Closes the form without saving',
  },
  confirmTitle: {
    id: 'ui.adminNewsScreen.confirmTitle',
    defaultMessage: '記事を非公開にしますか？',
    description: 'Title of the unpublish confirmation',
  },
  neverPublished: {
    id: 'ui.adminNewsScreen.neverPublished',
    defaultMessage: '未公開',
    description: 'An article that was never published',
  },
});

export const adminNewsScreenValueMessages = defineMessages<{
  editHeading: { id: string };
  confirmMessage: { title: string };
  publishedAt: { time: string };
  updated: { time: string; operator: string };
  rowLabel: { title: string };
}>({
  editHeading: {
    id: 'ui.adminNewsScreen.editHeading',
    defaultMessage: '記事 {id} を編集',
    description: 'Heading of the form editing an article',
  },
  confirmMessage: {
    id: 'ui.adminNewsScreen.confirmMessage',
    defaultMessage: '「{title}」はユーザーに表示されなくなります。記事は残り、編集から再公開できます。',
    description: 'What unpublishing does',
  },
  publishedAt: {
    id: 'ui.adminNewsScreen.publishedAt',
    defaultMessage: '公開 {time}',
    description: 'When the article was published',
  },
  updated: {
    id: 'ui.adminNewsScreen.updated',
    defaultMessage: '更新 {time}（{operator}）',
    description: 'When and by which operator the article was last changed',
  },
  rowLabel: {
    id: 'ui.adminNewsScreen.rowLabel',
    defaultMessage: '記事「{title}」',
    description: 'Accessible name of one article in the list',
  },
});
