import { defineMessages } from 'react-intl';

// Built-in texts of ConfirmDialog; ids `ui.confirmDialog.<key>`, Japanese defaults.
export const confirmDialogMessages = defineMessages({
  confirm: {
    id: 'ui.confirmDialog.confirm',
    defaultMessage: '確定する',
    description: 'Default label of the button that confirms the action asked about in a confirmation dialog',
  },
  cancel: {
    id: 'ui.confirmDialog.cancel',
    defaultMessage: 'キャンセル',
    description: 'Default label of the button that dismisses a confirmation dialog without acting',
  },
  closePosition: {
    id: 'ui.confirmDialog.closePosition',
    defaultMessage: 'このポジションを決済しますか？',
    description: 'Confirmation question before closing (settling) an open trading position',
  },
});
