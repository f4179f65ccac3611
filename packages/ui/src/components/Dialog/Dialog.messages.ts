import { defineMessages } from 'react-intl';

// Built-in texts of Dialog; ids `ui.dialog.<key>`, Japanese defaults.
export const dialogMessages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: '閉じる',
    description: 'Accessible name of the icon button that closes a dialog',
  },
});
