import { defineMessages } from 'react-intl';

export const buttonMessages = defineMessages({
  pending: {
    id: 'ui.button.pending',
    defaultMessage: '処理中',
    description: 'Announced by screen readers while a button’s action is in progress',
  },
});
