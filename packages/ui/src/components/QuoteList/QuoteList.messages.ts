import { defineMessages } from 'react-intl';

// Built-in texts of QuoteList; ids `ui.quoteList.<key>`, Japanese defaults.
export const quoteListMessages = defineMessages({});
