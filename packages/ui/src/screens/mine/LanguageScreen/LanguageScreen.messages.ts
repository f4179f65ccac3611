import { defineMessages } from 'react-intl';

export const languageScreenMessages = defineMessages({
  title: { id: 'ui.languageScreen.title', defaultMessage: '言語', description: 'Title of the language page' },
  intro: {
    id: 'ui.languageScreen.intro',
    defaultMessage: '表示とお知らせの言語を選んでください。保存するとアプリを再読み込みします。',
    description: 'What the choice changes, and that the app reloads',
  },
  save: { id: 'ui.languageScreen.save', defaultMessage: '保存する', description: 'Button: save the language' },
  current: {
    id: 'ui.languageScreen.current',
    defaultMessage: '使用中',
    description: 'Marks the language in use',
  },
  priceColours: {
    id: 'ui.languageScreen.priceColours',
    defaultMessage: '値動きの色',
    description: 'Heading and group label: how rises and falls are coloured',
  },
  priceColoursIntro: {
    id: 'ui.languageScreen.priceColoursIntro',
    defaultMessage: '上昇と下落の色を選べます。色と一緒に必ず▲▼と符号も表示します。この端末ですぐに反映されます。',
    description: 'What the colour choice does; arrows and signs are always shown too',
  },
  priceColoursMarket: {
    id: 'ui.languageScreen.priceColoursMarket',
    defaultMessage: '市場の慣習に合わせる',
    description: 'Option: follow each market’s convention',
  },
  priceColoursMarketHint: {
    id: 'ui.languageScreen.priceColoursMarketHint',
    defaultMessage: '日本株・中国株は上昇が赤、米国株は上昇が緑',
    description: 'Explains the market convention option',
  },
  priceColoursRedUp: {
    id: 'ui.languageScreen.priceColoursRedUp',
    defaultMessage: 'すべて上昇を赤・下落を緑',
    description: 'Option: red for rises in every market',
  },
  priceColoursGreenUp: {
    id: 'ui.languageScreen.priceColoursGreenUp',
    defaultMessage: 'すべて上昇を緑・下落を赤',
    description: 'Option: green for rises in every market',
  },
});
