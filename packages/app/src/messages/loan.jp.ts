// App-owned strings of the credit-line routes (/mine/loan, /mine/loanOrder) in jp.
export const loanJp: Record<string, string> = {};
