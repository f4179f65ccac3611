// App-owned strings of the currency-exchange route (/mine/exchange) in jp.
export const exchangeJp: Record<string, string> = {};
