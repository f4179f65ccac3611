import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the home screen; ids `ui.homeScreen.<key>`, Japanese defaults.
export const homeScreenMessages = defineMessages<{
  rankings: Plain;
  rankingKinds: Plain;
  gainers: Plain;
  losers: Plain;
  volume: Plain;
  turnover: Plain;
  stockList: { market: string };
}>({
  rankings: { id: 'ui.homeScreen.rankings', defaultMessage: 'ランキング', description: 'Section heading: rankings' },
  rankingKinds: {
    id: 'ui.homeScreen.rankingKinds',
    defaultMessage: 'ランキングの種類',
    description: 'Accessible name of the ranking tabs (gainers, losers, volume, turnover)',
  },
  gainers: {
    id: 'ui.homeScreen.gainers',
    defaultMessage: '値上がり率',
    description: 'Ranking tab: top gainers by change percent',
  },
  losers: {
    id: 'ui.homeScreen.losers',
    defaultMessage: '値下がり率',
    description: 'Ranking tab: top losers by change percent',
  },
  volume: { id: 'ui.homeScreen.volume', defaultMessage: '出来高', description: 'Ranking tab: most shares traded' },
  turnover: { id: 'ui.homeScreen.turnover', defaultMessage: '売買代金', description: 'Ranking tab: most value traded' },
  stockList: {
    id: 'ui.homeScreen.stockList',
    defaultMessage: '{market}の銘柄',
    description: 'Accessible name of the stock list; {market} is the market name (Japanese stocks…)',
  },
});
