import { defineMessages } from 'react-intl';

export const ipoApplyScreenMessages = defineMessages({
  title: {
    id: 'ui.ipoApplyScreen.title',
    defaultMessage: 'IPOの申込',
    description: 'Screen title (/mine/newShareOrder)',
  },
  formHeading: { id: 'ui.ipoApplyScreen.formHeading', defaultMessage: '申込内容', description: 'Heading of the form' },
  lots: { id: 'ui.ipoApplyScreen.lots', defaultMessage: '申込口数', description: 'Field: lots to apply for' },
  lotsHint: {
    id: 'ui.ipoApplyScreen.lotsHint',
    defaultMessage: '1口={lot}株。1〜{max}口まで申し込めます。当選確率は口数によらず口座ごとに同じです。',
    description: 'Hint under the lots field; {lot} shares per lot, {max} lots at most',
  },
  lotsUnit: { id: 'ui.ipoApplyScreen.lotsUnit', defaultMessage: '口', description: 'Unit after the lots field' },
  lotsInvalid: {
    id: 'ui.ipoApplyScreen.lotsInvalid',
    defaultMessage: '1〜{max}の整数で入力してください',
    description: 'Error: lots outside 1..max or not a whole number',
  },
  summary: {
    id: 'ui.ipoApplyScreen.summary',
    defaultMessage: '拘束される金額',
    description: 'Heading: the amount held',
  },
  shares: { id: 'ui.ipoApplyScreen.shares', defaultMessage: '申込株数', description: 'Term: shares applied for' },
  price: {
    id: 'ui.ipoApplyScreen.price',
    defaultMessage: '申込価格（公開価格）',
    description: 'Term: the application price',
  },
  hold: { id: 'ui.ipoApplyScreen.hold', defaultMessage: '拘束額', description: 'Term: the amount held at application' },
  cash: { id: 'ui.ipoApplyScreen.cash', defaultMessage: '利用可能な現金', description: 'Term: available cash' },
  cashAfter: {
    id: 'ui.ipoApplyScreen.cashAfter',
    defaultMessage: '申込後の利用可能な現金',
    description: 'Term: available cash after the hold',
  },
  holdNote: {
    id: 'ui.ipoApplyScreen.holdNote',
    defaultMessage:
      '申込時に公開価格×株数を拘束します。当選した分は払込日に払込に充て、落選した分は抽選後すぐに全額を解放します。締切までは取り消せます。',
    description: 'How the hold works: held at application, paid for won lots, released for lost ones',
  },
  shortCash: {
    id: 'ui.ipoApplyScreen.shortCash',
    defaultMessage: '利用可能な現金が足りません。口数を減らすか、入金してください。',
    description: 'The hold exceeds available cash',
  },
  deposit: { id: 'ui.ipoApplyScreen.deposit', defaultMessage: '入金する', description: 'Link: deposit' },
  verify: {
    id: 'ui.ipoApplyScreen.verify',
    defaultMessage: '本人確認へ進む',
    description: 'Link: identity verification',
  },
  verifyNeeded: {
    id: 'ui.ipoApplyScreen.verifyNeeded',
    defaultMessage: 'IPOの申込には本人確認が必要です。',
    description: 'Identity verification is needed to apply',
  },
  records: {
    id: 'ui.ipoApplyScreen.records',
    defaultMessage: '申込履歴を見る',
    description: 'Link: application records',
  },
  notOpen: {
    id: 'ui.ipoApplyScreen.notOpen',
    defaultMessage: 'このIPOはいま申込を受け付けていません。',
    description: 'The offering is not open for applications',
  },
  details: {
    id: 'ui.ipoApplyScreen.details',
    defaultMessage: 'IPOの詳細へ',
    description: 'Link: the offering’s details',
  },
  deadline: {
    id: 'ui.ipoApplyScreen.deadline',
    defaultMessage: '締切 {time}',
    description: 'The application deadline; {time} is a date and time',
  },
  review: {
    id: 'ui.ipoApplyScreen.review',
    defaultMessage: '内容を確認する',
    description: 'Button: open the confirmation',
  },
  confirmTitle: {
    id: 'ui.ipoApplyScreen.confirmTitle',
    defaultMessage: 'この内容で申し込みますか？',
    description: 'Confirmation title',
  },
  confirmText: {
    id: 'ui.ipoApplyScreen.confirmText',
    defaultMessage: '{name}に{lots}申し込み、{amount}を拘束します。',
    description: 'Confirmation question; {lots} is e.g. 3口（300株）, {amount} the hold',
  },
  confirm: { id: 'ui.ipoApplyScreen.confirm', defaultMessage: '申し込む', description: 'Button: send the application' },
  back: { id: 'ui.ipoApplyScreen.back', defaultMessage: '戻る', description: 'Button: back to the form' },
  doneTitle: {
    id: 'ui.ipoApplyScreen.doneTitle',
    defaultMessage: '申込を受け付けました',
    description: 'Success title',
  },
  doneText: {
    id: 'ui.ipoApplyScreen.doneText',
    defaultMessage: '{lots}、{amount}を抽選まで拘束しています。抽選日は{lottery}です。',
    description: 'Success text: lots, the amount held and the draw day',
  },
});
