import { defineMessages } from 'react-intl';

export const stepUpDialogMessages = defineMessages({
  titleWithdrawal: {
    id: 'ui.stepUpDialog.titleWithdrawal',
    defaultMessage: '出金をパスキーで確認',
    description: 'Heading: confirm a withdrawal with the passkey',
  },
  titleBankCardAdd: {
    id: 'ui.stepUpDialog.titleBankCardAdd',
    defaultMessage: '口座の追加をパスキーで確認',
    description: 'Heading: confirm adding a bank account with the passkey',
  },
  titleBankCardRemove: {
    id: 'ui.stepUpDialog.titleBankCardRemove',
    defaultMessage: '口座の削除をパスキーで確認',
    description: 'Heading: confirm removing a bank account with the passkey',
  },
  titleSecurityChange: {
    id: 'ui.stepUpDialog.titleSecurityChange',
    defaultMessage: '設定の変更をパスキーで確認',
    description: 'Heading: confirm a change to passkeys, recovery codes or the alert e-mail with the passkey',
  },
  text: {
    id: 'ui.stepUpDialog.text',
    defaultMessage:
      'お客さまの大切な資産を守るため、この操作の前にパスキーでご本人確認をします。ボタンを押すと、端末の顔認証・指紋認証・画面ロックの確認が表示されます。',
    description: 'Why the passkey is asked for, and what happens on pressing the button',
  },
  confirm: {
    id: 'ui.stepUpDialog.confirm',
    defaultMessage: 'パスキーで確認',
    description: 'Button: run the passkey check',
  },
  waiting: {
    id: 'ui.stepUpDialog.waiting',
    defaultMessage: '端末の画面に表示される確認を続けてください。',
    description: 'While the browser passkey sheet is open',
  },
  cancel: { id: 'ui.stepUpDialog.cancel', defaultMessage: 'キャンセル', description: 'Button: drop the action' },
});
