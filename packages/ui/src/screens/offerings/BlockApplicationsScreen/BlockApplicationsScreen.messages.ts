import { defineMessages } from 'react-intl';

export const blockApplicationsScreenMessages = defineMessages({
  title: {
    id: 'ui.blockApplicationsScreen.title',
    defaultMessage: '分売の申込履歴',
    description: 'Screen title (/home/large2): my distribution applications',
  },
  heading: {
    id: 'ui.blockApplicationsScreen.heading',
    defaultMessage: '申込',
    description: 'Heading of the applications list',
  },
  results: {
    id: 'ui.blockApplicationsScreen.results',
    defaultMessage: '配分結果を見る',
    description: 'Link: the results (/home/large3)',
  },
  shares: {
    id: 'ui.blockApplicationsScreen.shares',
    defaultMessage: '申込株数',
    description: 'Term: shares applied for',
  },
  price: {
    id: 'ui.blockApplicationsScreen.price',
    defaultMessage: '分売価格',
    description: 'Term: distribution price',
  },
  amount: { id: 'ui.blockApplicationsScreen.amount', defaultMessage: '約定代金', description: 'Term: price × shares' },
  fee: { id: 'ui.blockApplicationsScreen.fee', defaultMessage: '手数料', description: 'Term: the fee' },
  held: { id: 'ui.blockApplicationsScreen.held', defaultMessage: '拘束中の金額', description: 'Term: funds held now' },
  released: {
    id: 'ui.blockApplicationsScreen.released',
    defaultMessage: '解放された金額',
    description: 'Term: funds released back to available cash',
  },
  allotted: {
    id: 'ui.blockApplicationsScreen.allotted',
    defaultMessage: '配分株数',
    description: 'Term: shares allotted',
  },
  appliedAt: {
    id: 'ui.blockApplicationsScreen.appliedAt',
    defaultMessage: '申込日時',
    description: 'Term: when applied',
  },
  decidedAt: {
    id: 'ui.blockApplicationsScreen.decidedAt',
    defaultMessage: '配分日時',
    description: 'Term: when the allotment was decided',
  },
  cancelledAt: {
    id: 'ui.blockApplicationsScreen.cancelledAt',
    defaultMessage: '取消日時',
    description: 'Term: when cancelled',
  },
  details: {
    id: 'ui.blockApplicationsScreen.details',
    defaultMessage: '分売の詳細',
    description: 'Link: the distribution',
  },
  detailsOf: {
    id: 'ui.blockApplicationsScreen.detailsOf',
    defaultMessage: '{name}の分売の詳細',
    description: 'Accessible name of the detail link; {name} is the stock',
  },
  cancel: { id: 'ui.blockApplicationsScreen.cancel', defaultMessage: '申込を取り消す', description: 'Button: cancel' },
  cancelOf: {
    id: 'ui.blockApplicationsScreen.cancelOf',
    defaultMessage: '{name}の申込を取り消す',
    description: 'Accessible name of the cancel button; {name} is the stock',
  },
  cancelTitle: {
    id: 'ui.blockApplicationsScreen.cancelTitle',
    defaultMessage: 'この申込を取り消しますか？',
    description: 'Cancel confirmation title',
  },
  cancelText: {
    id: 'ui.blockApplicationsScreen.cancelText',
    defaultMessage:
      '{name}の{shares}の申込を取り消し、拘束中の{amount}を解放します。同じ銘柄への申込は1日1件までのため、今日はこの銘柄に申し込み直せません。',
    description: 'Cancel confirmation text; cancelled applications count toward one per stock per day',
  },
  keep: { id: 'ui.blockApplicationsScreen.keep', defaultMessage: '取り消さない', description: 'Button: keep it' },
  empty: {
    id: 'ui.blockApplicationsScreen.empty',
    defaultMessage: '分売の申込はまだありません',
    description: 'Empty state',
  },
  emptyText: {
    id: 'ui.blockApplicationsScreen.emptyText',
    defaultMessage: '受付中の分売は立会外分売の画面から申し込めます。',
    description: 'Empty state text',
  },
});
