import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the watchlist (/quotes/self); ids `ui.watchlistScreen.<key>`, Japanese defaults.
export const watchlistScreenMessages = defineMessages<{
  list: { market: string };
  add: Plain;
  edit: Plain;
  done: Plain;
  selectAll: Plain;
  deleteSelected: { count: number };
  confirmTitle: Plain;
  confirmMessage: { count: number };
  confirmDelete: Plain;
  moveUp: { name: string };
  moveDown: { name: string };
  empty: Plain;
  emptyHint: Plain;
  editList: Plain;
  selected: { count: number };
}>({
  list: {
    id: 'ui.watchlistScreen.list',
    defaultMessage: 'お気に入り（{market}）',
    description: 'Accessible name of the watchlist',
  },
  add: {
    id: 'ui.watchlistScreen.add',
    defaultMessage: '銘柄を追加',
    description: 'Link to the search screen to add stocks',
  },
  edit: {
    id: 'ui.watchlistScreen.edit',
    defaultMessage: '編集',
    description: 'Button: enter edit mode (select, delete, reorder)',
  },
  done: { id: 'ui.watchlistScreen.done', defaultMessage: '完了', description: 'Button: leave edit mode' },
  selectAll: {
    id: 'ui.watchlistScreen.selectAll',
    defaultMessage: 'すべて選択',
    description: 'Checkbox: select every stock',
  },
  deleteSelected: {
    id: 'ui.watchlistScreen.deleteSelected',
    defaultMessage: '削除（{count}）',
    description: 'Button: delete the selected stocks; {count} how many are selected',
  },
  confirmTitle: {
    id: 'ui.watchlistScreen.confirmTitle',
    defaultMessage: 'お気に入りから削除',
    description: 'Title of the delete confirmation',
  },
  confirmMessage: {
    id: 'ui.watchlistScreen.confirmMessage',
    defaultMessage: '選択した{count}銘柄をお気に入りから削除しますか？',
    description: 'Question of the delete confirmation; {count} stocks',
  },
  confirmDelete: {
    id: 'ui.watchlistScreen.confirmDelete',
    defaultMessage: '削除する',
    description: 'Confirm button of the delete dialog',
  },
  moveUp: {
    id: 'ui.watchlistScreen.moveUp',
    defaultMessage: '{name}を上へ',
    description: 'Button: move the stock one place up',
  },
  moveDown: {
    id: 'ui.watchlistScreen.moveDown',
    defaultMessage: '{name}を下へ',
    description: 'Button: move the stock one place down',
  },
  empty: {
    id: 'ui.watchlistScreen.empty',
    defaultMessage: 'お気に入りはまだありません',
    description: 'Empty watchlist title',
  },
  emptyHint: {
    id: 'ui.watchlistScreen.emptyHint',
    defaultMessage: '銘柄を検索して星をタップすると追加できます。',
    description: 'How to add to an empty watchlist',
  },
  editList: {
    id: 'ui.watchlistScreen.editList',
    defaultMessage: 'お気に入りの編集',
    description: 'Accessible name of the list in edit mode',
  },
  selected: {
    id: 'ui.watchlistScreen.selected',
    defaultMessage: '{count}件選択中',
    description: 'How many stocks are selected',
  },
});
