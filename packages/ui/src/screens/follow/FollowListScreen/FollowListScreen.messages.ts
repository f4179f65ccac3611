import { defineMessages } from 'react-intl';

export const followListScreenMessages = defineMessages({
  title: {
    id: 'ui.followListScreen.title',
    defaultMessage: 'コピートレード',
    description: 'Screen title (/home/follow): copy-trading and quantitative products',
  },
  intro: {
    id: 'ui.followListScreen.intro',
    defaultMessage:
      'リーダーのポートフォリオや公開されたルールに沿って運用する商品です。基準価額は組入銘柄の市場価格で動きます。',
    description: 'Intro: products follow a leader’s basket or a published rule; the NAV moves with market prices',
  },
  orders: {
    id: 'ui.followListScreen.orders',
    defaultMessage: 'フォロー中の商品と履歴',
    description: 'Link to the user’s follow orders (/mine/followOrder)',
  },
  listHeading: {
    id: 'ui.followListScreen.listHeading',
    defaultMessage: '商品一覧',
    description: 'Heading and accessible name of the product list',
  },
  empty: {
    id: 'ui.followListScreen.empty',
    defaultMessage: '公開中の商品はありません',
    description: 'Empty product list',
  },
  emptyText: {
    id: 'ui.followListScreen.emptyText',
    defaultMessage: '新しい商品が公開されると、ここに表示されます。',
    description: 'Under the empty product list',
  },
  by: {
    id: 'ui.followListScreen.by',
    defaultMessage: '運用: {name}',
    description: 'Who runs the strategy (a leader’s or a team’s name)',
  },
  sparkline: {
    id: 'ui.followListScreen.sparkline',
    defaultMessage: '直近1か月の基準価額',
    description: 'Caption of the small NAV line of the last month',
  },
  figures: {
    id: 'ui.followListScreen.figures',
    defaultMessage: '{name}の実績と条件',
    description: 'Accessible name of a product card’s figures',
  },
  details: { id: 'ui.followListScreen.details', defaultMessage: '詳細', description: 'Link: the product page' },
  detailsOf: {
    id: 'ui.followListScreen.detailsOf',
    defaultMessage: '{name}の詳細',
    description: 'Accessible name of the link to one product’s page',
  },
  compare: {
    id: 'ui.followListScreen.compare',
    defaultMessage: '比較',
    description: 'Checkbox: pick this product for the side-by-side comparison',
  },
  compareOf: {
    id: 'ui.followListScreen.compareOf',
    defaultMessage: '{name}を比較する',
    description: 'Accessible name of one product’s compare checkbox',
  },
  compareHeading: {
    id: 'ui.followListScreen.compareHeading',
    defaultMessage: '2つの商品を比較',
    description: 'Heading of the comparison bar',
  },
  compareNone: {
    id: 'ui.followListScreen.compareNone',
    defaultMessage: '商品の「比較」に2つチェックを入れると、実績と手数料を並べて見られます。',
    description: 'Comparison bar, nothing picked: how to compare',
  },
  compareOne: {
    id: 'ui.followListScreen.compareOne',
    defaultMessage: '{name}を選びました。もう1つ選んでください。',
    description: 'Comparison bar, one product picked',
  },
  compareTwo: {
    id: 'ui.followListScreen.compareTwo',
    defaultMessage: '{first}と{second}を選びました。選べるのは2つまでです。',
    description: 'Comparison bar, two products picked (the most)',
  },
  compareOpen: {
    id: 'ui.followListScreen.compareOpen',
    defaultMessage: '並べて比較',
    description: 'Button: open the side-by-side comparison',
  },
  compareClear: {
    id: 'ui.followListScreen.compareClear',
    defaultMessage: '選択を解除',
    description: 'Button: unpick both products',
  },
  compareTitle: {
    id: 'ui.followListScreen.compareTitle',
    defaultMessage: '商品の比較',
    description: 'Title of the comparison dialog',
  },
  compareNote: {
    id: 'ui.followListScreen.compareNote',
    defaultMessage: '実績は市場価格から計算したもので、将来の成果を約束しません。',
    description: 'Under the comparison: realised from prices, no promise',
  },
  valueOf: {
    id: 'ui.followListScreen.valueOf',
    defaultMessage: '{name}:',
    description: 'Spoken before a value in the comparison, naming its product (visually the column says it)',
  },
});
