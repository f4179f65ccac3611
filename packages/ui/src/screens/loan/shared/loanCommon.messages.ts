import { defineMessages } from 'react-intl';

/** Words shared by the credit-line screens (/mine/loan, /mine/loanOrder); ids `ui.loan.<key>`. */
export const loanCommonMessages = defineMessages({
  loading: { id: 'ui.loan.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.loan.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.loan.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
});
