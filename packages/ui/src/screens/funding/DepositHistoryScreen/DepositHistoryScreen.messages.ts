import { defineMessages } from 'react-intl';

export const depositHistoryScreenMessages = defineMessages({
  title: {
    id: 'ui.depositHistoryScreen.title',
    defaultMessage: '入金履歴',
    description: 'Screen title (/mine/stored)',
  },
  intro: {
    id: 'ui.depositHistoryScreen.intro',
    defaultMessage:
      '入金のお知らせと、その確認結果です。不承認の場合は理由をご確認ください。入金されていないお知らせで資金が動くことはありません。',
    description: 'What the list shows',
  },
  listLabel: {
    id: 'ui.depositHistoryScreen.listLabel',
    defaultMessage: '入金のお知らせ',
    description: 'Accessible name of the list',
  },
  emptyTitle: {
    id: 'ui.depositHistoryScreen.emptyTitle',
    defaultMessage: '入金のお知らせはまだありません',
    description: 'Empty state title',
  },
  emptyText: {
    id: 'ui.depositHistoryScreen.emptyText',
    defaultMessage: 'あなた専用の入金口座に振り込んだら、入金画面からお知らせください。',
    description: 'Empty state text',
  },
  deposit: {
    id: 'ui.depositHistoryScreen.deposit',
    defaultMessage: '入金する',
    description: 'Link to the deposit screen',
  },
});
