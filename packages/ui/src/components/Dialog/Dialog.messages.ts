import { defineMessages } from 'react-intl';

// Built-in texts of Dialog; ids `ui.dialog.<key>`, Japanese defaults.
export const dialogMessages = defineMessages({});
