// The credit-line screens' messages in cn (/mine/loan, /mine/loanOrder), loaded with their routes. Keys must match the
// Japanese catalogue exactly (catalogues.test.tsx).
export const loanCn: Record<string, string> = {
  // Shared
  'ui.loan.loading': '加载中',
  'ui.loan.loadMore': '加载更多',
  'ui.loan.allLoaded': '已全部显示',
};
