import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts shared by the markets screens; ids `ui.markets.<key>`, Japanese defaults.
export const marketsCommonMessages = defineMessages<{
  market: Plain;
  jpy: Plain;
  usd: Plain;
  cny: Plain;
  jpyShort: Plain;
  usdShort: Plain;
  cnyShort: Plain;
  indices: Plain;
  stocks: Plain;
  more: Plain;
  loading: Plain;
  indexList: Plain;
  alwaysOpen: Plain;
}>({
  market: {
    id: 'ui.markets.market',
    defaultMessage: '市場',
    description: 'Label of the market switch (Japan, US, China)',
  },
  jpy: { id: 'ui.markets.jpy', defaultMessage: '日本株', description: 'Market switch option: Japanese stocks' },
  usd: { id: 'ui.markets.usd', defaultMessage: '米国株', description: 'Market switch option: US stocks' },
  cny: { id: 'ui.markets.cny', defaultMessage: '中国株', description: 'Market switch option: China A-shares' },
  jpyShort: {
    id: 'ui.markets.jpyShort',
    defaultMessage: '日本',
    description: 'Short market badge on a search result: Japan',
  },
  usdShort: {
    id: 'ui.markets.usdShort',
    defaultMessage: '米国',
    description: 'Short market badge on a search result: US',
  },
  cnyShort: {
    id: 'ui.markets.cnyShort',
    defaultMessage: '中国',
    description: 'Short market badge on a search result: China',
  },
  indices: { id: 'ui.markets.indices', defaultMessage: '指数', description: 'Section heading: market indices' },
  stocks: { id: 'ui.markets.stocks', defaultMessage: '銘柄', description: 'Section heading: stocks of the market' },
  more: { id: 'ui.markets.more', defaultMessage: 'もっと見る', description: 'Link to the full list of a section' },
  loading: {
    id: 'ui.markets.loading',
    defaultMessage: '読み込み中',
    description: 'Spoken label of a loading skeleton',
  },
  indexList: {
    id: 'ui.markets.indexList',
    defaultMessage: '指数一覧',
    description: 'Accessible name of a list of indices',
  },
  alwaysOpen: {
    id: 'ui.markets.alwaysOpen',
    defaultMessage: 'デモ時計（常時取引中）',
    description: 'Note beside the market clock when the simulator keeps the market open for demos',
  },
});
