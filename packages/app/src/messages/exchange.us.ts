// App-owned strings of the currency-exchange route (/mine/exchange) in us.
export const exchangeUs: Record<string, string> = {};
