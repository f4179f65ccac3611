import { defineMessages } from 'react-intl';

export const adminUsersScreenMessages = defineMessages({
  title: { id: 'ui.adminUsersScreen.title', defaultMessage: 'ユーザー', description: 'Users list heading' },
  search: {
    id: 'ui.adminUsersScreen.search',
    defaultMessage: 'アカウントまたは氏名で検索',
    description: 'Search field label',
  },
  searchHint: {
    id: 'ui.adminUsersScreen.searchHint',
    defaultMessage: 'アカウントは先頭の数字から、氏名は一部でも探せます。',
    description: 'Search field hint',
  },
  searchButton: { id: 'ui.adminUsersScreen.searchButton', defaultMessage: '検索', description: 'Search button' },
  flagFilter: {
    id: 'ui.adminUsersScreen.flagFilter',
    defaultMessage: '制限で絞り込み',
    description: 'Restriction filter label',
  },
  flagAll: {
    id: 'ui.adminUsersScreen.flagAll',
    defaultMessage: 'すべてのユーザー',
    description: 'No restriction filter',
  },
  listLabel: { id: 'ui.adminUsersScreen.listLabel', defaultMessage: 'ユーザー一覧', description: 'Users list name' },
  available: { id: 'ui.adminUsersScreen.available', defaultMessage: '利用可能額', description: 'Available cash (yen)' },
  held: { id: 'ui.adminUsersScreen.held', defaultMessage: '拘束中', description: 'Held (frozen) cash (yen)' },
  loan: { id: 'ui.adminUsersScreen.loan', defaultMessage: '融資残高', description: 'Loan outstanding (yen)' },
  noName: {
    id: 'ui.adminUsersScreen.noName',
    defaultMessage: '氏名未確認',
    description: 'User without a verified name',
  },
  noRestrictions: {
    id: 'ui.adminUsersScreen.noRestrictions',
    defaultMessage: '制限なし',
    description: 'Tag for a user with no restriction',
  },
  emptyTitle: {
    id: 'ui.adminUsersScreen.emptyTitle',
    defaultMessage: '該当するユーザーはいません',
    description: 'Empty users list',
  },
  emptyDescription: {
    id: 'ui.adminUsersScreen.emptyDescription',
    defaultMessage: '検索語や絞り込みを変えてお試しください。',
    description: 'What to do when the list is empty',
  },
});

export const adminUsersScreenValueMessages = defineMessages<{
  registered: { time: string };
  lastLogin: { time: string };
}>({
  registered: {
    id: 'ui.adminUsersScreen.registered',
    defaultMessage: '登録 {time}',
    description: 'When the user registered; {time} is a date and time',
  },
  lastLogin: {
    id: 'ui.adminUsersScreen.lastLogin',
    defaultMessage: '最終ログイン {time}',
    description: 'When the user last logged in; {time} is a date and time or "none"',
  },
});
