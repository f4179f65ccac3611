import { defineMessages } from 'react-intl';

export const transactionRecordsScreenMessages = defineMessages({
  title: {
    id: 'ui.transactionRecordsScreen.title',
    defaultMessage: '取引履歴',
    description: 'Title of the records page',
  },
  filters: {
    id: 'ui.transactionRecordsScreen.filters',
    defaultMessage: '絞り込み',
    description: 'Name of the filter form',
  },
  type: { id: 'ui.transactionRecordsScreen.type', defaultMessage: '種類', description: 'Filter: record type' },
  allTypes: {
    id: 'ui.transactionRecordsScreen.allTypes',
    defaultMessage: 'すべての種類',
    description: 'Filter: every type',
  },
  dateFrom: { id: 'ui.transactionRecordsScreen.dateFrom', defaultMessage: '開始日', description: 'Filter: first day' },
  dateTo: { id: 'ui.transactionRecordsScreen.dateTo', defaultMessage: '終了日', description: 'Filter: last day' },
  dateHint: {
    id: 'ui.transactionRecordsScreen.dateHint',
    defaultMessage: '日本時間・最長 366 日',
    description: 'Dates are Japan time, at most 366 days apart',
  },
  clear: {
    id: 'ui.transactionRecordsScreen.clear',
    defaultMessage: '条件をクリア',
    description: 'Button: reset the filter',
  },
  count: {
    id: 'ui.transactionRecordsScreen.count',
    defaultMessage: '{count, plural, other {# 件}}',
    description: 'How many records match',
  },
  list: { id: 'ui.transactionRecordsScreen.list', defaultMessage: '取引履歴の一覧', description: 'Name of the list' },
  empty: {
    id: 'ui.transactionRecordsScreen.empty',
    defaultMessage: '取引履歴はありません',
    description: 'No records at all',
  },
  emptyFiltered: {
    id: 'ui.transactionRecordsScreen.emptyFiltered',
    defaultMessage: '条件に合う取引履歴はありません。条件を変えてお試しください。',
    description: 'No records match the filter',
  },
  held: { id: 'ui.transactionRecordsScreen.held', defaultMessage: '拘束中', description: 'Record status: money held' },
  completed: {
    id: 'ui.transactionRecordsScreen.completed',
    defaultMessage: '完了',
    description: 'Record status: moved',
  },
  released: {
    id: 'ui.transactionRecordsScreen.released',
    defaultMessage: '解除済み',
    description: 'Record status: a hold given back',
  },
  amount: { id: 'ui.transactionRecordsScreen.amount', defaultMessage: '金額', description: 'Detail: amount' },
  time: { id: 'ui.transactionRecordsScreen.time', defaultMessage: '日時', description: 'Detail: time' },
  orderNo: {
    id: 'ui.transactionRecordsScreen.orderNo',
    defaultMessage: '注文番号',
    description: 'Detail: order number',
  },
  stock: { id: 'ui.transactionRecordsScreen.stock', defaultMessage: '銘柄', description: 'Detail: instrument' },
  status: { id: 'ui.transactionRecordsScreen.status', defaultMessage: '状態', description: 'Detail: status' },
  transfer: {
    id: 'ui.transactionRecordsScreen.transfer',
    defaultMessage: '振替番号',
    description: 'Detail: the ledger transfer id',
  },
  entries: {
    id: 'ui.transactionRecordsScreen.entries',
    defaultMessage: '台帳の仕訳',
    description: 'Heading of the ledger entries of a record',
  },
  entriesNote: {
    id: 'ui.transactionRecordsScreen.entriesNote',
    defaultMessage: '借方はプラス、貸方はマイナスで、通貨ごとの合計は常に 0 です。',
    description: 'How to read the entries: debit positive, credit negative, each currency sums to zero',
  },
  entryAccount: {
    id: 'ui.transactionRecordsScreen.entryAccount',
    defaultMessage: '勘定',
    description: 'Entries column: ledger account',
  },
  entryAmount: {
    id: 'ui.transactionRecordsScreen.entryAmount',
    defaultMessage: '金額',
    description: 'Entries column: signed amount',
  },
  accountCash: {
    id: 'ui.transactionRecordsScreen.accountCash',
    defaultMessage: 'お客様の利用可能資金',
    description: 'Ledger account: the user’s available cash',
  },
  accountHeld: {
    id: 'ui.transactionRecordsScreen.accountHeld',
    defaultMessage: 'お客様の拘束中資金',
    description: 'Ledger account: the user’s held money',
  },
  accountHouse: {
    id: 'ui.transactionRecordsScreen.accountHouse',
    defaultMessage: '当社勘定',
    description: 'Ledger account: one of the firm’s accounts',
  },
  accountTax: {
    id: 'ui.transactionRecordsScreen.accountTax',
    defaultMessage: '税金',
    description: 'Ledger account: taxes',
  },
  accountBank: {
    id: 'ui.transactionRecordsScreen.accountBank',
    defaultMessage: '銀行決済',
    description: 'Ledger account: bank clearing',
  },
  notFound: {
    id: 'ui.transactionRecordsScreen.notFound',
    defaultMessage: 'この取引履歴は見つかりません',
    description: 'The opened record does not exist',
  },
});

