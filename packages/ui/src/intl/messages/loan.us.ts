// The credit-line screens' messages in us (/mine/loan, /mine/loanOrder), loaded with their routes. Keys must match the
// Japanese catalogue exactly (catalogues.test.tsx).
export const loanUs: Record<string, string> = {
  // Shared
  'ui.loan.loading': 'Loading',
  'ui.loan.loadMore': 'Load more',
  'ui.loan.allLoaded': 'All shown',
};
