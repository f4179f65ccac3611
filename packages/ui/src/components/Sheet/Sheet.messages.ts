import { defineMessages } from 'react-intl';

export const sheetMessages = defineMessages({
  close: { id: 'ui.sheet.close', defaultMessage: '閉じる', description: 'Button that closes a side panel' },
});
