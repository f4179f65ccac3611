import { defineMessages } from 'react-intl';

export const bankCardAddScreenMessages = defineMessages({
  title: {
    id: 'ui.bankCardAddScreen.title',
    defaultMessage: '銀行口座の登録',
    description: 'Screen title (/mine/bankAdd)',
  },
  ownNameTitle: {
    id: 'ui.bankCardAddScreen.ownNameTitle',
    defaultMessage: 'ご本人名義の口座だけ登録できます',
    description: 'Heading of the own-name rule',
  },
  ownNameRule: {
    id: 'ui.bankCardAddScreen.ownNameRule',
    defaultMessage:
      '口座名義は、本人確認済みのお名前「{name}」またはフリガナ「{kana}」と同じにしてください（全角・半角やスペースの違いは問いません）。',
    description: 'The own-name rule with the verified name and reading',
  },
  ownNameRuleNoKana: {
    id: 'ui.bankCardAddScreen.ownNameRuleNoKana',
    defaultMessage:
      '口座名義は、本人確認済みのお名前「{name}」と同じにしてください（全角・半角やスペースの違いは問いません）。',
    description: 'The own-name rule when no reading was given',
  },
  otherNames: {
    id: 'ui.bankCardAddScreen.otherNames',
    defaultMessage: 'ご家族や会社など、ほかの名義の口座は登録できません。',
    description: 'Accounts in other names are refused',
  },
  formHeading: {
    id: 'ui.bankCardAddScreen.formHeading',
    defaultMessage: '口座の情報',
    description: 'Heading of the form',
  },
  bankName: { id: 'ui.bankCardAddScreen.bankName', defaultMessage: '銀行名', description: 'Field: bank name' },
  bankNameHint: {
    id: 'ui.bankCardAddScreen.bankNameHint',
    defaultMessage: '例: 三菱UFJ銀行',
    description: 'Hint under the bank name',
  },
  branchName: { id: 'ui.bankCardAddScreen.branchName', defaultMessage: '支店名', description: 'Field: branch name' },
  branchNameHint: {
    id: 'ui.bankCardAddScreen.branchNameHint',
    defaultMessage: '例: 新宿支店',
    description: 'Hint under the branch name',
  },
  branchCode: {
    id: 'ui.bankCardAddScreen.branchCode',
    defaultMessage: '支店番号',
    description: 'Field: three-digit branch code',
  },
  branchCodeHint: {
    id: 'ui.bankCardAddScreen.branchCodeHint',
    defaultMessage: '3桁の数字',
    description: 'Hint under the branch code',
  },
  accountType: {
    id: 'ui.bankCardAddScreen.accountType',
    defaultMessage: '口座種別',
    description: 'Field: account type (普通 / 当座 / 貯蓄)',
  },
  accountNumber: {
    id: 'ui.bankCardAddScreen.accountNumber',
    defaultMessage: '口座番号',
    description: 'Field: seven-digit account number',
  },
  accountNumberHint: {
    id: 'ui.bankCardAddScreen.accountNumberHint',
    defaultMessage: '7桁の数字。7桁に満たない場合は先頭に0を付けてください',
    description: 'Hint under the account number',
  },
  holderName: {
    id: 'ui.bankCardAddScreen.holderName',
    defaultMessage: '口座名義',
    description: 'Field: account holder name',
  },
  holderNameHint: {
    id: 'ui.bankCardAddScreen.holderNameHint',
    defaultMessage: '通帳やキャッシュカードの表記のとおり（カタカナ）',
    description: 'Hint under the holder name',
  },
  holderNamePrefilled: {
    id: 'ui.bankCardAddScreen.holderNamePrefilled',
    defaultMessage: '本人確認済みのフリガナを入れています。通帳やキャッシュカードの表記と違う場合だけ直してください',
    description: 'Hint under the holder name when it is prefilled with the verified reading',
  },
  fundPassword: {
    id: 'ui.bankCardAddScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Field: the fund password',
  },
  submit: { id: 'ui.bankCardAddScreen.submit', defaultMessage: '登録する', description: 'Button: add the card' },
  needHeading: {
    id: 'ui.bankCardAddScreen.needHeading',
    defaultMessage: '登録の前に必要なこと',
    description: 'Heading of the prerequisites',
  },
  needIdentity: {
    id: 'ui.bankCardAddScreen.needIdentity',
    defaultMessage: '本人確認を完了する',
    description: 'Prerequisite link: verify identity',
  },
  needFundPassword: {
    id: 'ui.bankCardAddScreen.needFundPassword',
    defaultMessage: '資金パスワードを設定する',
    description: 'Prerequisite link: set the fund password',
  },
  atLimit: {
    id: 'ui.bankCardAddScreen.atLimit',
    defaultMessage: '登録できる口座は{max}件までです。追加するには、使わない口座を削除してください。',
    description: 'At the maximum number of cards',
  },
  toList: {
    id: 'ui.bankCardAddScreen.toList',
    defaultMessage: '登録済みの口座を見る',
    description: 'Link to the list of cards',
  },
  added: {
    id: 'ui.bankCardAddScreen.added',
    defaultMessage: '口座を登録しました',
    description: 'Heading once added',
  },
  addedText: {
    id: 'ui.bankCardAddScreen.addedText',
    defaultMessage: 'この口座を出金先として選べます。',
    description: 'Once added: it can be chosen for withdrawals',
  },
});
