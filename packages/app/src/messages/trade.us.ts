// App-owned strings of the trading routes in us.
export const tradeUs: Record<string, string> = {
  'app.trade.quantityWhole': 'Enter the number of shares as a whole number.',
  'app.trade.quantityBelowMinimum': 'That is fewer shares than the minimum order.',
  'app.trade.quantityOverSellable': 'That is more shares than you can sell.',
  'app.trade.priceInvalid': 'Enter a valid price.',
  'app.trade.orderCancelledToast': 'Order cancelled',
  'app.trade.order_cancelled': 'This order was cancelled.',
  'app.trade.order_expired': 'This order expired.',
};
