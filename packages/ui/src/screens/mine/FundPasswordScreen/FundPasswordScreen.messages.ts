import { defineMessages } from 'react-intl';

export const fundPasswordScreenMessages = defineMessages({
  titleSet: {
    id: 'ui.fundPasswordScreen.titleSet',
    defaultMessage: '資金パスワードの設定',
    description: 'Title when no fund password is set yet',
  },
  titleChange: {
    id: 'ui.fundPasswordScreen.titleChange',
    defaultMessage: '資金パスワードの変更',
    description: 'Title when changing the fund password',
  },
  introSet: {
    id: 'ui.fundPasswordScreen.introSet',
    defaultMessage:
      '資金パスワードは出金・銀行口座の変更・借入の際に必要です。ログインパスワードとは別のものを設定してください。',
    description: 'What the fund password guards, before setting it',
  },
  introChange: {
    id: 'ui.fundPasswordScreen.introChange',
    defaultMessage: '資金パスワードは出金・銀行口座の変更・借入の際に必要です。',
    description: 'What the fund password guards, before changing it',
  },
  loginPassword: {
    id: 'ui.fundPasswordScreen.loginPassword',
    defaultMessage: 'ログインパスワード',
    description: 'Field: the login password, proving the user is present',
  },
  current: {
    id: 'ui.fundPasswordScreen.current',
    defaultMessage: '現在の資金パスワード',
    description: 'Field: current fund password',
  },
  new: {
    id: 'ui.fundPasswordScreen.new',
    defaultMessage: '新しい資金パスワード',
    description: 'Field: new fund password',
  },
  newHint: {
    id: 'ui.fundPasswordScreen.newHint',
    defaultMessage: '半角英数字 6〜32 文字。ログインパスワードと同じものは使えません',
    description: 'Hint under the new fund password',
  },
  confirm: {
    id: 'ui.fundPasswordScreen.confirm',
    defaultMessage: '新しい資金パスワード（確認）',
    description: 'Field: the new fund password again',
  },
  submitSet: { id: 'ui.fundPasswordScreen.submitSet', defaultMessage: '設定する', description: 'Button: set' },
  submitChange: { id: 'ui.fundPasswordScreen.submitChange', defaultMessage: '変更する', description: 'Button: change' },
  forgotten: {
    id: 'ui.fundPasswordScreen.forgotten',
    defaultMessage:
      '資金パスワードを忘れた場合は、本人確認のうえカスタマーサービスで再設定します（手数料はかかりません）。',
    description: 'How a forgotten fund password is reset: through support after identity checks, never for a fee',
  },
  doneSet: {
    id: 'ui.fundPasswordScreen.doneSet',
    defaultMessage: '資金パスワードを設定しました',
    description: 'Heading after setting',
  },
  doneChange: {
    id: 'ui.fundPasswordScreen.doneChange',
    defaultMessage: '資金パスワードを変更しました',
    description: 'Heading after changing',
  },
  doneText: {
    id: 'ui.fundPasswordScreen.doneText',
    defaultMessage: '出金などの際に、この資金パスワードを入力してください。',
    description: 'After setting or changing: use it for withdrawals',
  },
  back: {
    id: 'ui.fundPasswordScreen.back',
    defaultMessage: '個人ページへ戻る',
    description: 'Link to the personal page',
  },
});
