import { defineMessages } from 'react-intl';

/** Words shared by the follow (copy-trading) screens; ids `ui.follow.<key>`. */
export const followCommonMessages = defineMessages({
  loading: { id: 'ui.follow.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.follow.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.follow.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  // Product states (FollowProductState)
  open: { id: 'ui.follow.open', defaultMessage: '募集中', description: 'Product state: takes new followers' },
  closed: {
    id: 'ui.follow.closed',
    defaultMessage: '募集停止',
    description: 'Product state: no new buys; existing followers continue and may stop any time',
  },
  ended: {
    id: 'ui.follow.ended',
    defaultMessage: '運用終了',
    description: 'Product state: wound up, every order ended at the final NAV',
  },
  // Order states (FollowOrderState)
  following: {
    id: 'ui.follow.following',
    defaultMessage: 'フォロー中',
    description: 'Order state: active, its value moves with the NAV',
  },
  orderEnded: {
    id: 'ui.follow.orderEnded',
    defaultMessage: '終了',
    description: 'Order state: stopped by the user or the product ended; proceeds paid',
  },
  // Strategy kinds
  leader: {
    id: 'ui.follow.leader',
    defaultMessage: 'リーダー',
    description: "Strategy kind: follows a named leader's basket (the seed's mentor)",
  },
  rule: {
    id: 'ui.follow.rule',
    defaultMessage: 'クオンツ',
    description: 'Strategy kind: a quantitative rule computed from market prices',
  },
  kindLabel: {
    id: 'ui.follow.kindLabel',
    defaultMessage: '運用の種類',
    description: 'Label: whether a product follows a leader or a rule',
  },
  // Figures
  nav: { id: 'ui.follow.nav', defaultMessage: '基準価額', description: 'Label: NAV per unit now' },
  dailyReturn: {
    id: 'ui.follow.dailyReturn',
    defaultMessage: '前日比',
    description: 'Label: NAV change since the previous close, in percent',
  },
  cumulativeReturn: {
    id: 'ui.follow.cumulativeReturn',
    defaultMessage: '設定来',
    description: 'Label: NAV change since the product started, in percent',
  },
  maxDrawdown: {
    id: 'ui.follow.maxDrawdown',
    defaultMessage: '最大下落率',
    description: 'Label: the largest fall of the NAV from a peak (maximum drawdown), in percent',
  },
  minInvestment: {
    id: 'ui.follow.minInvestment',
    defaultMessage: '最低投資額',
    description: 'Label: the smallest amount one buy may be',
  },
  entryFee: {
    id: 'ui.follow.entryFee',
    defaultMessage: '購入手数料',
    description: 'Label: the fee taken from the amount when buying',
  },
  earlyExitFee: {
    id: 'ui.follow.earlyExitFee',
    defaultMessage: '早期停止手数料',
    description: 'Label: the fee on the value when stopping within a disclosed period after buying',
  },
  profitShare: {
    id: 'ui.follow.profitShare',
    defaultMessage: '成功報酬',
    description: "Label: the share of a gain (never of a loss) paid to the strategy's leader when an order ends",
  },
  deadline: {
    id: 'ui.follow.deadline',
    defaultMessage: '募集期限',
    description: 'Label: new buys are refused after this time',
  },
  followers: { id: 'ui.follow.followers', defaultMessage: 'フォロワー', description: 'Label: number of followers' },
  none: { id: 'ui.follow.none', defaultMessage: 'なし', description: 'A fee that does not apply' },
  noDeadline: {
    id: 'ui.follow.noDeadline',
    defaultMessage: '期限なし',
    description: 'The product takes new money without a deadline',
  },
  // Values
  units: {
    id: 'ui.follow.units',
    defaultMessage: '{units}口',
    // Units are always shown with four decimals, which English (CLDR) always puts in the plural: "1.0000 units".
    description: 'Units of a product held, e.g. 28.7571口 ({units} is formatted with four decimals)',
  },
  people: {
    id: 'ui.follow.people',
    defaultMessage: '{count, plural, other {#人}}',
    description: 'A number of followers (a number; English has plural forms)',
  },
  days: {
    id: 'ui.follow.days',
    defaultMessage: '{count, plural, other {#日}}',
    description: 'A number of days (a number; English has plural forms)',
  },
  earlyExitTerms: {
    id: 'ui.follow.earlyExitTerms',
    defaultMessage: '{percent}（購入から{days, plural, other {#日}}以内に停止した場合のみ）',
    description:
      'The early-exit fee and its period, e.g. 0.50%（購入から30日以内に停止した場合のみ）; {days} is a number',
  },
  profitShareTerms: {
    id: 'ui.follow.profitShareTerms',
    defaultMessage: '利益の{percent}（利益が出た場合のみ）',
    description: 'The profit share: a percent of the gain, never of a loss',
  },
  code: { id: 'ui.follow.code', defaultMessage: 'コード {code}', description: 'A stock code, e.g. コード 7203' },
  stopAnyTime: {
    id: 'ui.follow.stopAnyTime',
    defaultMessage:
      'いつでも停止できます。停止するとその時点の基準価額で評価した金額から、表示された手数料を差し引いて受け取れます。',
    description:
      'No lock-in: the follower may stop at any time and gets the value at the current NAV minus disclosed fees',
  },
  notPromised: {
    id: 'ui.follow.notPromised',
    defaultMessage: '損益は市場価格から計算した実績です。将来の成果や利益を約束するものではありません。',
    description: 'Every return shown is realised from prices, never a promise',
  },
  // The NAV chart
  rangeLabel: { id: 'ui.follow.rangeLabel', defaultMessage: '期間', description: 'Accessible name of the range tabs' },
  range1w: { id: 'ui.follow.range1w', defaultMessage: '1週間', description: 'Chart range: one week' },
  range1m: { id: 'ui.follow.range1m', defaultMessage: '1か月', description: 'Chart range: one month' },
  range3m: { id: 'ui.follow.range3m', defaultMessage: '3か月', description: 'Chart range: three months' },
  range6m: { id: 'ui.follow.range6m', defaultMessage: '6か月', description: 'Chart range: six months' },
  chartLabel: {
    id: 'ui.follow.chartLabel',
    defaultMessage: '基準価額の推移（{range}）',
    description: 'Accessible name of the NAV chart; {range} is the chosen range (1か月…)',
  },
  chartSummary: {
    id: 'ui.follow.chartSummary',
    defaultMessage: '最新 {last}、最高 {high}、最低 {low}、期間の騰落率 {change}',
    description: 'Spoken summary of the NAV chart: latest, highest and lowest NAV, and the change over the range',
  },
  chartHint: {
    id: 'ui.follow.chartHint',
    defaultMessage: '左右の矢印キーで日ごとの基準価額を確認できます。',
    description: 'How to move through the chart by keyboard',
  },
  chartEmpty: {
    id: 'ui.follow.chartEmpty',
    defaultMessage: 'この期間の基準価額はまだありません',
    description: 'The chart has no points for the chosen range',
  },
  chartDate: { id: 'ui.follow.chartDate', defaultMessage: '日付', description: 'Chart tooltip: the trading day' },
  rangeChange: {
    id: 'ui.follow.rangeChange',
    defaultMessage: '期間の騰落率',
    description: 'Label: NAV change over the chosen range, in percent',
  },
  rangeDrawdown: {
    id: 'ui.follow.rangeDrawdown',
    defaultMessage: '期間の最大下落率',
    description: 'Label: the largest fall from a peak within the chosen range',
  },
  drawdownDates: {
    id: 'ui.follow.drawdownDates',
    defaultMessage: '{peak}〜{trough}',
    description: 'The days a drawdown ran between: from the peak to the low',
  },
});
