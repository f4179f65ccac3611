import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the stock search (/quotes/search); ids `ui.searchScreen.<key>`, Japanese defaults.
export const searchScreenMessages = defineMessages<{
  label: Plain;
  hint: Plain;
  recent: Plain;
  clearRecent: Plain;
  noRecent: Plain;
  results: Plain;
  noResults: Plain;
  noResultsHint: Plain;
  resultCount: { count: number };
  addWatch: { name: string };
  removeWatch: { name: string };
  searching: Plain;
}>({
  label: { id: 'ui.searchScreen.label', defaultMessage: '銘柄を検索', description: 'Label of the search field' },
  hint: {
    id: 'ui.searchScreen.hint',
    defaultMessage: 'コードまたは銘柄名（日本語・中国語・英語）',
    description: 'Hint under the search field: search by code or by a name in Japanese, Chinese or English',
  },
  recent: { id: 'ui.searchScreen.recent', defaultMessage: '検索履歴', description: 'Heading of the recent searches' },
  clearRecent: {
    id: 'ui.searchScreen.clearRecent',
    defaultMessage: '履歴を消去',
    description: 'Button: clear the recent searches',
  },
  noRecent: {
    id: 'ui.searchScreen.noRecent',
    defaultMessage: '検索履歴はありません',
    description: 'No recent searches yet',
  },
  results: {
    id: 'ui.searchScreen.results',
    defaultMessage: '検索結果',
    description: 'Heading and name of the result list',
  },
  noResults: {
    id: 'ui.searchScreen.noResults',
    defaultMessage: '該当する銘柄はありません',
    description: 'Empty result: nothing matched',
  },
  noResultsHint: {
    id: 'ui.searchScreen.noResultsHint',
    defaultMessage: 'コードの先頭や銘柄名の一部で検索してください。',
    description: 'What to try when nothing matched',
  },
  resultCount: {
    id: 'ui.searchScreen.resultCount',
    defaultMessage: '{count}件',
    description: 'How many instruments matched (announced politely)',
  },
  addWatch: {
    id: 'ui.searchScreen.addWatch',
    defaultMessage: '{name}をお気に入りに追加',
    description: 'Accessible name of the star button on a result: add to watchlist',
  },
  removeWatch: {
    id: 'ui.searchScreen.removeWatch',
    defaultMessage: '{name}をお気に入りから削除',
    description: 'Accessible name of the star button on a watched result: remove from watchlist',
  },
  searching: { id: 'ui.searchScreen.searching', defaultMessage: '検索中', description: 'Spoken label while searching' },
});
