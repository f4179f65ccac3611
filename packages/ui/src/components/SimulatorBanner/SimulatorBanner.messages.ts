import { defineMessages } from 'react-intl';

export const simulatorBannerMessages = defineMessages({
  text: {
    id: 'ui.simulatorBanner.text',
    defaultMessage: 'シミュレーション市場 · 仮想資金',
    description: 'Persistent marker on every screen: prices are simulated and no real money moves',
  },
});
