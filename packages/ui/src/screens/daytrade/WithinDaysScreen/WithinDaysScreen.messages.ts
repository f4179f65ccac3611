import { defineMessages } from 'react-intl';

export const withinDaysScreenMessages = defineMessages({
  title: {
    id: 'ui.withinDaysScreen.title',
    defaultMessage: '一日信用',
    description: 'Screen title (/home/withinDays): one-day margin trading',
  },
  // What it is, its rules and costs
  aboutHeading: {
    id: 'ui.withinDaysScreen.aboutHeading',
    defaultMessage: '一日信用のしくみ',
    description: 'Heading: what one-day margin is, its rules and costs',
  },
  aboutText: {
    id: 'ui.withinDaysScreen.aboutText',
    defaultMessage:
      '保証金を担保に、最大{max}のレバレッジで当日中に売買する信用取引です。買建（値上がりで利益）も売建（値下がりで利益）もでき、建玉はその日のうちに必ず決済されます。',
    description: 'What one-day margin is, in plain words; {max} is the highest leverage, e.g. 3倍',
  },
  costs: {
    id: 'ui.withinDaysScreen.costs',
    defaultMessage: 'ルールと費用',
    description: 'Accessible name of the grid of costs and limits',
  },
  commission: { id: 'ui.withinDaysScreen.commission', defaultMessage: '手数料', description: 'Label: the commission' },
  commissionValue: {
    id: 'ui.withinDaysScreen.commissionValue',
    defaultMessage: '約定代金の{percent}',
    description: 'The commission: a percent of the notional of each fill',
  },
  free: { id: 'ui.withinDaysScreen.free', defaultMessage: '無料', description: 'A cost of zero' },
  interest: { id: 'ui.withinDaysScreen.interest', defaultMessage: '金利', description: 'Label: the margin interest' },
  interestValue: {
    id: 'ui.withinDaysScreen.interestValue',
    defaultMessage: '年{percent}（1日分）',
    description: 'The margin interest per year, charged for the one day a position is held',
  },
  maxLeverage: {
    id: 'ui.withinDaysScreen.maxLeverage',
    defaultMessage: '最大レバレッジ',
    description: 'Label: the highest leverage allowed',
  },
  minFund: {
    id: 'ui.withinDaysScreen.minFund',
    defaultMessage: '最低保証金',
    description: 'Label: the minimum participation fund',
  },
  autoCloseLabel: {
    id: 'ui.withinDaysScreen.autoCloseLabel',
    defaultMessage: '自動決済',
    description: 'Label: when open positions are closed automatically',
  },
  autoCloseRule: {
    id: 'ui.withinDaysScreen.autoCloseRule',
    defaultMessage: '毎取引日の大引け（15:25〜15:30）',
    description: 'When positions are closed automatically: the closing auction of every trading day',
  },
  riskTitle: {
    id: 'ui.withinDaysScreen.riskTitle',
    defaultMessage: '損失が保証金を超えることがあります',
    description: 'Risk notice title: losses can exceed the fund',
  },
  riskText: {
    id: 'ui.withinDaysScreen.riskText',
    defaultMessage:
      'レバレッジをかけると、小さな値動きでも損益が大きくなります。保証金を超えた損失は不足金となり、お支払いいただく必要があります。不足金がある間は新しい注文はできません。',
    description: 'Risk notice: leverage magnifies moves; any loss beyond the fund is owed; no new orders while owed',
  },
  // Apply
  applyHeading: {
    id: 'ui.withinDaysScreen.applyHeading',
    defaultMessage: '申し込む',
    description: 'Heading of the apply form',
  },
  fund: {
    id: 'ui.withinDaysScreen.fund',
    defaultMessage: '保証金',
    description: 'Label: the participation fund held as collateral',
  },
  fundHint: {
    id: 'ui.withinDaysScreen.fundHint',
    defaultMessage: '最低{min}。審査中は現金から拘束し、否認や取下げのときは戻します。',
    description: 'Hint under the fund field: the minimum; held during review, returned on a rejection or withdrawal',
  },
  fundBelowMin: {
    id: 'ui.withinDaysScreen.fundBelowMin',
    defaultMessage: '{min}以上を入力してください',
    description: 'The fund typed is below the minimum',
  },
  fundFormat: {
    id: 'ui.withinDaysScreen.fundFormat',
    defaultMessage: '金額を数字で入力してください',
    description: 'The fund typed is not an amount',
  },
  cash: { id: 'ui.withinDaysScreen.cash', defaultMessage: '利用可能残高', description: 'Label: available cash' },
  cashShort: {
    id: 'ui.withinDaysScreen.cashShort',
    defaultMessage: '利用可能残高が足りません。入金してからお申し込みください。',
    description: 'Available cash is below the fund typed',
  },
  deposit: { id: 'ui.withinDaysScreen.deposit', defaultMessage: '入金する', description: 'Link: add cash' },
  agree: {
    id: 'ui.withinDaysScreen.agree',
    defaultMessage: '上のルールとリスク（損失が保証金を超えることがある、建玉は当日中に自動決済される）を理解しました',
    description: 'The tick: the user read the rules, the leverage risk and the auto-close',
  },
  review: {
    id: 'ui.withinDaysScreen.review',
    defaultMessage: '申込内容を確認',
    description: 'Button: review the application before sending it',
  },
  confirmTitle: {
    id: 'ui.withinDaysScreen.confirmTitle',
    defaultMessage: '一日信用の申込',
    description: 'Title of the apply confirmation',
  },
  confirmText: {
    id: 'ui.withinDaysScreen.confirmText',
    defaultMessage: '保証金{amount}を現金から拘束して申し込みます。審査の結果はこの画面でお知らせします。',
    description: 'The apply confirmation: the fund is held from cash; the review’s outcome shows on this screen',
  },
  confirm: {
    id: 'ui.withinDaysScreen.confirm',
    defaultMessage: '申し込む',
    description: 'Button: send the application',
  },
  back: { id: 'ui.withinDaysScreen.back', defaultMessage: '戻る', description: 'Button: close a confirmation' },
  verifyNeeded: {
    id: 'ui.withinDaysScreen.verifyNeeded',
    defaultMessage: 'お申込みには本人確認の完了が必要です。',
    description: 'Applying needs a verified identity',
  },
  verify: {
    id: 'ui.withinDaysScreen.verify',
    defaultMessage: '本人確認へ',
    description: 'Link: identity verification',
  },
  // The application's state
  statusHeading: {
    id: 'ui.withinDaysScreen.statusHeading',
    defaultMessage: '申込状況',
    description: 'Heading: the latest application',
  },
  submittedAt: { id: 'ui.withinDaysScreen.submittedAt', defaultMessage: '申込日時', description: 'Label' },
  reviewedAt: { id: 'ui.withinDaysScreen.reviewedAt', defaultMessage: '審査日時', description: 'Label' },
  releasedAt: {
    id: 'ui.withinDaysScreen.releasedAt',
    defaultMessage: '返却日時',
    description: 'Label: when the fund went back to cash',
  },
  submittedText: {
    id: 'ui.withinDaysScreen.submittedText',
    defaultMessage: '申込を受け付けました。保証金は審査が終わるまで拘束されます。',
    description: 'A submitted application',
  },
  reviewingText: {
    id: 'ui.withinDaysScreen.reviewingText',
    defaultMessage: '担当者が審査しています。結果はこの画面でお知らせします。',
    description: 'An application under review',
  },
  withdraw: {
    id: 'ui.withinDaysScreen.withdraw',
    defaultMessage: '申込を取り下げる',
    description: 'Button: withdraw the application under review',
  },
  withdrawTitle: {
    id: 'ui.withinDaysScreen.withdrawTitle',
    defaultMessage: '申込の取下げ',
    description: 'Title of the withdrawal confirmation',
  },
  withdrawText: {
    id: 'ui.withinDaysScreen.withdrawText',
    defaultMessage: '申込を取り下げ、保証金{amount}を利用可能残高に戻しますか？',
    description: 'The withdrawal confirmation',
  },
  withdrawConfirm: {
    id: 'ui.withinDaysScreen.withdrawConfirm',
    defaultMessage: '取り下げる',
    description: 'Button: confirm the withdrawal',
  },
  keep: { id: 'ui.withinDaysScreen.keep', defaultMessage: 'やめる', description: 'Button: cancel a confirmation' },
  rejectedTitle: {
    id: 'ui.withinDaysScreen.rejectedTitle',
    defaultMessage: '申込は承認されませんでした',
    description: 'A rejected application',
  },
  note: {
    id: 'ui.withinDaysScreen.note',
    defaultMessage: '担当者より：{note}',
    description: 'The operator’s note with a rejection',
  },
  reapply: {
    id: 'ui.withinDaysScreen.reapply',
    defaultMessage: '保証金は利用可能残高に戻っています。条件を満たしたら、もう一度お申し込みいただけます。',
    description: 'After a rejection: the fund is back; apply again once the conditions are met',
  },
  cancelledText: {
    id: 'ui.withinDaysScreen.cancelledText',
    defaultMessage: '申込を取り下げました。保証金は利用可能残高に戻っています。',
    description: 'The last application was withdrawn',
  },
  closedText: {
    id: 'ui.withinDaysScreen.closedText',
    defaultMessage: '一日信用口座を解約しました。保証金は利用可能残高に戻っています。',
    description: 'The account was closed',
  },
  // The account
  accountHeading: {
    id: 'ui.withinDaysScreen.accountHeading',
    defaultMessage: '一日信用口座',
    description: 'Heading: the approved day-trade account',
  },
  availableMargin: {
    id: 'ui.withinDaysScreen.availableMargin',
    defaultMessage: '利用可能な証拠金',
    description: 'Label: fund − margin in use + today’s realized profit',
  },
  marginInUse: {
    id: 'ui.withinDaysScreen.marginInUse',
    defaultMessage: '使用中の証拠金',
    description: 'Label: margin held by open positions and orders',
  },
  buyingPower: {
    id: 'ui.withinDaysScreen.buyingPower',
    defaultMessage: '建玉可能額',
    description: 'Label: fund × the highest leverage',
  },
  todayProfit: {
    id: 'ui.withinDaysScreen.todayProfit',
    defaultMessage: '本日の確定損益',
    description: 'Label: today’s realized profit or loss',
  },
  debt: { id: 'ui.withinDaysScreen.debt', defaultMessage: '不足金', description: 'Label: losses beyond the fund owed' },
  debtTitle: {
    id: 'ui.withinDaysScreen.debtTitle',
    defaultMessage: '不足金{amount}があります',
    description: 'Debt notice title',
  },
  debtText: {
    id: 'ui.withinDaysScreen.debtText',
    defaultMessage:
      '保証金と現金で賄えなかった損失です。お支払いいただく必要があり、精算されるまで新しい注文はできません。',
    description: 'Debt notice: losses the fund and cash could not cover; owed; no new orders until settled',
  },
  sessionOpen: {
    id: 'ui.withinDaysScreen.sessionOpen',
    defaultMessage: '取引時間中',
    description: 'The session is open',
  },
  sessionClosed: {
    id: 'ui.withinDaysScreen.sessionClosed',
    defaultMessage: '取引時間外',
    description: 'The session is closed',
  },
  autoCloseAt: {
    id: 'ui.withinDaysScreen.autoCloseAt',
    defaultMessage: '本日の建玉は{time}に大引けで自動決済されます。',
    description: 'When today’s open positions are closed automatically',
  },
  noSessionToday: {
    id: 'ui.withinDaysScreen.noSessionToday',
    defaultMessage: '本日は取引日ではありません。',
    description: 'No session today (weekend or holiday)',
  },
  trade: { id: 'ui.withinDaysScreen.trade', defaultMessage: '取引する', description: 'Link: go trading' },
  closeAccount: {
    id: 'ui.withinDaysScreen.closeAccount',
    defaultMessage: '口座を解約',
    description: 'Button: close the day-trade account',
  },
  closeBlocked: {
    id: 'ui.withinDaysScreen.closeBlocked',
    defaultMessage: '建玉か注文があるため解約できません。すべて決済してからお手続きください。',
    description: 'Why closing the account is disabled',
  },
  closeTitle: {
    id: 'ui.withinDaysScreen.closeTitle',
    defaultMessage: '一日信用口座の解約',
    description: 'Title of the close-account confirmation',
  },
  closeText: {
    id: 'ui.withinDaysScreen.closeText',
    defaultMessage: '解約して保証金{amount}を利用可能残高に戻しますか？再開するには、改めて申込と審査が必要です。',
    description: 'The close-account confirmation',
  },
  closeConfirm: {
    id: 'ui.withinDaysScreen.closeConfirm',
    defaultMessage: '解約する',
    description: 'Button: confirm closing the account',
  },
  // Positions and orders
  tabs: {
    id: 'ui.withinDaysScreen.tabs',
    defaultMessage: '建玉と注文',
    description: 'Accessible name of the tabs: open positions, closed positions, orders',
  },
  tabOpen: { id: 'ui.withinDaysScreen.tabOpen', defaultMessage: '本日の建玉', description: 'Tab: open positions' },
  tabClosed: { id: 'ui.withinDaysScreen.tabClosed', defaultMessage: '決済済', description: 'Tab: closed positions' },
  tabOrders: { id: 'ui.withinDaysScreen.tabOrders', defaultMessage: '注文', description: 'Tab: orders' },
  emptyOpen: {
    id: 'ui.withinDaysScreen.emptyOpen',
    defaultMessage: '本日の建玉はありません',
    description: 'Empty open positions',
  },
  emptyClosed: {
    id: 'ui.withinDaysScreen.emptyClosed',
    defaultMessage: '決済済みの建玉はありません',
    description: 'Empty closed positions',
  },
  emptyOrders: {
    id: 'ui.withinDaysScreen.emptyOrders',
    defaultMessage: '注文はありません',
    description: 'Empty orders',
  },
  emptyText: {
    id: 'ui.withinDaysScreen.emptyText',
    defaultMessage: '株価ページの注文画面で「一日信用」を選ぶと取引できます。',
    description: 'Under an empty list: how to trade',
  },
  figures: {
    id: 'ui.withinDaysScreen.figures',
    defaultMessage: '{name}の数値',
    description: 'Accessible name of a position’s or order’s figures',
  },
  autoClosesAt: {
    id: 'ui.withinDaysScreen.autoClosesAt',
    defaultMessage: '{time}に自動決済',
    description: 'When a position is closed automatically',
  },
  openedAt: { id: 'ui.withinDaysScreen.openedAt', defaultMessage: '{time}に建玉', description: 'When it was opened' },
  closedAt: { id: 'ui.withinDaysScreen.closedAt', defaultMessage: '{time}に決済', description: 'When it was closed' },
  close: { id: 'ui.withinDaysScreen.close', defaultMessage: '決済', description: 'Button: close a position' },
  closeOf: {
    id: 'ui.withinDaysScreen.closeOf',
    defaultMessage: '{name}の建玉を決済',
    description: 'Accessible name of a position’s close button',
  },
  // The close confirmation
  closeDialogTitle: {
    id: 'ui.withinDaysScreen.closeDialogTitle',
    defaultMessage: '建玉の決済',
    description: 'Title of the close-position confirmation',
  },
  closeDialogText: {
    id: 'ui.withinDaysScreen.closeDialogText',
    defaultMessage: '{name}の{side}を決済します。決済しない建玉も大引けで自動決済されます。',
    description: 'The close-position confirmation: what is closed; what is left closes at the close anyway',
  },
  openShares: { id: 'ui.withinDaysScreen.openShares', defaultMessage: '建玉数量', description: 'Label' },
  closeQuantity: {
    id: 'ui.withinDaysScreen.closeQuantity',
    defaultMessage: '決済数量',
    description: 'Label: shares to close',
  },
  quantityHint: {
    id: 'ui.withinDaysScreen.quantityHint',
    defaultMessage: '100株単位・最大{max}',
    description: 'Hint under the close quantity: steps of 100, at most the open shares',
  },
  quantityLot: {
    id: 'ui.withinDaysScreen.quantityLot',
    defaultMessage: '100株単位で入力してください',
    description: 'The close quantity is not a multiple of 100',
  },
  quantityMax: {
    id: 'ui.withinDaysScreen.quantityMax',
    defaultMessage: '建玉数量（{max}）以下にしてください',
    description: 'The close quantity is above the open shares',
  },
  priceRequired: {
    id: 'ui.withinDaysScreen.priceRequired',
    defaultMessage: '指値の価格を入力してください',
    description: 'A limit close without a price',
  },
  estimatedProfit: {
    id: 'ui.withinDaysScreen.estimatedProfit',
    defaultMessage: '損益の見込み',
    description: 'Label: the estimated profit or loss of the close, before the fee',
  },
  estimatedFee: {
    id: 'ui.withinDaysScreen.estimatedFee',
    defaultMessage: '手数料の見込み',
    description: 'Label: the estimated commission of the close',
  },
  estimateAt: {
    id: 'ui.withinDaysScreen.estimateAt',
    defaultMessage: '見込みは{price}で計算した手数料前の金額です。実際の損益は約定価格で決まります。',
    description: 'The estimate is at this price, before the fee; the real profit is set by the fill price',
  },
  confirmClose: {
    id: 'ui.withinDaysScreen.confirmClose',
    defaultMessage: '決済する',
    description: 'Button: confirm the close',
  },
  orderedAt: { id: 'ui.withinDaysScreen.orderedAt', defaultMessage: '{time}に発注', description: 'When it was placed' },
  filledOf: {
    id: 'ui.withinDaysScreen.filledOf',
    defaultMessage: '{filled, number}/{total, number}株',
    description: 'Shares filled of the order’s shares',
  },
  avgFillPrice: { id: 'ui.withinDaysScreen.avgFillPrice', defaultMessage: '約定単価', description: 'Label' },
  failReason: {
    id: 'ui.withinDaysScreen.failReason',
    defaultMessage: '失効の理由：{reason}',
    description: 'Why an order failed',
  },
  details: { id: 'ui.withinDaysScreen.details', defaultMessage: '明細', description: 'Button: an order’s details' },
  detailsOf: {
    id: 'ui.withinDaysScreen.detailsOf',
    defaultMessage: '{name}の注文の明細',
    description: 'Accessible name of an order’s details button',
  },
  // The order detail sheet
  detailTitle: {
    id: 'ui.withinDaysScreen.detailTitle',
    defaultMessage: '注文の明細',
    description: 'Title of the order detail sheet',
  },
  orderNo: { id: 'ui.withinDaysScreen.orderNo', defaultMessage: '注文番号', description: 'Label' },
  stock: { id: 'ui.withinDaysScreen.stock', defaultMessage: '銘柄', description: 'Label' },
  action: { id: 'ui.withinDaysScreen.action', defaultMessage: '取引', description: 'Label: buy/sell to open/close' },
  state: { id: 'ui.withinDaysScreen.state', defaultMessage: '状態', description: 'Label' },
  fills: { id: 'ui.withinDaysScreen.fills', defaultMessage: '約定', description: 'Heading: the order’s fills' },
  noFills: { id: 'ui.withinDaysScreen.noFills', defaultMessage: '約定はありません', description: 'No fills' },
  fillLine: {
    id: 'ui.withinDaysScreen.fillLine',
    defaultMessage: '{quantity} × {price}',
    description: 'One fill: shares at a price',
  },
  fillFee: { id: 'ui.withinDaysScreen.fillFee', defaultMessage: '手数料 {fee}', description: 'One fill’s fee' },
  stockPage: {
    id: 'ui.withinDaysScreen.stockPage',
    defaultMessage: '銘柄ページ',
    description: 'Link from an order’s details to its stock’s page',
  },
  stockPageOf: {
    id: 'ui.withinDaysScreen.stockPageOf',
    defaultMessage: '{name}の銘柄ページ',
    description: 'Accessible name of the link to a stock’s page',
  },
  notFound: {
    id: 'ui.withinDaysScreen.notFound',
    defaultMessage: 'この注文は見つかりません',
    description: 'An order that does not exist or is not the user’s',
  },
  // History
  historyHeading: {
    id: 'ui.withinDaysScreen.historyHeading',
    defaultMessage: '申込履歴',
    description: 'Heading: the user’s applications',
  },
  emptyHistory: {
    id: 'ui.withinDaysScreen.emptyHistory',
    defaultMessage: '申込はまだありません',
    description: 'No application yet',
  },
  historyItem: {
    id: 'ui.withinDaysScreen.historyItem',
    defaultMessage: '{time}の申込',
    description: 'Accessible name of one application: when it was submitted',
  },
});
