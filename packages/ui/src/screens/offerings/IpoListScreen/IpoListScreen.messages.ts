import { defineMessages } from 'react-intl';

export const ipoListScreenMessages = defineMessages({
  title: {
    id: 'ui.ipoListScreen.title',
    defaultMessage: '新規公開株（IPO）',
    description: 'Screen title (/home/newShare)',
  },
  tabs: { id: 'ui.ipoListScreen.tabs', defaultMessage: 'IPOの状況', description: 'Accessible name of the state tabs' },
  intro: {
    id: 'ui.ipoListScreen.intro',
    defaultMessage:
      '申込は1銘柄につき1口座1件、当選確率は口座ごとに同じです。抽選は公開されたシードで誰でも検証できます。',
    description: 'Intro: one application per account, equal odds, a verifiable draw',
  },
  records: {
    id: 'ui.ipoListScreen.records',
    defaultMessage: '申込・当選の履歴',
    description: 'Link to the user’s IPO application and allotment records',
  },
  offerPrice: {
    id: 'ui.ipoListScreen.offerPrice',
    defaultMessage: '公開価格',
    description: 'Label: the final offering price',
  },
  priceRange: {
    id: 'ui.ipoListScreen.priceRange',
    defaultMessage: '仮条件',
    description: 'Label: the book-building price range',
  },
  provisionalPrice: {
    id: 'ui.ipoListScreen.provisionalPrice',
    defaultMessage: '想定発行価格',
    description: 'Label: the provisional price in the filing (before the range is set)',
  },
  lotSize: { id: 'ui.ipoListScreen.lotSize', defaultMessage: '売買単位', description: 'Label: shares per lot' },
  minAmount: {
    id: 'ui.ipoListScreen.minAmount',
    defaultMessage: '最低申込金額',
    description: 'Label: the amount one lot holds',
  },
  applicationPeriod: {
    id: 'ui.ipoListScreen.applicationPeriod',
    defaultMessage: '申込期間',
    description: 'Label: application start to deadline',
  },
  lotteryDate: { id: 'ui.ipoListScreen.lotteryDate', defaultMessage: '抽選日', description: 'Label: day of the draw' },
  paymentDate: { id: 'ui.ipoListScreen.paymentDate', defaultMessage: '払込日', description: 'Label: payment day' },
  listingDate: { id: 'ui.ipoListScreen.listingDate', defaultMessage: '上場日', description: 'Label: listing day' },
  winningRate: {
    id: 'ui.ipoListScreen.winningRate',
    defaultMessage: '当選率（実績）',
    description: 'Label: the published winning rate of the draw (a result, never a forecast)',
  },
  listingPrice: {
    id: 'ui.ipoListScreen.listingPrice',
    defaultMessage: '初値',
    description: 'Label: the first traded price on the listing day',
  },
  calendar: {
    id: 'ui.ipoListScreen.calendar',
    defaultMessage: '{name}の日程と条件',
    description: 'Accessible name of an offering’s calendar and terms; {name} is the stock',
  },
  details: { id: 'ui.ipoListScreen.details', defaultMessage: '詳細', description: 'Link: the offering’s detail page' },
  detailsOf: {
    id: 'ui.ipoListScreen.detailsOf',
    defaultMessage: '{name}の詳細',
    description: 'Accessible name of the detail link; {name} is the stock',
  },
  apply: { id: 'ui.ipoListScreen.apply', defaultMessage: '申し込む', description: 'Link: apply for the offering' },
  applyFor: {
    id: 'ui.ipoListScreen.applyFor',
    defaultMessage: '{name}に申し込む',
    description: 'Accessible name of the apply link; {name} is the stock',
  },
  emptyUpcoming: {
    id: 'ui.ipoListScreen.emptyUpcoming',
    defaultMessage: '申込前のIPOはありません',
    description: 'Empty state of the upcoming tab',
  },
  emptySubscribing: {
    id: 'ui.ipoListScreen.emptySubscribing',
    defaultMessage: '申込受付中のIPOはありません',
    description: 'Empty state of the subscribing tab',
  },
  emptyAwaiting: {
    id: 'ui.ipoListScreen.emptyAwaiting',
    defaultMessage: '抽選待ちのIPOはありません',
    description: 'Empty state of the awaiting-lottery tab',
  },
  emptyAllotted: {
    id: 'ui.ipoListScreen.emptyAllotted',
    defaultMessage: '抽選済みのIPOはありません',
    description: 'Empty state of the allotted tab',
  },
  emptyListed: {
    id: 'ui.ipoListScreen.emptyListed',
    defaultMessage: '上場済みのIPOはありません',
    description: 'Empty state of the listed tab',
  },
  emptyText: {
    id: 'ui.ipoListScreen.emptyText',
    defaultMessage: 'ほかのタブもご覧ください。新しいIPOは決まりしだいここに表示します。',
    description: 'Empty state text',
  },
});
