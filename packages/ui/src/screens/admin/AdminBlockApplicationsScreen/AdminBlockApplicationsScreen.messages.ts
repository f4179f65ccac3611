import { defineMessages } from 'react-intl';

export const adminBlockApplicationsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminBlockApplicationsScreen.title',
    defaultMessage: '分売申込審査',
    description: 'Screen heading',
  },
  lead: {
    id: 'ui.adminBlockApplicationsScreen.lead',
    defaultMessage:
      '立会外分売への申込を審査します。承認した申込は締切時の配分に加わり、却下した申込は拘束金を全額解除します。',
    description: 'What the queue does',
  },
  listLabel: {
    id: 'ui.adminBlockApplicationsScreen.listLabel',
    defaultMessage: '分売申込の一覧',
    description: 'List name',
  },
  empty: { id: 'ui.adminBlockApplicationsScreen.empty', defaultMessage: '申込はありません', description: 'Empty' },
  emptyPending: {
    id: 'ui.adminBlockApplicationsScreen.emptyPending',
    defaultMessage: '審査待ちの申込はありません',
    description: 'Empty working queue',
  },
  emptyDescription: {
    id: 'ui.adminBlockApplicationsScreen.emptyDescription',
    defaultMessage: '申込は利用者が分売の申込時間中に送ります。',
    description: 'Under the empty list',
  },
  showAll: {
    id: 'ui.adminBlockApplicationsScreen.showAll',
    defaultMessage: 'すべての分売を表示',
    description: 'Link: drop the distribution filter',
  },
  detailHeading: {
    id: 'ui.adminBlockApplicationsScreen.detailHeading',
    defaultMessage: '申込の内容',
    description: 'Heading of the application',
  },
  stock: { id: 'ui.adminBlockApplicationsScreen.stock', defaultMessage: '銘柄', description: 'Detail' },
  price: { id: 'ui.adminBlockApplicationsScreen.price', defaultMessage: '分売価格', description: 'Detail' },
  quantity: { id: 'ui.adminBlockApplicationsScreen.quantity', defaultMessage: '申込株数', description: 'Detail' },
  held: { id: 'ui.adminBlockApplicationsScreen.held', defaultMessage: '拘束金額', description: 'Detail' },
  allotted: { id: 'ui.adminBlockApplicationsScreen.allotted', defaultMessage: '配分株数', description: 'Detail' },
  approveText: {
    id: 'ui.adminBlockApplicationsScreen.approveText',
    defaultMessage: '承認すると締切時の配分に加わります。拘束金はそのまま、配分されなかった分は解除されます。',
    description: 'What approving does',
  },
  approve: { id: 'ui.adminBlockApplicationsScreen.approve', defaultMessage: '承認する', description: 'Button' },
  approvedAlready: {
    id: 'ui.adminBlockApplicationsScreen.approvedAlready',
    defaultMessage: '承認済みです。締切までは却下して拘束金を解除できます。',
    description: 'An approved application can still be rejected',
  },
  confirmApproveTitle: {
    id: 'ui.adminBlockApplicationsScreen.confirmApproveTitle',
    defaultMessage: '申込を承認しますか？',
    description: 'Confirmation heading',
  },
});

export const adminBlockApplicationsScreenValueMessages = defineMessages<{
  distributionOnly: { id: string };
  stockValue: { code: string; name: string };
  shares: { count: string };
  distributionNumber: { id: string };
  applied: { time: string };
  confirmApprove: { account: string; quantity: string; stock: string };
}>({
  distributionOnly: {
    id: 'ui.adminBlockApplicationsScreen.distributionOnly',
    defaultMessage: '分売 {id} の申込のみ表示中',
    description: 'The distribution filter in effect',
  },
  stockValue: {
    id: 'ui.adminBlockApplicationsScreen.stockValue',
    defaultMessage: '{code} {name}',
    description: 'Stock code and name',
  },
  shares: { id: 'ui.adminBlockApplicationsScreen.shares', defaultMessage: '{count} 株', description: 'Shares' },
  distributionNumber: {
    id: 'ui.adminBlockApplicationsScreen.distributionNumber',
    defaultMessage: '分売 {id}',
    description: 'Which distribution',
  },
  applied: {
    id: 'ui.adminBlockApplicationsScreen.applied',
    defaultMessage: '申込 {time}',
    description: 'When it was sent',
  },
  confirmApprove: {
    id: 'ui.adminBlockApplicationsScreen.confirmApprove',
    defaultMessage:
      '{account} の {stock} {quantity} 株の申込を承認し、締切時の配分に加えます。監査ログに記録されます。',
    description: 'Confirmation text',
  },
});
