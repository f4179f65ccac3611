import { defineMessages } from 'react-intl';

export const blockListScreenMessages = defineMessages({
  title: {
    id: 'ui.blockListScreen.title',
    defaultMessage: '立会外分売',
    description: 'Screen title (/home/large): off-floor distributions',
  },
  intro: {
    id: 'ui.blockListScreen.intro',
    defaultMessage:
      '立会外分売は、取引所の立会時間外に前日終値から開示された割引率で株式を売り出すものです。申込に特別なキーやコードは不要で、1銘柄1日1件まで申し込めます。',
    description: 'Intro: what an off-floor distribution is; no keys needed; one application per stock per day',
  },
  tabs: {
    id: 'ui.blockListScreen.tabs',
    defaultMessage: '分売の予定',
    description: 'Accessible name of the tabs (today / upcoming)',
  },
  today: {
    id: 'ui.blockListScreen.today',
    defaultMessage: '本日受付',
    description: 'Tab: open for applications today',
  },
  upcoming: {
    id: 'ui.blockListScreen.upcoming',
    defaultMessage: '今後の予定',
    description: 'Tab: announced, upcoming',
  },
  applications: {
    id: 'ui.blockListScreen.applications',
    defaultMessage: '分売の申込履歴',
    description: 'Link: my distribution applications (/home/large2)',
  },
  results: {
    id: 'ui.blockListScreen.results',
    defaultMessage: '分売の配分結果',
    description: 'Link: my distribution results (/home/large3)',
  },
  price: { id: 'ui.blockListScreen.price', defaultMessage: '分売価格', description: 'Label: the distribution price' },
  priceLater: {
    id: 'ui.blockListScreen.priceLater',
    defaultMessage: '前日終値で決定',
    description: 'The price is fixed from the previous close (not yet)',
  },
  discount: {
    id: 'ui.blockListScreen.discount',
    defaultMessage: '前日終値からの割引',
    description: 'Label: the disclosed discount to the previous close',
  },
  discountValue: {
    id: 'ui.blockListScreen.discountValue',
    defaultMessage: '{amount}（{percent}）',
    description: 'The discount in money and percent, both signed and formatted',
  },
  window: { id: 'ui.blockListScreen.window', defaultMessage: '申込期間', description: 'Label: the application window' },
  distributionDate: {
    id: 'ui.blockListScreen.distributionDate',
    defaultMessage: '分売日',
    description: 'Label: the distribution day',
  },
  lotSize: { id: 'ui.blockListScreen.lotSize', defaultMessage: '売買単位', description: 'Label: shares per lot' },
  limits: {
    id: 'ui.blockListScreen.limits',
    defaultMessage: '申込株数（最小〜最大）',
    description: 'Label: min to max shares per applicant',
  },
  terms: {
    id: 'ui.blockListScreen.terms',
    defaultMessage: '{name}の条件',
    description: 'Accessible name of a distribution’s terms; {name} is the stock',
  },
  details: { id: 'ui.blockListScreen.details', defaultMessage: '詳細', description: 'Link: the distribution’s page' },
  detailsOf: {
    id: 'ui.blockListScreen.detailsOf',
    defaultMessage: '{name}の分売の詳細',
    description: 'Accessible name of the detail link; {name} is the stock',
  },
  apply: { id: 'ui.blockListScreen.apply', defaultMessage: '申し込む', description: 'Link: apply' },
  applyFor: {
    id: 'ui.blockListScreen.applyFor',
    defaultMessage: '{name}の分売に申し込む',
    description: 'Accessible name of the apply link; {name} is the stock',
  },
  emptyToday: {
    id: 'ui.blockListScreen.emptyToday',
    defaultMessage: '本日受付中の分売はありません',
    description: 'Empty state of the today tab',
  },
  emptyUpcoming: {
    id: 'ui.blockListScreen.emptyUpcoming',
    defaultMessage: '予定されている分売はありません',
    description: 'Empty state of the upcoming tab',
  },
  emptyText: {
    id: 'ui.blockListScreen.emptyText',
    defaultMessage: '新しい分売は発表されしだいここに表示します。',
    description: 'Empty state text',
  },
});
