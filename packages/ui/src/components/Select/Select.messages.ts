import { defineMessages } from 'react-intl';

// Built-in texts of Select; ids `ui.select.<key>`, Japanese defaults.
export const selectMessages = defineMessages({});
