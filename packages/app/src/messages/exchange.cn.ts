// App-owned strings of the currency-exchange route (/mine/exchange) in cn.
export const exchangeCn: Record<string, string> = {};
