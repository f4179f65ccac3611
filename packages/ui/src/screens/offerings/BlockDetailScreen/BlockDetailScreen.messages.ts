import { defineMessages } from 'react-intl';

export const blockDetailScreenMessages = defineMessages({
  title: {
    id: 'ui.blockDetailScreen.title',
    defaultMessage: '立会外分売の詳細',
    description: 'Screen title (/home/largeInfo)',
  },
  terms: { id: 'ui.blockDetailScreen.terms', defaultMessage: '分売の条件', description: 'Section heading: the terms' },
  previousClose: {
    id: 'ui.blockDetailScreen.previousClose',
    defaultMessage: '前日終値',
    description: 'Term: the previous close',
  },
  disclosedDiscount: {
    id: 'ui.blockDetailScreen.disclosedDiscount',
    defaultMessage: '開示された割引率',
    description: 'Term: the disclosed discount percentage',
  },
  notYet: { id: 'ui.blockDetailScreen.notYet', defaultMessage: '未定', description: 'A value not known yet' },
  minShares: { id: 'ui.blockDetailScreen.minShares', defaultMessage: '最低申込株数', description: 'Term: min shares' },
  maxShares: { id: 'ui.blockDetailScreen.maxShares', defaultMessage: '申込上限株数', description: 'Term: max shares' },
  totalShares: {
    id: 'ui.blockDetailScreen.totalShares',
    defaultMessage: '分売株数',
    description: 'Term: shares in the distribution',
  },
  appliedShares: {
    id: 'ui.blockDetailScreen.appliedShares',
    defaultMessage: '申込株数の合計',
    description: 'Term: shares applied for in all (published when the window closes)',
  },
  fee: { id: 'ui.blockDetailScreen.fee', defaultMessage: '手数料', description: 'Term: the commission rate' },
  feeNone: { id: 'ui.blockDetailScreen.feeNone', defaultMessage: 'なし', description: 'No commission' },
  feeValue: {
    id: 'ui.blockDetailScreen.feeValue',
    defaultMessage: '約定代金の{percent}',
    description: 'The commission rate, e.g. 0.50% of the amount; {percent} formatted',
  },
  deliveryDate: {
    id: 'ui.blockDetailScreen.deliveryDate',
    defaultMessage: '受渡日',
    description: 'Term: settlement day (the shares appear in holdings)',
  },
  allocation: {
    id: 'ui.blockDetailScreen.allocation',
    defaultMessage: '申込が多いときの配分',
    description: 'Term: how oversubscription is allocated',
  },
  formHeading: { id: 'ui.blockDetailScreen.formHeading', defaultMessage: '申込内容', description: 'Form heading' },
  shares: { id: 'ui.blockDetailScreen.shares', defaultMessage: '申込株数', description: 'Field: shares to apply for' },
  sharesHint: {
    id: 'ui.blockDetailScreen.sharesHint',
    defaultMessage: '{lot}株単位で、{min}〜{max}株まで申し込めます。',
    description: 'Hint under the shares field; all formatted',
  },
  sharesUnit: { id: 'ui.blockDetailScreen.sharesUnit', defaultMessage: '株', description: 'Unit after the field' },
  problemLot: {
    id: 'ui.blockDetailScreen.problemLot',
    defaultMessage: '{lot}株単位の整数で入力してください',
    description: 'Error: not a whole multiple of the lot',
  },
  problemMin: {
    id: 'ui.blockDetailScreen.problemMin',
    defaultMessage: '{min}株以上で入力してください',
    description: 'Error: below the minimum',
  },
  problemMax: {
    id: 'ui.blockDetailScreen.problemMax',
    defaultMessage: '{max}株以下で入力してください',
    description: 'Error: above the maximum',
  },
  summary: {
    id: 'ui.blockDetailScreen.summary',
    defaultMessage: '拘束される金額',
    description: 'Heading: the amount held',
  },
  amount: { id: 'ui.blockDetailScreen.amount', defaultMessage: '約定代金', description: 'Term: price × shares' },
  feeAmount: { id: 'ui.blockDetailScreen.feeAmount', defaultMessage: '手数料', description: 'Term: the fee amount' },
  hold: { id: 'ui.blockDetailScreen.hold', defaultMessage: '拘束額', description: 'Term: the amount held' },
  cash: { id: 'ui.blockDetailScreen.cash', defaultMessage: '利用可能な現金', description: 'Term: available cash' },
  cashAfter: {
    id: 'ui.blockDetailScreen.cashAfter',
    defaultMessage: '申込後の利用可能な現金',
    description: 'Term: available cash after the hold',
  },
  holdNote: {
    id: 'ui.blockDetailScreen.holdNote',
    defaultMessage:
      '申込時に分売価格×株数と手数料を拘束します。配分された分は分売価格で保有株になり、配分されなかった分はすぐに解放します。受付期間中は取り消せます。',
    description: 'How the hold works',
  },
  shortCash: {
    id: 'ui.blockDetailScreen.shortCash',
    defaultMessage: '利用可能な現金が足りません。株数を減らすか、入金してください。',
    description: 'The hold exceeds available cash',
  },
  deposit: { id: 'ui.blockDetailScreen.deposit', defaultMessage: '入金する', description: 'Link: deposit' },
  verify: { id: 'ui.blockDetailScreen.verify', defaultMessage: '本人確認へ進む', description: 'Link: verification' },
  verifyNeeded: {
    id: 'ui.blockDetailScreen.verifyNeeded',
    defaultMessage: '分売の申込には本人確認が必要です。',
    description: 'Identity verification is needed to apply',
  },
  applications: {
    id: 'ui.blockDetailScreen.applications',
    defaultMessage: '申込履歴を見る',
    description: 'Link: my distribution applications',
  },
  notOpen: {
    id: 'ui.blockDetailScreen.notOpen',
    defaultMessage: 'この分売はいま申込を受け付けていません。',
    description: 'The distribution is not open',
  },
  review: {
    id: 'ui.blockDetailScreen.review',
    defaultMessage: '内容を確認する',
    description: 'Button: open the confirmation',
  },
  confirmTitle: {
    id: 'ui.blockDetailScreen.confirmTitle',
    defaultMessage: 'この内容で申し込みますか？',
    description: 'Confirmation title',
  },
  confirmText: {
    id: 'ui.blockDetailScreen.confirmText',
    defaultMessage: '{name}の分売に{shares}申し込み、{amount}を拘束します。',
    description: 'Confirmation question; {shares} e.g. 300株, {amount} the hold',
  },
  confirm: { id: 'ui.blockDetailScreen.confirm', defaultMessage: '申し込む', description: 'Button: send' },
  back: { id: 'ui.blockDetailScreen.back', defaultMessage: '戻る', description: 'Button: back to the form' },
  appliedTitle: {
    id: 'ui.blockDetailScreen.appliedTitle',
    defaultMessage: '申込済みです',
    description: 'Notice title: the user has applied',
  },
  appliedText: {
    id: 'ui.blockDetailScreen.appliedText',
    defaultMessage: '{shares}の申込で、{amount}を配分まで拘束しています。',
    description: 'Shares applied for and the amount held until allotment',
  },
});
