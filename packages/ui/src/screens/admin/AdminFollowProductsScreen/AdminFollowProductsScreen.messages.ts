import { defineMessages } from 'react-intl';

// The console's copy-trading products screen. Its texts are the 'follow' message area's (registered in
// screens/follow/messages.ts), so the console route loads the 'admin' and 'follow' catalogues.
export const adminFollowProductsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminFollowProductsScreen.title',
    defaultMessage: 'コピートレード商品',
    description: 'Console screen heading',
  },
  lead: {
    id: 'ui.adminFollowProductsScreen.lead',
    defaultMessage:
      'リーダーのバスケットまたは価格から計算するルールに沿う商品を登録・変更し、募集の開始と停止、運用の終了を行います。想定利回りや約束された収益を入力する欄はありません。どの操作も監査ログに残ります。',
    description: 'What the screen does; there is no field for a promised return',
  },
  filter: { id: 'ui.adminFollowProductsScreen.filter', defaultMessage: '状態', description: 'Filter by state' },
  filterAll: { id: 'ui.adminFollowProductsScreen.filterAll', defaultMessage: 'すべて', description: 'Filter: all' },
  create: {
    id: 'ui.adminFollowProductsScreen.create',
    defaultMessage: '商品を登録',
    description: 'Button: new product',
  },
  listLabel: {
    id: 'ui.adminFollowProductsScreen.listLabel',
    defaultMessage: 'コピートレード商品の一覧',
    description: 'The list’s name',
  },
  empty: { id: 'ui.adminFollowProductsScreen.empty', defaultMessage: '商品はありません', description: 'Empty list' },
  emptyDescription: {
    id: 'ui.adminFollowProductsScreen.emptyDescription',
    defaultMessage: '「商品を登録」から新しい商品を作れます。登録した商品は募集停止の状態で始まります。',
    description: 'Under the empty list',
  },
  stateOpen: { id: 'ui.adminFollowProductsScreen.state.open', defaultMessage: '募集中', description: 'State' },
  stateClosed: { id: 'ui.adminFollowProductsScreen.state.closed', defaultMessage: '募集停止', description: 'State' },
  stateEnded: { id: 'ui.adminFollowProductsScreen.state.ended', defaultMessage: '運用終了', description: 'State' },
  kindLeader: {
    id: 'ui.adminFollowProductsScreen.kind.leader',
    defaultMessage: 'リーダーのバスケット',
    description: 'Strategy kind: a named leader sets the stocks and weights',
  },
  kindEqualWeight: {
    id: 'ui.adminFollowProductsScreen.kind.equalWeight',
    defaultMessage: '均等ウェイト',
    description: 'Strategy kind: a rule, every stock of the universe in equal weights',
  },
  kindMomentum: {
    id: 'ui.adminFollowProductsScreen.kind.momentum',
    defaultMessage: 'モメンタム',
    description: 'Strategy kind: a rule, the stocks that rose most over the look-back',
  },
  marketJpy: { id: 'ui.adminFollowProductsScreen.market.jpy', defaultMessage: '日本', description: 'Market' },
  marketUsd: { id: 'ui.adminFollowProductsScreen.market.usd', defaultMessage: '米国', description: 'Market' },
  marketCny: { id: 'ui.adminFollowProductsScreen.market.cny', defaultMessage: '中国', description: 'Market' },
  open: { id: 'ui.adminFollowProductsScreen.open', defaultMessage: '詳細と操作', description: 'Button: open a row' },
  close: { id: 'ui.adminFollowProductsScreen.close', defaultMessage: '閉じる', description: 'Button: close the panel' },
  edit: { id: 'ui.adminFollowProductsScreen.edit', defaultMessage: '編集', description: 'Button: edit the product' },
  setOpen: {
    id: 'ui.adminFollowProductsScreen.setOpen',
    defaultMessage: '募集を開始',
    description: 'Button: start taking new money',
  },
  setClosed: {
    id: 'ui.adminFollowProductsScreen.setClosed',
    defaultMessage: '募集を停止',
    description: 'Button: stop taking new money',
  },
  setEnded: {
    id: 'ui.adminFollowProductsScreen.setEnded',
    defaultMessage: '運用を終了',
    description: 'Button: wind the product up',
  },
  confirmOpen: {
    id: 'ui.adminFollowProductsScreen.confirmTitle.open',
    defaultMessage: '募集を開始しますか？',
    description: 'Confirmation title',
  },
  confirmClosed: {
    id: 'ui.adminFollowProductsScreen.confirmTitle.closed',
    defaultMessage: '募集を停止しますか？',
    description: 'Confirmation title',
  },
  confirmEnded: {
    id: 'ui.adminFollowProductsScreen.confirmTitle.ended',
    defaultMessage: '運用を終了しますか？',
    description: 'Confirmation title',
  },
  endedLocked: {
    id: 'ui.adminFollowProductsScreen.endedLocked',
    defaultMessage: '運用を終了した商品は変更できません。',
    description: 'An ended product can no longer change',
  },
  market: { id: 'ui.adminFollowProductsScreen.market', defaultMessage: '市場', description: 'Label' },
  leader: { id: 'ui.adminFollowProductsScreen.leader', defaultMessage: 'リーダー・運用者', description: 'Label' },
  kind: { id: 'ui.adminFollowProductsScreen.kind', defaultMessage: '運用の種類', description: 'Label' },
  universe: {
    id: 'ui.adminFollowProductsScreen.universe',
    defaultMessage: '対象銘柄',
    description: 'Label: the stocks a rule holds or chooses from',
  },
  strategy: {
    id: 'ui.adminFollowProductsScreen.strategy',
    defaultMessage: '戦略の説明',
    description: 'Label: the strategy in plain words as users read it',
  },
  basket: {
    id: 'ui.adminFollowProductsScreen.basket',
    defaultMessage: '保有銘柄と比率',
    description: 'Label: the basket held now with its weights',
  },
  minInvestment: {
    id: 'ui.adminFollowProductsScreen.minInvestment',
    defaultMessage: '最低投資額',
    description: 'Label',
  },
  entryFee: {
    id: 'ui.adminFollowProductsScreen.entryFee',
    defaultMessage: '購入手数料（%）',
    description: 'Label: taken from the amount when buying, 0.00 to 5.00',
  },
  earlyExitFee: {
    id: 'ui.adminFollowProductsScreen.earlyExitFee',
    defaultMessage: '早期停止手数料（%）',
    description: 'Label: taken from the value when stopping within the period, 0.00 to 2.00',
  },
  earlyExitDays: {
    id: 'ui.adminFollowProductsScreen.earlyExitDays',
    defaultMessage: '早期停止手数料の期間（日）',
    description: 'Label: days after buying the early-exit fee applies, 0 to 365',
  },
  profitShare: {
    id: 'ui.adminFollowProductsScreen.profitShare',
    defaultMessage: '成功報酬（%）',
    description: 'Label: share of a gain paid to the leader, 0.00 to 30.00',
  },
  deadline: {
    id: 'ui.adminFollowProductsScreen.deadline',
    defaultMessage: '募集期限（日本時間）',
    description: 'Label: new buys are refused after it',
  },
  noDeadline: { id: 'ui.adminFollowProductsScreen.noDeadline', defaultMessage: '期限なし', description: 'No deadline' },
  none: { id: 'ui.adminFollowProductsScreen.none', defaultMessage: 'なし', description: 'A fee that does not apply' },
  inception: {
    id: 'ui.adminFollowProductsScreen.inception',
    defaultMessage: '設定日',
    description: 'Label: where the strategy’s record starts',
  },
  nav: { id: 'ui.adminFollowProductsScreen.nav', defaultMessage: '基準価額', description: 'Label: NAV per unit now' },
  cumulativeReturn: {
    id: 'ui.adminFollowProductsScreen.cumulativeReturn',
    defaultMessage: '設定来の騰落率',
    description: 'Label',
  },
  maxDrawdown: {
    id: 'ui.adminFollowProductsScreen.maxDrawdown',
    defaultMessage: '最大下落率',
    description: 'Label',
  },
  followers: {
    id: 'ui.adminFollowProductsScreen.followers',
    defaultMessage: 'フォロワー・注文',
    description: 'Label: followers and following orders',
  },
  assets: {
    id: 'ui.adminFollowProductsScreen.assets',
    defaultMessage: '預かり評価額',
    description: 'Label: value now of every following order',
  },
  rebalancedAt: {
    id: 'ui.adminFollowProductsScreen.rebalancedAt',
    defaultMessage: '最終リバランス',
    description: 'Label',
  },
  updatedAt: { id: 'ui.adminFollowProductsScreen.updatedAt', defaultMessage: '更新', description: 'Label' },
  // The form
  createHeading: {
    id: 'ui.adminFollowProductsScreen.createHeading',
    defaultMessage: '商品を登録',
    description: 'Heading of the create form',
  },
  nameJp: { id: 'ui.adminFollowProductsScreen.nameJp', defaultMessage: '商品名（日本語）', description: 'Field' },
  nameCn: { id: 'ui.adminFollowProductsScreen.nameCn', defaultMessage: '商品名（中国語）', description: 'Field' },
  nameUs: { id: 'ui.adminFollowProductsScreen.nameUs', defaultMessage: '商品名（英語）', description: 'Field' },
  leaderName: {
    id: 'ui.adminFollowProductsScreen.leaderName',
    defaultMessage: 'リーダー・運用者の名前',
    description: 'Field: the leader, or the desk publishing a rule; a leader of this name is reused',
  },
  leaderNameHint: {
    id: 'ui.adminFollowProductsScreen.leaderNameHint',
    defaultMessage: '同じ名前のリーダーは共通で、紹介文も更新されます。',
    description: 'Hint: a leader of the same name is reused and their profile updated',
  },
  profileJp: {
    id: 'ui.adminFollowProductsScreen.profileJp',
    defaultMessage: '紹介文（日本語）',
    description: 'Field: the leader’s profile',
  },
  profileCn: {
    id: 'ui.adminFollowProductsScreen.profileCn',
    defaultMessage: '紹介文（中国語）',
    description: 'Field: the leader’s profile',
  },
  profileUs: {
    id: 'ui.adminFollowProductsScreen.profileUs',
    defaultMessage: '紹介文（英語）',
    description: 'Field: the leader’s profile',
  },
  strategyJp: {
    id: 'ui.adminFollowProductsScreen.strategyJp',
    defaultMessage: '戦略の説明（日本語）',
    description: 'Field: the leader’s strategy in their words',
  },
  strategyCn: {
    id: 'ui.adminFollowProductsScreen.strategyCn',
    defaultMessage: '戦略の説明（中国語）',
    description: 'Field: the leader’s strategy in their words',
  },
  strategyUs: {
    id: 'ui.adminFollowProductsScreen.strategyUs',
    defaultMessage: '戦略の説明（英語）',
    description: 'Field: the leader’s strategy in their words',
  },
  basketField: {
    id: 'ui.adminFollowProductsScreen.basketField',
    defaultMessage: 'バスケット（1行に「コード:比率」）',
    description: 'Field: the basket as lines of code:weight',
  },
  basketHint: {
    id: 'ui.adminFollowProductsScreen.basketHint',
    defaultMessage: '例 7203:40.00。選んだ市場の銘柄を1〜20行、比率の合計は100.00にします。',
    description: 'Hint of the basket field',
  },
  universeField: {
    id: 'ui.adminFollowProductsScreen.universeField',
    defaultMessage: '対象銘柄（1行に1コード）',
    description: 'Field: the stocks a rule holds or chooses from',
  },
  universeHint: {
    id: 'ui.adminFollowProductsScreen.universeHint',
    defaultMessage: '選んだ市場の銘柄を2〜20。モメンタムでは保有銘柄数より多くします。',
    description: 'Hint of the universe field',
  },
  ruleWords: {
    id: 'ui.adminFollowProductsScreen.ruleWords',
    defaultMessage:
      'ルールの説明文はサーバーがルールから3言語で作成し、利用者にそのまま表示されます。毎月最初の取引日の終値でリバランスします。',
    description: 'A rule’s words are written by the server; every strategy rebalances monthly',
  },
  lookbackDays: {
    id: 'ui.adminFollowProductsScreen.lookbackDays',
    defaultMessage: '比較する期間（取引日）',
    description: 'Field: momentum look-back, 20 to 120 trading days',
  },
  top: {
    id: 'ui.adminFollowProductsScreen.top',
    defaultMessage: '保有銘柄数',
    description: 'Field: momentum, how many stocks are held',
  },
  feesHeading: {
    id: 'ui.adminFollowProductsScreen.feesHeading',
    defaultMessage: '最低投資額と手数料は利用者に購入前に表示されます。変更は変更後の購入にだけ適用されます。',
    description: 'Note above the fee fields',
  },
  deadlineHint: {
    id: 'ui.adminFollowProductsScreen.deadlineHint',
    defaultMessage: '空欄なら期限なし',
    description: 'Hint: leave empty for no deadline',
  },
  inceptionHint: {
    id: 'ui.adminFollowProductsScreen.inceptionHint',
    defaultMessage: '過去の取引日。空欄なら前の取引日。基準価額1万（通貨の最小単位）から始まります。',
    description: 'Hint: the record starts at a past trading day, at a NAV of 10,000 minor units',
  },
  save: { id: 'ui.adminFollowProductsScreen.save', defaultMessage: '保存する', description: 'Button: save' },
  register: { id: 'ui.adminFollowProductsScreen.register', defaultMessage: '登録する', description: 'Button: create' },
  cancel: { id: 'ui.adminFollowProductsScreen.cancel', defaultMessage: 'キャンセル', description: 'Button: close' },
});

