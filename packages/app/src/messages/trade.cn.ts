// App-owned strings of the trading routes in cn.
export const tradeCn: Record<string, string> = {
  'app.trade.quantityWhole': '股数请输入半角整数',
  'app.trade.quantityBelowMinimum': '未达到最低委托股数',
  'app.trade.quantityOverSellable': '超过可卖股数',
  'app.trade.priceInvalid': '请输入正确的价格',
  'app.trade.orderCancelledToast': '委托已撤销',
  'app.trade.order_cancelled': '该委托已撤销',
  'app.trade.order_expired': '该委托已过期',
};
