import { defineMessages } from 'react-intl';

export const adminLoginScreenMessages = defineMessages({
  title: {
    id: 'ui.adminLoginScreen.title',
    defaultMessage: 'オペレーターのログイン',
    description: 'Operator sign-in heading',
  },
  lead: {
    id: 'ui.adminLoginScreen.lead',
    defaultMessage: 'オペレーター用のアカウントでログインしてください。操作はすべて監査ログに記録されます。',
    description: 'Text under the operator sign-in heading',
  },
  account: {
    id: 'ui.adminLoginScreen.account',
    defaultMessage: 'オペレーターアカウント',
    description: 'Operator account field label',
  },
  password: { id: 'ui.adminLoginScreen.password', defaultMessage: 'パスワード', description: 'Password field label' },
  submit: { id: 'ui.adminLoginScreen.submit', defaultMessage: 'ログイン', description: 'Operator sign-in button' },
  backToApp: {
    id: 'ui.adminLoginScreen.backToApp',
    defaultMessage: 'アプリに戻る',
    description: 'Link from the operator sign-in back to the investor app',
  },
});
