// App-owned strings of the markets routes in cn.
export const marketsCn: Record<string, string> = {
  'app.markets.title.search': '股票搜索',
  'app.markets.title.moreStock': '股票列表',
  'app.markets.title.moreIndex': '指数列表',
  'app.markets.title.quoteInfo': '股票详情',
  'app.markets.title.watchlist': '自选',
  'app.markets.watchAdded': '已加入自选',
  'app.markets.watchRemoved': '已移出自选',
  'app.markets.watchDeleted': '已删除{count}只股票',
  'app.markets.indexNotFound': '找不到该指数',
};
