import { defineMessages } from 'react-intl';

export const bankCardsScreenMessages = defineMessages({
  title: { id: 'ui.bankCardsScreen.title', defaultMessage: '銀行口座', description: 'Screen title (/mine/bank)' },
  intro: {
    id: 'ui.bankCardsScreen.intro',
    defaultMessage: '出金は、ここに登録したご本人名義の銀行口座にだけ振り込まれます。',
    description: 'What the registered accounts are for',
  },
  listLabel: {
    id: 'ui.bankCardsScreen.listLabel',
    defaultMessage: '登録済みの銀行口座',
    description: 'Accessible name and heading of the list',
  },
  count: {
    id: 'ui.bankCardsScreen.count',
    defaultMessage: '{count} / {max}件 登録済み（最大{max}件）',
    description: 'How many cards are registered of the maximum',
  },
  add: { id: 'ui.bankCardsScreen.add', defaultMessage: '口座を追加する', description: 'Link: add a bank account' },
  atLimit: {
    id: 'ui.bankCardsScreen.atLimit',
    defaultMessage: '登録できる口座は{max}件までです。追加するには、使わない口座を削除してください。',
    description: 'At the maximum number of cards',
  },
  verifyFirst: {
    id: 'ui.bankCardsScreen.verifyFirst',
    defaultMessage: '口座を登録するには、先に本人確認を完了してください。',
    description: 'Adding a card needs identity verification first',
  },
  verifyLink: {
    id: 'ui.bankCardsScreen.verifyLink',
    defaultMessage: '本人確認へ進む',
    description: 'Link to identity verification',
  },
  branchCode: {
    id: 'ui.bankCardsScreen.branchCode',
    defaultMessage: '支店番号 {code}',
    description: 'The three-digit branch code',
  },
  addedAt: { id: 'ui.bankCardsScreen.addedAt', defaultMessage: '登録 {time}', description: 'When the card was added' },
  inUse: {
    id: 'ui.bankCardsScreen.inUse',
    defaultMessage: '出金処理中',
    description: 'Badge: a pending withdrawal pays to it',
  },
  inUseNote: {
    id: 'ui.bankCardsScreen.inUseNote',
    defaultMessage: 'この口座への出金を処理中のため、完了するまで削除できません。',
    description: 'Why a card in use cannot be removed',
  },
  remove: { id: 'ui.bankCardsScreen.remove', defaultMessage: '削除', description: 'Button: remove a card' },
  removeLabel: {
    id: 'ui.bankCardsScreen.removeLabel',
    defaultMessage: '{bank} {number} を削除',
    description: 'Accessible name of the remove button of one card',
  },
  emptyTitle: {
    id: 'ui.bankCardsScreen.emptyTitle',
    defaultMessage: '登録された銀行口座はありません',
    description: 'Empty state title',
  },
  emptyText: {
    id: 'ui.bankCardsScreen.emptyText',
    defaultMessage: '出金するには、ご本人名義の銀行口座を登録してください。',
    description: 'Empty state text',
  },
  removeTitle: {
    id: 'ui.bankCardsScreen.removeTitle',
    defaultMessage: 'この口座を削除しますか？',
    description: 'Heading of the removal confirmation',
  },
  removeText: {
    id: 'ui.bankCardsScreen.removeText',
    defaultMessage: '{bank} {branch} {number} を削除します。これまでの出金の記録は残ります。',
    description: 'What removing does',
  },
  fundPassword: {
    id: 'ui.bankCardsScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Field: the fund password, needed to remove a card',
  },
  cancel: { id: 'ui.bankCardsScreen.cancel', defaultMessage: 'キャンセル', description: 'Button: keep the card' },
  confirmRemove: {
    id: 'ui.bankCardsScreen.confirmRemove',
    defaultMessage: '削除する',
    description: 'Button: remove the card for good',
  },
});
