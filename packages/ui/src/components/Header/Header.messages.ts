import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  back: { id: 'ui.header.back', defaultMessage: '戻る', description: 'Header button that goes to the previous page' },
  records: {
    id: 'ui.header.records',
    defaultMessage: '申込履歴',
    description: 'Header shortcut to subscription records (new shares, distributions)',
  },
});
