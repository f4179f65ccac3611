import { defineMessages } from 'react-intl';

export const toasterMessages = defineMessages<{ region: { hotkey: string } }>({
  region: {
    id: 'ui.toaster.region',
    defaultMessage: '通知 ({hotkey})',
    description: 'Accessible name of the notification area; {hotkey} is the keyboard shortcut that focuses it',
  },
});
