import { defineMessages } from 'react-intl';

// Built-in texts of ConfirmDialog; ids `ui.confirmDialog.<key>`, Japanese defaults.
export const confirmDialogMessages = defineMessages({});
