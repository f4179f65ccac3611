import { defineMessages } from 'react-intl';

export const adminGateScreenMessages = defineMessages({
  checking: {
    id: 'ui.adminGateScreen.checking',
    defaultMessage: 'オペレーターのアカウントを確認しています',
    description: 'Shown while the console checks the session belongs to an operator',
  },
  refusedTitle: {
    id: 'ui.adminGateScreen.refusedTitle',
    defaultMessage: 'このアカウントでは利用できません',
    description: 'Heading when a non-operator opens the console',
  },
  signInAgain: {
    id: 'ui.adminGateScreen.signInAgain',
    defaultMessage: 'オペレーターとしてログイン',
    description: 'Button: sign in with an operator account',
  },
  backToApp: {
    id: 'ui.adminGateScreen.backToApp',
    defaultMessage: 'アプリに戻る',
    description: 'Link back to the app',
  },
});

export const adminGateScreenValueMessages = defineMessages<{ refusedText: { account: string } }>({
  refusedText: {
    id: 'ui.adminGateScreen.refusedText',
    defaultMessage:
      'アカウント {account} はオペレーターではないため、コンソールは使えません。オペレーターのアカウントでログインし直してください。',
    description: 'Why a non-operator cannot use the console and what to do; {account} is the signed-in account',
  },
});
