import { defineMessages } from 'react-intl';

export const ipoRecordsScreenMessages = defineMessages({
  title: {
    id: 'ui.ipoRecordsScreen.title',
    defaultMessage: 'IPOの申込・当選履歴',
    description: 'Screen title: the user’s IPO applications and allotments',
  },
  tabs: {
    id: 'ui.ipoRecordsScreen.tabs',
    defaultMessage: '履歴の種類',
    description: 'Accessible name of the tabs (applications / allotments)',
  },
  applications: { id: 'ui.ipoRecordsScreen.applications', defaultMessage: '申込', description: 'Tab: applications' },
  allotments: { id: 'ui.ipoRecordsScreen.allotments', defaultMessage: '当選', description: 'Tab: allotments' },
  applicationsHeading: {
    id: 'ui.ipoRecordsScreen.applicationsHeading',
    defaultMessage: '申込の履歴',
    description: 'Heading of the applications list',
  },
  allotmentsHeading: {
    id: 'ui.ipoRecordsScreen.allotmentsHeading',
    defaultMessage: '当選の履歴',
    description: 'Heading of the allotments list',
  },
  emptyApplications: {
    id: 'ui.ipoRecordsScreen.emptyApplications',
    defaultMessage: 'IPOの申込はまだありません',
    description: 'Empty state: no applications',
  },
  emptyAllotments: {
    id: 'ui.ipoRecordsScreen.emptyAllotments',
    defaultMessage: '当選したIPOはまだありません',
    description: 'Empty state: no allotments',
  },
  emptyText: {
    id: 'ui.ipoRecordsScreen.emptyText',
    defaultMessage: '申込受付中のIPOは新規公開株の画面から申し込めます。',
    description: 'Empty state text',
  },
  applied: {
    id: 'ui.ipoRecordsScreen.applied',
    defaultMessage: '申込',
    description: 'Term: lots and shares applied for',
  },
  price: { id: 'ui.ipoRecordsScreen.price', defaultMessage: '申込価格', description: 'Term: the application price' },
  held: { id: 'ui.ipoRecordsScreen.held', defaultMessage: '拘束中の金額', description: 'Term: funds held now' },
  released: {
    id: 'ui.ipoRecordsScreen.released',
    defaultMessage: '解放された金額',
    description: 'Term: funds released back to available cash (refund of a lost or cancelled application)',
  },
  appliedAt: { id: 'ui.ipoRecordsScreen.appliedAt', defaultMessage: '申込日時', description: 'Term: when applied' },
  deadline: { id: 'ui.ipoRecordsScreen.deadline', defaultMessage: '申込締切', description: 'Term: the deadline' },
  cancelledAt: {
    id: 'ui.ipoRecordsScreen.cancelledAt',
    defaultMessage: '取消日時',
    description: 'Term: when cancelled',
  },
  lotteryDate: {
    id: 'ui.ipoRecordsScreen.lotteryDate',
    defaultMessage: '抽選日',
    description: 'Term: day of the draw',
  },
  drawnAt: { id: 'ui.ipoRecordsScreen.drawnAt', defaultMessage: '抽選日時', description: 'Term: when the draw ran' },
  won: { id: 'ui.ipoRecordsScreen.won', defaultMessage: '当選', description: 'Term: lots and shares won' },
  amountDue: {
    id: 'ui.ipoRecordsScreen.amountDue',
    defaultMessage: '払込金額',
    description: 'Term: the amount charged for the won shares',
  },
  refund: {
    id: 'ui.ipoRecordsScreen.refund',
    defaultMessage: '落選分の返金（解放）',
    description: 'Term: the lottery-loss refund, released from the hold',
  },
  paymentDate: { id: 'ui.ipoRecordsScreen.paymentDate', defaultMessage: '払込日', description: 'Term: payment day' },
  paidAt: { id: 'ui.ipoRecordsScreen.paidAt', defaultMessage: '払込日時', description: 'Term: when paid' },
  listingDate: { id: 'ui.ipoRecordsScreen.listingDate', defaultMessage: '上場日', description: 'Term: listing day' },
  listingPrice: {
    id: 'ui.ipoRecordsScreen.listingPrice',
    defaultMessage: '初値',
    description: 'Term: the first traded price',
  },
  premium: {
    id: 'ui.ipoRecordsScreen.premium',
    defaultMessage: '初値騰落率',
    description: 'Term: realized listing premium over the offer price',
  },
  soldAt: {
    id: 'ui.ipoRecordsScreen.soldAt',
    defaultMessage: '売却日時',
    description: 'Term: when the shares were sold',
  },
  entryId: {
    id: 'ui.ipoRecordsScreen.entryId',
    defaultMessage: '抽選の応募ID',
    description: 'Term: the anonymised entry id in the published draw',
  },
  details: {
    id: 'ui.ipoRecordsScreen.details',
    defaultMessage: '詳細',
    description: 'Link: the offering’s detail page',
  },
  detailsOf: {
    id: 'ui.ipoRecordsScreen.detailsOf',
    defaultMessage: '{name}の詳細',
    description: 'Accessible name of the detail link; {name} is the stock',
  },
  verify: { id: 'ui.ipoRecordsScreen.verify', defaultMessage: '抽選を検証', description: 'Link: verify the draw' },
  verifyOf: {
    id: 'ui.ipoRecordsScreen.verifyOf',
    defaultMessage: '{name}の抽選を検証',
    description: 'Accessible name of the verify link; {name} is the stock',
  },
  position: { id: 'ui.ipoRecordsScreen.position', defaultMessage: '保有株を見る', description: 'Link: the holding' },
  positionOf: {
    id: 'ui.ipoRecordsScreen.positionOf',
    defaultMessage: '{name}の保有株を見る',
    description: 'Accessible name of the holding link; {name} is the stock',
  },
  cancel: { id: 'ui.ipoRecordsScreen.cancel', defaultMessage: '申込を取り消す', description: 'Button: cancel' },
  cancelOf: {
    id: 'ui.ipoRecordsScreen.cancelOf',
    defaultMessage: '{name}の申込を取り消す',
    description: 'Accessible name of the cancel button; {name} is the stock',
  },
  cancelTitle: {
    id: 'ui.ipoRecordsScreen.cancelTitle',
    defaultMessage: 'この申込を取り消しますか？',
    description: 'Cancel confirmation title',
  },
  cancelText: {
    id: 'ui.ipoRecordsScreen.cancelText',
    defaultMessage: '{name}の{lots}の申込を取り消し、拘束中の{amount}を解放します。締切までは申し込み直せます。',
    description: 'Cancel confirmation text; {lots} e.g. 3口（300株）, {amount} the hold',
  },
  keep: { id: 'ui.ipoRecordsScreen.keep', defaultMessage: '取り消さない', description: 'Button: keep the application' },
  lostNote: {
    id: 'ui.ipoRecordsScreen.lostNote',
    defaultMessage: '落選のため、拘束していた金額を全額解放しました。',
    description: 'Note on a lost application: the hold was released in full',
  },
  cancelledNote: {
    id: 'ui.ipoRecordsScreen.cancelledNote',
    defaultMessage: '取消により、拘束していた金額を全額解放しました。',
    description: 'Note on a cancelled application: the hold was released in full',
  },
});
