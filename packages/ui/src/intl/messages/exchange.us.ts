// The currency-exchange screen's messages in us (/mine/exchange), loaded with its route. Keys must match the Japanese
// catalogue exactly (catalogues.test.tsx).
export const exchangeUs: Record<string, string> = {
  // Shared
  'ui.exchange.loading': 'Loading',
  'ui.exchange.loadMore': 'Load more',
  'ui.exchange.allLoaded': 'All shown',
};
