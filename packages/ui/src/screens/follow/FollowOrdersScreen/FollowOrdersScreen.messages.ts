import { defineMessages } from 'react-intl';

export const followOrdersScreenMessages = defineMessages({
  title: {
    id: 'ui.followOrdersScreen.title',
    defaultMessage: 'フォロー注文',
    description: 'Screen title (/mine/followOrder): the user’s copy-trading orders',
  },
  tabs: {
    id: 'ui.followOrdersScreen.tabs',
    defaultMessage: '注文の状態',
    description: 'Accessible name of the tabs (following, ended)',
  },
  intro: {
    id: 'ui.followOrdersScreen.intro',
    defaultMessage: '評価額と損益は基準価額から計算した実績です。いつでも停止でき、停止前に受取額を確認できます。',
    description: 'Intro: values are realised from the NAV; stop any time, seeing what it pays first',
  },
  products: {
    id: 'ui.followOrdersScreen.products',
    defaultMessage: '商品を探す',
    description: 'Link to the products (/home/follow)',
  },
  emptyFollowing: {
    id: 'ui.followOrdersScreen.emptyFollowing',
    defaultMessage: 'フォロー中の商品はありません',
    description: 'Empty following tab',
  },
  emptyEnded: {
    id: 'ui.followOrdersScreen.emptyEnded',
    defaultMessage: '終了した注文はありません',
    description: 'Empty ended tab',
  },
  emptyText: {
    id: 'ui.followOrdersScreen.emptyText',
    defaultMessage: '商品を選んでフォローすると、ここに注文が表示されます。',
    description: 'Under an empty list',
  },
  units: { id: 'ui.followOrdersScreen.units', defaultMessage: '保有口数', description: 'Label: units held' },
  cost: {
    id: 'ui.followOrdersScreen.cost',
    defaultMessage: '取得額',
    description: 'Label: what was paid when buying, the entry fee included',
  },
  value: {
    id: 'ui.followOrdersScreen.value',
    defaultMessage: '評価額',
    description: 'Label: units × the NAV now',
  },
  dailyProfit: {
    id: 'ui.followOrdersScreen.dailyProfit',
    defaultMessage: '前日比損益',
    description: 'Label: the change of value since the previous close',
  },
  cumulativeProfit: {
    id: 'ui.followOrdersScreen.cumulativeProfit',
    defaultMessage: '累計損益',
    description: 'Label: value − what was paid (proceeds − paid once ended)',
  },
  bought: {
    id: 'ui.followOrdersScreen.bought',
    defaultMessage: '{time} に基準価額 {nav} で購入',
    description: 'When the order was bought and at which NAV',
  },
  navNow: {
    id: 'ui.followOrdersScreen.navNow',
    defaultMessage: '現在の基準価額 {nav}',
    description: 'The NAV now',
  },
  earlyExitUntil: {
    id: 'ui.followOrdersScreen.earlyExitUntil',
    defaultMessage: '{date}までの停止には早期停止手数料{percent}がかかります',
    description: 'Stopping up to this day costs the early-exit fee',
  },
  noEarlyExit: {
    id: 'ui.followOrdersScreen.noEarlyExit',
    defaultMessage: '今停止しても早期停止手数料はかかりません',
    description: 'Stopping now costs no early-exit fee',
  },
  product: {
    id: 'ui.followOrdersScreen.product',
    defaultMessage: '商品ページ',
    description: 'Link: the product page of an order',
  },
  productOf: {
    id: 'ui.followOrdersScreen.productOf',
    defaultMessage: '{name}の商品ページ',
    description: 'Accessible name of the link to an order’s product page',
  },
  stop: { id: 'ui.followOrdersScreen.stop', defaultMessage: '停止する', description: 'Button: stop following' },
  stopOf: {
    id: 'ui.followOrdersScreen.stopOf',
    defaultMessage: '{name}のフォローを停止する',
    description: 'Accessible name of one order’s stop button',
  },
  stopTitle: {
    id: 'ui.followOrdersScreen.stopTitle',
    defaultMessage: 'フォローの停止',
    description: 'Title of the stop confirmation',
  },
  stopQuestion: {
    id: 'ui.followOrdersScreen.stopQuestion',
    defaultMessage:
      '{name}のフォローを停止しますか？その時点の基準価額で評価した金額から下の手数料を差し引いて、利用可能な現金に戻します。',
    description: 'The stop confirmation’s question: what stopping does',
  },
  valueNow: {
    id: 'ui.followOrdersScreen.valueNow',
    defaultMessage: '評価額（現在）',
    description: 'Label: the value at the NAV now',
  },
  deduction: {
    id: 'ui.followOrdersScreen.deduction',
    defaultMessage: '−{amount}',
    description: 'A fee taken off the value, e.g. −￥1,510.00',
  },
  receive: {
    id: 'ui.followOrdersScreen.receive',
    defaultMessage: '受取額（見込み）',
    description: 'Label: what the stop would pay now',
  },
  stopNavMoves: {
    id: 'ui.followOrdersScreen.stopNavMoves',
    defaultMessage: '基準価額は停止までに変わることがあり、受取額は停止時の基準価額で決まります。',
    description: 'The NAV may move before the stop; what is paid is set at that moment’s NAV',
  },
  stopConfirm: {
    id: 'ui.followOrdersScreen.stopConfirm',
    defaultMessage: '停止する',
    description: 'Button: confirm the stop',
  },
  stopBack: {
    id: 'ui.followOrdersScreen.stopBack',
    defaultMessage: 'フォローを続ける',
    description: 'Button: keep following (close the confirmation)',
  },
  stoppedTitle: {
    id: 'ui.followOrdersScreen.stoppedTitle',
    defaultMessage: 'フォローを停止しました',
    description: 'The stop went through',
  },
  stoppedText: {
    id: 'ui.followOrdersScreen.stoppedText',
    defaultMessage: '{name}：{amount}を利用可能な現金に戻しました（基準価額 {nav}）。',
    description: 'What the stop paid, and at which NAV',
  },
  endedStopped: {
    id: 'ui.followOrdersScreen.endedStopped',
    defaultMessage: '{time} にお客様が停止',
    description: 'An ended order: stopped by the user at this time',
  },
  endedProduct: {
    id: 'ui.followOrdersScreen.endedProduct',
    defaultMessage: '{time} に商品の運用終了で精算',
    description: 'An ended order: settled when its product ended',
  },
  exitNav: {
    id: 'ui.followOrdersScreen.exitNav',
    defaultMessage: '終了時の基準価額',
    description: 'Label: the NAV the order ended at',
  },
  proceeds: {
    id: 'ui.followOrdersScreen.proceeds',
    defaultMessage: '受取額',
    description: 'Label: what the ended order paid to available cash',
  },
  figures: {
    id: 'ui.followOrdersScreen.figures',
    defaultMessage: '{name}の注文',
    description: 'Accessible name of one order’s figures',
  },
});
