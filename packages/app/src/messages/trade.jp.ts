// App-owned strings of the trading routes in jp.
export const tradeJp: Record<string, string> = {
  'app.trade.quantityWhole': '株数は半角の整数で入力してください',
  'app.trade.quantityBelowMinimum': '最低注文株数に達していません',
  'app.trade.quantityOverSellable': '売却できる株数を超えています',
  'app.trade.priceInvalid': '正しい価格を入力してください',
  'app.trade.orderCancelledToast': '注文を取り消しました',
  'app.trade.order_cancelled': 'この注文は取り消されました',
  'app.trade.order_expired': 'この注文は期限切れになりました',
};
