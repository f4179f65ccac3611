import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the full stock list (/quotes/moreStock); ids `ui.moreStockScreen.<key>`, Japanese defaults.
export const moreStockScreenMessages = defineMessages<{
  sort: Plain;
  code: Plain;
  gainers: Plain;
  losers: Plain;
  turnover: Plain;
  total: { count: number };
  list: { market: string };
}>({
  sort: { id: 'ui.moreStockScreen.sort', defaultMessage: '並び順', description: 'Label of the sort switch' },
  code: { id: 'ui.moreStockScreen.code', defaultMessage: 'コード順', description: 'Sort option: by code' },
  gainers: {
    id: 'ui.moreStockScreen.gainers',
    defaultMessage: '値上がり',
    description: 'Sort option: highest change percent first',
  },
  losers: {
    id: 'ui.moreStockScreen.losers',
    defaultMessage: '値下がり',
    description: 'Sort option: lowest change percent first',
  },
  turnover: {
    id: 'ui.moreStockScreen.turnover',
    defaultMessage: '売買代金',
    description: 'Sort option: most value traded first',
  },
  total: {
    id: 'ui.moreStockScreen.total',
    defaultMessage: '全{count}銘柄',
    description: 'How many stocks the market lists',
  },
  list: {
    id: 'ui.moreStockScreen.list',
    defaultMessage: '{market}の全銘柄',
    description: 'Accessible name of the list',
  },
});