/** A label for every transaction record type. */
export const transactionRecordTypeMessages = defineMessages({
  deposit: { id: 'ui.recordType.deposit', defaultMessage: '入金', description: 'Record type: deposit' },
  withdrawal: { id: 'ui.recordType.withdrawal', defaultMessage: '出金', description: 'Record type: withdrawal' },
  stock_purchase: {
    id: 'ui.recordType.stockPurchase',
    defaultMessage: '株式買付',
    description: 'Record type: shares bought',
  },
  stock_sale: { id: 'ui.recordType.stockSale', defaultMessage: '株式売却', description: 'Record type: shares sold' },
  buy_fee: { id: 'ui.recordType.buyFee', defaultMessage: '買付手数料', description: 'Record type: buy fee' },
  stamp_duty: { id: 'ui.recordType.stampDuty', defaultMessage: '印紙税', description: 'Record type: stamp duty' },
  sell_fee: { id: 'ui.recordType.sellFee', defaultMessage: '売却手数料', description: 'Record type: sell fee' },
  copy_trade_purchase: {
    id: 'ui.recordType.copyTradePurchase',
    defaultMessage: 'コピー買付',
    description: 'Record type: a copy-trading (follow) product bought, less its entry fee',
  },
  copy_trade_return: {
    id: 'ui.recordType.copyTradeReturn',
    defaultMessage: 'コピートレード払戻',
    description: 'Record type: a copy-trading product’s payout or exit',
  },
  ipo_payment: {
    id: 'ui.recordType.ipoPayment',
    defaultMessage: '新規公開株の払込',
    description: 'Record type: IPO payment',
  },
  lottery_refund: {
    id: 'ui.recordType.lotteryRefund',
    defaultMessage: '抽選落選の返金',
    description: 'Record type: release of a lost IPO or distribution application',
  },
  exchange: { id: 'ui.recordType.exchange', defaultMessage: '両替', description: 'Record type: currency exchange' },
  loan: { id: 'ui.recordType.loan', defaultMessage: '借入', description: 'Record type: credit-line draw' },
  margin_top_up: {
    id: 'ui.recordType.marginTopUp',
    defaultMessage: '追加証拠金',
    description: 'Record type: additional margin',
  },
  repayment: { id: 'ui.recordType.repayment', defaultMessage: '返済', description: 'Record type: loan repayment' },
  rebate: { id: 'ui.recordType.rebate', defaultMessage: '紹介報酬', description: 'Record type: agent rebate' },
  checkin_reward: {
    id: 'ui.recordType.checkinReward',
    defaultMessage: 'ポイント交換',
    description: 'Record type: check-in points redeemed into cash',
  },
  daytrade_fund: {
    id: 'ui.recordType.daytradeFund',
    defaultMessage: '一日信用保証金',
    description: 'Record type: the one-day margin participation fund moved in (applying) or out (released)',
  },
  daytrade_profit: {
    id: 'ui.recordType.daytradeProfit',
    defaultMessage: '一日信用利益',
    description: 'Record type: a one-day margin position closed at a profit, paid into the fund',
  },
  daytrade_loss: {
    id: 'ui.recordType.daytradeLoss',
    defaultMessage: '一日信用損失',
    description: 'Record type: a one-day margin position closed at a loss, taken from the fund (or cash)',
  },
  margin_interest: {
    id: 'ui.recordType.marginInterest',
    defaultMessage: '信用金利',
    description: 'Record type: one day of margin interest on a one-day margin position',
  },
});
