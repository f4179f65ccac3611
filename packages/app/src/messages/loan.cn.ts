// App-owned strings of the credit-line routes (/mine/loan, /mine/loanOrder) in cn.
export const loanCn: Record<string, string> = {};
