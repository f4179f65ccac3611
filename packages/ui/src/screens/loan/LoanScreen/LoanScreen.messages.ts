import { defineMessages } from 'react-intl';

export const loanScreenMessages = defineMessages({
  title: {
    id: 'ui.loanScreen.title',
    defaultMessage: '借入',
    description: 'Screen title (/mine/loan): the securities-backed credit line',
  },
  intro: {
    id: 'ui.loanScreen.intro',
    defaultMessage: '保有株を担保にした借入枠です。限度額の計算、金利、信用スコアの内訳をすべて開示しています。',
    description: 'Intro: a credit line backed by holdings; everything about it is disclosed here',
  },
  // Summary
  availableHeading: {
    id: 'ui.loanScreen.availableHeading',
    defaultMessage: '借入可能額',
    description: 'Heading and label: what can be drawn now',
  },
  totalLimit: { id: 'ui.loanScreen.totalLimit', defaultMessage: '限度額', description: 'Label: the credit limit' },
  usedLimit: {
    id: 'ui.loanScreen.usedLimit',
    defaultMessage: '借入中の元本',
    description: 'Label: outstanding principal (jpyyjed)',
  },
  pendingLimit: {
    id: 'ui.loanScreen.pendingLimit',
    defaultMessage: '審査中の申請',
    description: 'Label: the amount of an application under review, reserved against the limit',
  },
  orders: {
    id: 'ui.loanScreen.orders',
    defaultMessage: '借入の明細と返済',
    description: 'Link to /mine/loanOrder: each loan, what is owed, repay',
  },
  // The honest-broker notice
  scoreOnlyTitle: {
    id: 'ui.loanScreen.scoreOnlyTitle',
    defaultMessage: 'スコアが決めるのは限度額だけです',
    description: 'Notice title: the credit score sets the limit and nothing else',
  },
  scoreOnlyText: {
    id: 'ui.loanScreen.scoreOnlyText',
    defaultMessage:
      '信用スコアで入金や出金が止まることはありません。入金、手数料、保証金などの支払いでスコアが上がることもありません。',
    description: 'The score never blocks a deposit or a withdrawal, and no payment raises it',
  },
  withdrawableText: {
    id: 'ui.loanScreen.withdrawableText',
    defaultMessage:
      '借入中の元本と未払いの利息は出金可能額から差し引かれます（出金可能額 ＝ 利用可能な現金 − 必要証拠金 − 借入残高）。',
    description: 'The loan reduces the withdrawable amount, with the formula',
  },
  withdrawLink: {
    id: 'ui.loanScreen.withdrawLink',
    defaultMessage: '出金可能額を見る',
    description: 'Link to the withdrawal screen’s breakdown',
  },
  // Score
  scoreHeading: { id: 'ui.loanScreen.scoreHeading', defaultMessage: '信用スコア', description: 'Section heading' },
  scoreMeter: {
    id: 'ui.loanScreen.scoreMeter',
    defaultMessage: '信用スコア（{max}点満点）',
    description: 'Accessible name of the score meter',
  },
  scoreOf: {
    id: 'ui.loanScreen.scoreOf',
    defaultMessage: '/ {max}',
    description: 'After the big score number: out of the maximum, e.g. “/ 1,000”',
  },
  minimumToBorrow: {
    id: 'ui.loanScreen.minimumToBorrow',
    defaultMessage: '借入に必要なスコア',
    description: 'Label: the minimum score to borrow',
  },
  minimumValue: {
    id: 'ui.loanScreen.minimumValue',
    defaultMessage: '{min}以上',
    description: 'The minimum score to borrow, e.g. “500 or more”',
  },
  calculatedAt: {
    id: 'ui.loanScreen.calculatedAt',
    defaultMessage: '計算日時',
    description: 'Label: when the score was calculated',
  },
  belowMinimum: {
    id: 'ui.loanScreen.belowMinimum',
    defaultMessage: 'スコアが{min}未満のため、今は借り入れできません。各項目の説明を参考にしてください。',
    description: 'The score is below the minimum to borrow: the limit is 0',
  },
  factorsHeading: {
    id: 'ui.loanScreen.factorsHeading',
    defaultMessage: 'スコアの内訳',
    description: 'Heading of the factors',
  },
  factorsIntro: {
    id: 'ui.loanScreen.factorsIntro',
    defaultMessage: 'スコアは各項目の点数の合計です。配点は項目が満点に占める割合です。',
    description: 'The score is the sum of the factors’ points; the weight is a factor’s share of the maximum',
  },
  weight: { id: 'ui.loanScreen.weight', defaultMessage: '配点', description: 'Label: a factor’s weight' },
  yourValue: {
    id: 'ui.loanScreen.yourValue',
    defaultMessage: 'あなたの値',
    description: 'Label: the user’s value for a factor',
  },
  pointsValue: {
    id: 'ui.loanScreen.pointsValue',
    defaultMessage: '{points} / {max}点',
    description: 'Points earned out of the maximum, e.g. 120 / 150',
  },
  flagYes: { id: 'ui.loanScreen.flagYes', defaultMessage: '完了', description: 'A yes/no factor that is met' },
  flagNo: { id: 'ui.loanScreen.flagNo', defaultMessage: '未完了', description: 'A yes/no factor that is not met' },
  months: {
    id: 'ui.loanScreen.months',
    defaultMessage: '{count, plural, other {#か月}}',
    description: 'A factor’s value in months (account age; a number, English has plural forms)',
  },
  count: {
    id: 'ui.loanScreen.count',
    defaultMessage: '{count, plural, other {#回}}',
    description: 'A factor’s value as a count (repayments, overdue loans; a number, English has plural forms)',
  },
  // Limit
  limitHeading: {
    id: 'ui.loanScreen.limitHeading',
    defaultMessage: '限度額の計算',
    description: 'Section heading: how the limit is computed',
  },
  limitWords: {
    id: 'ui.loanScreen.limitWords',
    defaultMessage: '限度額 ＝ 担保評価額 × 掛目 × スコア倍率（1円未満切り捨て。1人あたりの上限まで）',
    description: 'The limit formula in words',
  },
  collateralValue: {
    id: 'ui.loanScreen.collateralValue',
    defaultMessage: '担保評価額',
    description: 'Label: market value of the eligible (cash-account) holdings',
  },
  advanceRate: {
    id: 'ui.loanScreen.advanceRate',
    defaultMessage: '掛目',
    description: 'Label: the share of collateral value that may be lent against',
  },
  scoreMultiplier: {
    id: 'ui.loanScreen.scoreMultiplier',
    defaultMessage: 'スコア倍率',
    description: 'Label: the share of the collateral-based limit the score grants',
  },
  houseMaximum: {
    id: 'ui.loanScreen.houseMaximum',
    defaultMessage: '1人あたりの上限',
    description: 'Label: the firm’s cap on any one customer’s limit',
  },
  formula: {
    id: 'ui.loanScreen.formula',
    defaultMessage: '{collateral} × {advance} × {multiplier} ＝ {result}',
    description: 'The worked limit line with the user’s numbers',
  },
  formulaLabel: {
    id: 'ui.loanScreen.formulaLabel',
    defaultMessage: 'あなたの計算',
    description: 'Label of the worked line with the user’s numbers',
  },
  capped: {
    id: 'ui.loanScreen.capped',
    defaultMessage: '上限 {max} を超えるため、限度額は {limit} です。',
    description: 'The computed limit is above the house maximum, so the limit is the maximum',
  },
  notCapped: {
    id: 'ui.loanScreen.notCapped',
    defaultMessage: '上限 {max} 以内のため、限度額は {limit} です。',
    description: 'The computed limit is within the house maximum',
  },
  zeroLimit: {
    id: 'ui.loanScreen.zeroLimit',
    defaultMessage: 'スコアが{min}未満のため、限度額は {limit} です。',
    description: 'The score is below the minimum to borrow, so the limit is 0',
  },
  availableWords: {
    id: 'ui.loanScreen.availableWords',
    defaultMessage: '借入可能額 ＝ 限度額 − 借入中の元本 − 審査中の申請（0円未満にはなりません）',
    description: 'The available formula in words',
  },
  availableFormula: {
    id: 'ui.loanScreen.availableFormula',
    defaultMessage: '{total} − {used} − {pending} ＝ {available}',
    description: 'The worked available line with the user’s numbers',
  },
  // Rate and terms
  rateHeading: {
    id: 'ui.loanScreen.rateHeading',
    defaultMessage: '金利と返済',
    description: 'Section heading: the rate and the terms',
  },
  rateValue: {
    id: 'ui.loanScreen.rateValue',
    defaultMessage: '{rate}（上限15%）',
    description: 'The disclosed annual rate and its legal cap',
  },
  term: { id: 'ui.loanScreen.term', defaultMessage: '返済期限', description: 'Label: when a draw is due' },
  termValue: {
    id: 'ui.loanScreen.termValue',
    defaultMessage: '入金日から{days, number}日',
    description: 'A draw is due this many days after it is credited',
  },
  minDraw: { id: 'ui.loanScreen.minDraw', defaultMessage: '最低借入額', description: 'Label: the minimum draw' },
  earlyRepayment: {
    id: 'ui.loanScreen.earlyRepayment',
    defaultMessage: '繰上返済手数料',
    description: 'Label: the early-repayment fee (there is none)',
  },
  interestMethod: {
    id: 'ui.loanScreen.interestMethod',
    defaultMessage: '利息の計算',
    description: 'Label: how interest accrues',
  },
  // Draw
  drawHeading: { id: 'ui.loanScreen.drawHeading', defaultMessage: '借り入れる', description: 'Form heading' },
  amount: { id: 'ui.loanScreen.amount', defaultMessage: '借入額', description: 'Field: the amount to draw' },
  yen: { id: 'ui.loanScreen.yen', defaultMessage: '円', description: 'Unit after the amount field' },
  amountHint: {
    id: 'ui.loanScreen.amountHint',
    defaultMessage: '{min}から{max}まで、1円単位',
    description: 'Hint under the amount: from the minimum draw to the available limit, whole yen',
  },
  amountEmpty: {
    id: 'ui.loanScreen.amountEmpty',
    defaultMessage: '借入額を入力してください',
    description: 'Error: no amount',
  },
  amountFormat: {
    id: 'ui.loanScreen.amountFormat',
    defaultMessage: '1円単位の数字で入力してください',
    description: 'Error: not whole yen',
  },
  amountMin: {
    id: 'ui.loanScreen.amountMin',
    defaultMessage: '{min}以上で入力してください',
    description: 'Error: below the minimum draw',
  },
  amountLimit: {
    id: 'ui.loanScreen.amountLimit',
    defaultMessage: '借入可能額 {max} を超えています',
    description: 'Error: above the available limit',
  },
  fundPassword: {
    id: 'ui.loanScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Field: the fund password',
  },
  fundPasswordEmpty: {
    id: 'ui.loanScreen.fundPasswordEmpty',
    defaultMessage: '資金パスワードを入力してください',
    description: 'Error: no fund password',
  },
  reviewNote: {
    id: 'ui.loanScreen.reviewNote',
    defaultMessage: '申請は審査され、承認されると利用可能な現金に入金されます。',
    description: 'A draw is reviewed; on approval it is credited to available cash',
  },
  review: { id: 'ui.loanScreen.review', defaultMessage: '内容を確認', description: 'Button: review before applying' },
  confirmTitle: {
    id: 'ui.loanScreen.confirmTitle',
    defaultMessage: '借入の確認',
    description: 'Title of the draw confirmation',
  },
  confirmText: {
    id: 'ui.loanScreen.confirmText',
    defaultMessage: '{amount}を年率{rate}で借り入れる申請をします。承認されて入金された日から利息がかかります。',
    description: 'The draw confirmation’s question',
  },
  confirmWithdrawable: {
    id: 'ui.loanScreen.confirmWithdrawable',
    defaultMessage: '借入中は、その分だけ出金可能額が減ります。',
    description: 'While drawn, the loan reduces the withdrawable amount',
  },
  confirm: { id: 'ui.loanScreen.confirm', defaultMessage: '申請する', description: 'Button: confirm the draw' },
  back: { id: 'ui.loanScreen.back', defaultMessage: '戻る', description: 'Button: close the confirmation' },
  appliedTitle: {
    id: 'ui.loanScreen.appliedTitle',
    defaultMessage: '借入を申請しました',
    description: 'The application went through',
  },
  appliedText: {
    id: 'ui.loanScreen.appliedText',
    defaultMessage: '{amount}の申請を審査しています。結果は借入の明細で確認できます。',
    description: 'What was applied for; the result shows on the loans page',
  },
  // Why a draw cannot be made now
  overdueBlock: {
    id: 'ui.loanScreen.overdueBlock',
    defaultMessage: '返済期限を過ぎた借入があります。返済するまで新しい借入はできません。',
    description: 'An overdue loan blocks new draws until repaid',
  },
  repayNow: { id: 'ui.loanScreen.repayNow', defaultMessage: '返済する', description: 'Link: go repay' },
  pendingBlock: {
    id: 'ui.loanScreen.pendingBlock',
    defaultMessage: '{amount}の申請を審査中です。申請は一度に1件までです。',
    description: 'An application is under review: one at a time',
  },
  verifyBlock: {
    id: 'ui.loanScreen.verifyBlock',
    defaultMessage: '借入には本人確認が必要です。',
    description: 'A draw needs verified identity',
  },
  verify: { id: 'ui.loanScreen.verify', defaultMessage: '本人確認へ', description: 'Link: go verify identity' },
  fundPasswordBlock: {
    id: 'ui.loanScreen.fundPasswordBlock',
    defaultMessage: '借入には資金パスワードが必要です。',
    description: 'A draw needs a fund password set',
  },
  setFundPassword: {
    id: 'ui.loanScreen.setFundPassword',
    defaultMessage: '資金パスワードを設定',
    description: 'Link: go set the fund password',
  },
  tooLittleBlock: {
    id: 'ui.loanScreen.tooLittleBlock',
    defaultMessage: '借入可能額 {available} が最低借入額 {min} に届かないため、今は借り入れできません。',
    description: 'The available limit is below the minimum draw',
  },
  // No credit line (empty)
  emptyTitle: {
    id: 'ui.loanScreen.emptyTitle',
    defaultMessage: 'まだ借入枠がありません',
    description: 'Empty state: no collateral, so no credit line',
  },
  emptyText: {
    id: 'ui.loanScreen.emptyText',
    defaultMessage: '現物株を保有すると、その時価をもとに借入枠ができます。',
    description: 'Holding stocks in the cash account creates a credit line from their market value',
  },
});