/** Messages with values; the catalogue test keeps their placeholders the same in every language. */
export const adminFollowProductsScreenValueMessages = defineMessages({
  rowLabel: {
    id: 'ui.adminFollowProductsScreen.rowLabel',
    defaultMessage: '商品 {id} {name}',
    description: 'A row’s name',
  },
  panelLabel: {
    id: 'ui.adminFollowProductsScreen.panelLabel',
    defaultMessage: '商品 {id} の詳細と操作',
    description: 'Accessible name of the open panel',
  },
  editHeading: {
    id: 'ui.adminFollowProductsScreen.editHeading',
    defaultMessage: '商品 {id} を編集',
    description: 'Heading of the edit form',
  },
  meta: {
    id: 'ui.adminFollowProductsScreen.meta',
    defaultMessage: '{market} · {kind} · 基準価額 {nav}',
    description: 'Row meta: market, strategy kind, NAV',
  },
  followersMeta: {
    id: 'ui.adminFollowProductsScreen.followersMeta',
    defaultMessage:
      'フォロワー {followers, plural, other {#人}} · 注文 {orders, plural, other {#件}} · 評価額 {assets}',
    description: 'Row meta: followers, following orders and their value now (numbers)',
  },
  followersValue: {
    id: 'ui.adminFollowProductsScreen.followersValue',
    defaultMessage: '{followers, plural, other {#人}}・{orders, plural, other {#件}}',
    description: 'Followers and following orders (numbers)',
  },
  momentumRule: {
    id: 'ui.adminFollowProductsScreen.momentumRule',
    defaultMessage: '過去{days, plural, other {#取引日}}の値上がり上位{top, plural, other {#銘柄}}',
    description: 'A momentum rule: the top stocks by price change over the look-back (numbers)',
  },
  earlyExit: {
    id: 'ui.adminFollowProductsScreen.earlyExit',
    defaultMessage: '{percent}（購入から{days, plural, other {#日}}）',
    description: 'The early-exit fee and its period (a number of days)',
  },
  inceptionValue: {
    id: 'ui.adminFollowProductsScreen.inceptionValue',
    defaultMessage: '{date}・{nav}',
    description: 'Inception day and NAV',
  },
  weight: {
    id: 'ui.adminFollowProductsScreen.weight',
    defaultMessage: '{code} {name} {percent}',
    description: 'One basket line: code, name and weight',
  },
  basketTotal: {
    id: 'ui.adminFollowProductsScreen.basketTotal',
    defaultMessage: '比率の合計 {total}',
    description: 'The weights typed, summed',
  },
  confirmOpen: {
    id: 'ui.adminFollowProductsScreen.confirmMessage.open',
    defaultMessage: '{name} の新規購入の受付を始めます（募集期限まで）。',
    description: 'Confirmation text: open',
  },
  confirmClosed: {
    id: 'ui.adminFollowProductsScreen.confirmMessage.closed',
    defaultMessage: '{name} の新規購入を止めます。フォロー中の注文はそのまま続き、いつでも停止できます。',
    description: 'Confirmation text: close',
  },
  confirmEnded: {
    id: 'ui.adminFollowProductsScreen.confirmMessage.ended',
    defaultMessage:
      '{name} の運用を終了し、フォロー中の{orders, plural, other {#件}}の注文をすべてその時点の基準価額で精算して利用可能な現金に支払います（早期停止手数料なし、成功報酬は利益にだけ）。各フォロワーにメッセージが送られます。元に戻せません。',
    description: 'Confirmation text: end (money moves, irreversible); {orders} is a number',
  },
  doneOpen: {
    id: 'ui.adminFollowProductsScreen.done.open',
    defaultMessage: '{name} の募集を開始しました。',
    description: 'Outcome',
  },
  doneClosed: {
    id: 'ui.adminFollowProductsScreen.done.closed',
    defaultMessage: '{name} の募集を停止しました。',
    description: 'Outcome',
  },
  doneEnded: {
    id: 'ui.adminFollowProductsScreen.done.ended',
    defaultMessage: '{name} の運用を終了し、すべての注文を精算しました。',
    description: 'Outcome',
  },
});
