import { defineMessages } from 'react-intl';

// Built-in texts of SearchField; ids `ui.searchField.<key>`, Japanese defaults.
export const searchFieldMessages = defineMessages({});
