// App-owned strings of the markets routes in jp.
export const marketsJp: Record<string, string> = {
  'app.markets.title.search': '銘柄検索',
  'app.markets.title.moreStock': '銘柄一覧',
  'app.markets.title.moreIndex': '指数一覧',
  'app.markets.title.quoteInfo': '銘柄詳細',
  'app.markets.title.watchlist': 'お気に入り',
  'app.markets.watchAdded': 'お気に入りに追加しました',
  'app.markets.watchRemoved': 'お気に入りから削除しました',
  'app.markets.watchDeleted': '{count}銘柄を削除しました',
  'app.markets.indexNotFound': 'この指数は見つかりません',
};
