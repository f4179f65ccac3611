import { defineMessages } from 'react-intl';

export const passwordFieldMessages = defineMessages({
  show: {
    id: 'ui.passwordField.show',
    defaultMessage: 'パスワードを表示',
    description: 'Toggle button label (pressed state shown separately) that reveals the typed password',
  },
});
