import { defineMessages } from 'react-intl';

// Built-in texts of SearchField; ids `ui.searchField.<key>`, Japanese defaults.
export const searchFieldMessages = defineMessages({
  clear: {
    id: 'ui.searchField.clear',
    defaultMessage: '検索語を消去',
    description: 'Accessible name of the button that empties the search field',
  },
});
