import { defineMessages } from 'react-intl';

export const pagerMessages = defineMessages({
  previous: { id: 'ui.pager.previous', defaultMessage: '前へ', description: 'Pager: go to the previous page' },
  next: { id: 'ui.pager.next', defaultMessage: '次へ', description: 'Pager: go to the next page' },
  label: {
    id: 'ui.pager.label',
    defaultMessage: 'ページ送り',
    description: 'Name of the pager landmark when the screen gives none',
  },
});

export const pagerValueMessages = defineMessages<{ status: { page: number; pages: number; total: number } }>({
  status: {
    id: 'ui.pager.status',
    defaultMessage: '{page} / {pages}ページ（全{total}件）',
    description: 'Pager: where the list is; {page} current page, {pages} page count, {total} item count',
  },
});
