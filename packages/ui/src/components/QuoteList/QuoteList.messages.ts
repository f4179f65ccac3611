import { defineMessages } from 'react-intl';

// Built-in texts of QuoteList; ids `ui.quoteList.<key>`, Japanese defaults.
export const quoteListMessages = defineMessages({
  label: {
    id: 'ui.quoteList.label',
    defaultMessage: '銘柄一覧',
    description: 'Accessible name of the list of instruments with their prices (used when the screen gives none)',
  },
  loading: {
    id: 'ui.quoteList.loading',
    defaultMessage: '銘柄を読み込み中',
    description: 'Spoken label of the instrument list while its prices are loading',
  },
});
