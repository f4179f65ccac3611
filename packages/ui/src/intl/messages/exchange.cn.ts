// The currency-exchange screen's messages in cn (/mine/exchange), loaded with its route. Keys must match the Japanese
// catalogue exactly (catalogues.test.tsx).
export const exchangeCn: Record<string, string> = {
  // Shared
  'ui.exchange.loading': '加载中',
  'ui.exchange.loadMore': '加载更多',
  'ui.exchange.allLoaded': '已全部显示',
};
