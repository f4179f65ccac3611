// App-owned strings of the credit-line routes (/mine/loan, /mine/loanOrder) in us.
export const loanUs: Record<string, string> = {};
