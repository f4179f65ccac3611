import { defineMessages } from 'react-intl';

/** Words shared by the currency-exchange screens (/mine/exchange); ids `ui.exchange.<key>`. */
export const exchangeCommonMessages = defineMessages({
  loading: { id: 'ui.exchange.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.exchange.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.exchange.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
});
