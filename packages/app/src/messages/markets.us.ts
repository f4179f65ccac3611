// App-owned strings of the markets routes in us.
export const marketsUs: Record<string, string> = {
  'app.markets.title.search': 'Stock search',
  'app.markets.title.moreStock': 'All stocks',
  'app.markets.title.moreIndex': 'Indices',
  'app.markets.title.quoteInfo': 'Stock detail',
  'app.markets.title.watchlist': 'Watchlist',
  'app.markets.watchAdded': 'Added to your watchlist',
  'app.markets.watchRemoved': 'Removed from your watchlist',
  'app.markets.watchDeleted': '{count, plural, one {# stock removed} other {# stocks removed}}',
  'app.markets.indexNotFound': 'This index was not found',
};
