import { defineMessages } from 'react-intl';

// Built-in texts of QuoteRow; ids `ui.quoteRow.<key>`, Japanese defaults.
export const quoteRowMessages = defineMessages({});
