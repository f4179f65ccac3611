import { defineMessages } from 'react-intl';

export const adminShellMessages = defineMessages({
  console: {
    id: 'ui.adminShell.console',
    defaultMessage: 'オペレーターコンソール',
    description: 'Name of the operator console, beside the site title',
  },
  navigation: {
    id: 'ui.adminShell.navigation',
    defaultMessage: 'コンソールのメニュー',
    description: 'Section nav name',
  },
  signedInAs: {
    id: 'ui.adminShell.signedInAs',
    defaultMessage: 'ログイン中のオペレーター',
    description: 'Label of the signed-in operator',
  },
  signOut: { id: 'ui.adminShell.signOut', defaultMessage: 'ログアウト', description: 'Operator sign-out button' },
  skipToContent: {
    id: 'ui.adminShell.skipToContent',
    defaultMessage: '本文へ移動',
    description: 'Skip link for keyboard users, shown on focus',
  },
});
