import { defineMessages } from 'react-intl';

export const followDetailScreenMessages = defineMessages({
  title: {
    id: 'ui.followDetailScreen.title',
    defaultMessage: '商品の詳細',
    description: 'Screen title: one copy-trading product',
  },
  headlineLabel: {
    id: 'ui.followDetailScreen.headlineLabel',
    defaultMessage: '基準価額（1口あたり）',
    description: 'Label of the headline NAV per unit',
  },
  asOf: {
    id: 'ui.followDetailScreen.asOf',
    defaultMessage: '{time} 時点',
    description: 'When the NAV was computed',
  },
  following: {
    id: 'ui.followDetailScreen.following',
    defaultMessage: 'この商品を{count, plural, other {#件}}フォロー中です',
    description: 'The user already follows this product with this many orders (a number)',
  },
  myOrders: {
    id: 'ui.followDetailScreen.myOrders',
    defaultMessage: 'フォロー中の注文を見る',
    description: 'Link to the user’s follow orders',
  },
  chartHeading: {
    id: 'ui.followDetailScreen.chartHeading',
    defaultMessage: '基準価額の推移',
    description: 'Heading of the NAV chart',
  },
  drawdownSinceStart: {
    id: 'ui.followDetailScreen.drawdownSinceStart',
    defaultMessage: '最大下落率（設定来）',
    description: 'Label: the largest fall from a peak since the product started',
  },
  performanceHeading: {
    id: 'ui.followDetailScreen.performanceHeading',
    defaultMessage: 'リーダーの成績とフォロワーの実際の損益',
    description: 'Heading: the strategy’s own return beside what followers realised after fees',
  },
  leaderReturn: {
    id: 'ui.followDetailScreen.leaderReturn',
    defaultMessage: '戦略の成績（設定来・手数料前）',
    description: 'Label: the strategy’s return since inception, before any fee',
  },
  followersRealized: {
    id: 'ui.followDetailScreen.followersRealized',
    defaultMessage: 'フォロワーの実現損益（手数料後）',
    description: 'Label: what followers actually realised after every fee',
  },
  followersBasis: {
    id: 'ui.followDetailScreen.followersBasis',
    defaultMessage: '終了した{count, plural, other {#件}}の注文の平均',
    description: 'Under the followers’ figure: over how many ended orders it is averaged (a number)',
  },
  followersNone: {
    id: 'ui.followDetailScreen.followersNone',
    defaultMessage: 'まだ終了した注文がないため、表示できる実績はありません。',
    description: 'No follower has ended an order yet',
  },
  performanceNote: {
    id: 'ui.followDetailScreen.performanceNote',
    defaultMessage:
      '差は購入手数料・早期停止手数料・成功報酬と、フォロワーが買った時期と停止した時期の違いから生まれます。',
    description: 'Why followers’ results differ from the strategy’s: fees and timing',
  },
  strategyHeading: {
    id: 'ui.followDetailScreen.strategyHeading',
    defaultMessage: '戦略',
    description: 'Heading of a leader’s strategy in plain words',
  },
  ruleHeading: {
    id: 'ui.followDetailScreen.ruleHeading',
    defaultMessage: '運用ルール',
    description: 'Heading of a quantitative rule in plain words',
  },
  ruleNote: {
    id: 'ui.followDetailScreen.ruleNote',
    defaultMessage: 'このルールはシミュレーターの市場価格だけから計算され、人の判断は入りません。',
    description: 'Under a rule: computed from the simulator’s prices, no discretion',
  },
  leaderName: {
    id: 'ui.followDetailScreen.leaderName',
    defaultMessage: 'リーダー',
    description: 'Label: the leader whose basket the product follows',
  },
  ruleRunBy: {
    id: 'ui.followDetailScreen.ruleRunBy',
    defaultMessage: '運用者',
    description: 'Label: who publishes and runs the rule',
  },
  since: {
    id: 'ui.followDetailScreen.since',
    defaultMessage: '公開開始',
    description: 'Label: the first day the strategy was published here',
  },
  inception: {
    id: 'ui.followDetailScreen.inception',
    defaultMessage: '設定日と当初の基準価額',
    description: 'Label: the day the product started and its NAV then',
  },
  inceptionValue: {
    id: 'ui.followDetailScreen.inceptionValue',
    defaultMessage: '{date}・{nav}',
    description: 'The inception day and NAV, e.g. 2025/04/01・￥10,000',
  },
  rebalancedAt: {
    id: 'ui.followDetailScreen.rebalancedAt',
    defaultMessage: '最終リバランス',
    description: 'Label: when the basket was last reset to its weights',
  },
  basketHeading: {
    id: 'ui.followDetailScreen.basketHeading',
    defaultMessage: '組入銘柄と比率',
    description: 'Heading of the basket: the stocks and their target weights',
  },
  weightOf: {
    id: 'ui.followDetailScreen.weightOf',
    defaultMessage: '比率 {percent}',
    description: 'Accessible text of one stock’s weight',
  },
  termsHeading: {
    id: 'ui.followDetailScreen.termsHeading',
    defaultMessage: '手数料と条件',
    description: 'Heading of every fee, the minimum and the deadline',
  },
  riskHeading: {
    id: 'ui.followDetailScreen.riskHeading',
    defaultMessage: 'リスクについて',
    description: 'Heading of the risk disclosure',
  },
  buy: { id: 'ui.followDetailScreen.buy', defaultMessage: 'フォローする', description: 'Button: open the buy sheet' },
  closedNotice: {
    id: 'ui.followDetailScreen.closedNotice',
    defaultMessage:
      'この商品は新規の購入を受け付けていません。フォロー中の方は引き続き保有でき、いつでも停止できます。',
    description: 'A closed product: no new buys; followers continue and may stop any time',
  },
  endedNotice: {
    id: 'ui.followDetailScreen.endedNotice',
    defaultMessage: 'この商品は運用を終了しました。すべての注文は最終の基準価額で精算済みです。',
    description: 'An ended product: every order was settled at the final NAV',
  },
  verifyNeeded: {
    id: 'ui.followDetailScreen.verifyNeeded',
    defaultMessage: 'フォローするには本人確認が必要です。',
    description: 'Buying needs a verified identity',
  },
  verify: { id: 'ui.followDetailScreen.verify', defaultMessage: '本人確認へ', description: 'Link: verify identity' },
  deposit: { id: 'ui.followDetailScreen.deposit', defaultMessage: '入金する', description: 'Link: add cash' },
  // The buy sheet
  sheetTitle: {
    id: 'ui.followDetailScreen.sheetTitle',
    defaultMessage: '{name}をフォロー',
    description: 'Title of the buy sheet',
  },
  amount: { id: 'ui.followDetailScreen.amount', defaultMessage: '投資額', description: 'Field: the amount to invest' },
  amountHint: {
    id: 'ui.followDetailScreen.amountHint',
    defaultMessage: '最低 {min}',
    description: 'Under the amount: the minimum investment',
  },
  amountHintCash: {
    id: 'ui.followDetailScreen.amountHintCash',
    defaultMessage: '最低 {min}・利用可能 {cash}',
    description: 'Under the amount: the minimum investment and the available cash',
  },
  amountFormat: {
    id: 'ui.followDetailScreen.amountFormat',
    defaultMessage: '金額を正しく入力してください',
    description: 'The amount is not a valid amount of this currency',
  },
  amountMin: {
    id: 'ui.followDetailScreen.amountMin',
    defaultMessage: '{min}以上で入力してください',
    description: 'The amount is below the minimum investment',
  },
  amountBalance: {
    id: 'ui.followDetailScreen.amountBalance',
    defaultMessage: '利用可能な現金を超えています',
    description: 'The amount is more than the available cash',
  },
  previewHeading: {
    id: 'ui.followDetailScreen.previewHeading',
    defaultMessage: '購入内容',
    description: 'Heading of the preview: fees and units of this amount',
  },
  previewIdle: {
    id: 'ui.followDetailScreen.previewIdle',
    defaultMessage: '投資額を入力すると、手数料と購入口数が表示されます。',
    description: 'The preview before a valid amount is typed',
  },
  pay: { id: 'ui.followDetailScreen.pay', defaultMessage: '支払額', description: 'Label: what the user pays' },
  feeWithPercent: {
    id: 'ui.followDetailScreen.feeWithPercent',
    defaultMessage: '{amount}（{percent}）',
    description: 'A fee and its rate, e.g. ￥1,000.00（1.00%）',
  },
  invested: {
    id: 'ui.followDetailScreen.invested',
    defaultMessage: '運用に回る金額',
    description: 'Label: the amount minus the entry fee, which buys units',
  },
  navNow: {
    id: 'ui.followDetailScreen.navNow',
    defaultMessage: '現在の基準価額',
    description: 'Label: the NAV the preview uses',
  },
  units: { id: 'ui.followDetailScreen.units', defaultMessage: '購入口数', description: 'Label: the units bought' },
  held: {
    id: 'ui.followDetailScreen.held',
    defaultMessage: '保有する内容',
    description: 'Label: what the user will hold: units of the basket at its weights',
  },
  heldValue: {
    id: 'ui.followDetailScreen.heldValue',
    defaultMessage: '{units}（組入銘柄を上の比率で保有）',
    description: 'What is held: the units, each a share of the basket at its weights',
  },
  earlyExitUntil: {
    id: 'ui.followDetailScreen.earlyExitUntil',
    defaultMessage: '{date}までに停止すると{percent}',
    description: 'The early-exit fee applies when stopping up to this day',
  },
  cashAfter: {
    id: 'ui.followDetailScreen.cashAfter',
    defaultMessage: '購入後の利用可能額',
    description: 'Label: available cash after paying',
  },
  navMoves: {
    id: 'ui.followDetailScreen.navMoves',
    defaultMessage: '基準価額は購入までに変わることがあり、口数は購入時の基準価額で決まります。',
    description: 'The NAV may move before the buy; units are set at the NAV of that moment',
  },
  agree: {
    id: 'ui.followDetailScreen.agree',
    defaultMessage: 'リスクの説明と手数料を読み、理解しました',
    description: 'Checkbox: the user read the risk disclosure and the fees (required)',
  },
  review: {
    id: 'ui.followDetailScreen.review',
    defaultMessage: '内容を確認',
    description: 'Button: open the confirmation',
  },
  confirmTitle: {
    id: 'ui.followDetailScreen.confirmTitle',
    defaultMessage: 'フォローの確認',
    description: 'Title of the buy confirmation',
  },
  confirmText: {
    id: 'ui.followDetailScreen.confirmText',
    defaultMessage: '{name}に{amount}を投資します。よろしいですか？',
    description: 'The buy confirmation’s question',
  },
  confirm: {
    id: 'ui.followDetailScreen.confirm',
    defaultMessage: 'フォローする',
    description: 'Button: confirm the buy',
  },
  back: { id: 'ui.followDetailScreen.back', defaultMessage: '戻る', description: 'Button: back to the sheet' },
  doneTitle: {
    id: 'ui.followDetailScreen.doneTitle',
    defaultMessage: 'フォローを開始しました',
    description: 'The buy went through',
  },
  doneText: {
    id: 'ui.followDetailScreen.doneText',
    defaultMessage: '{units}を基準価額{nav}で購入しました（支払額 {amount}）。評価額は市場価格とともに動きます。',
    description: 'What was bought, at which NAV, for how much; its value moves with prices',
  },
});
