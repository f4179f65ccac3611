// One entry per route; screens get hrefs from here, never hand-written strings.
export const paths = {
  root: '/',
  loginStart: '/login/start',
  register: '/login/register',
  login: '/login/login',
  // Ours (issue 19): the second step after a right password for an account with a passkey, and its recovery-code way.
  loginPasskey: '/login/passkey',
  loginRecovery: '/login/recovery',
  home: '/home/index',
  watchlist: '/quotes/self',
  search: '/quotes/search',
  moreStock: '/quotes/moreStock',
  moreIndex: '/quotes/moreZhishu',
  quoteInfo: '/quotes/info',
  positions: '/position/index',
  positionInfo: '/position/info',
  orderInfo: '/position/order',
  news: '/news/index',
  newsInfo: '/news/info',
  menu: '/mine/menu',
  messages: '/mine/message',
  messageInfo: '/mine/messageInfo',
  language: '/mine/language',
  exchange: '/mine/exchange',
  checkin: '/mine/checkin',
  referral: '/mine/referral',
  support: '/mine/support',
  myPage: '/mine/myPage',
  protocol: '/mine/protocol',
  verified: '/mine/verified',
  deposit: '/mine/deposit',
  withdraw: '/mine/withdraw',
  loan: '/mine/loan',
  // Issue 16: the credit line's loans (the seed's /mine/loanOrder).
  loanOrders: '/mine/loanOrder',
  transactionRecords: '/mine/transactionRecords',
  bank: '/mine/bank',
  bankAdd: '/mine/bankAdd',
  stored: '/mine/stored',
  loginPassword: '/mine/loginPassword',
  fundPassword: '/mine/fundPassword',
  about: '/mine/about',
  privacy: '/mine/privacy',
  newShareOrder: '/mine/newShareOrder',
  // Issue 20: IPOs (the seed's /home/newShare and /home/newShareInfo) and the draw's verification (ours).
  newShare: '/home/newShare',
  newShareInfo: '/home/newShareInfo',
  newShareVerify: '/home/newShareVerify',
  newShareRecords: '/mine/newShareRecords',
  // Off-floor distributions (the seed's /home/large*): today's and upcoming, one, my applications, my results.
  blocks: '/home/large',
  blockInfo: '/home/largeInfo',
  blockApplications: '/home/large2',
  blockResults: '/home/large3',
  // Issue 14: copy trading and quantitative products (the seed's /home/follow and /mine/followOrder; the product
  // page is ours).
  follow: '/home/follow',
  followInfo: '/home/followInfo',
  followOrders: '/mine/followOrder',
  // Issue 15: one-day margin (the seed's /home/withinDays).
  withinDays: '/home/withinDays',
  // Ours (issue 19): account protection.
  security: '/mine/security',
  securityHistory: '/mine/security/history',
  securitySessions: '/mine/security/sessions',
  passkeySetup: '/mine/passkeySetup',
} as const;

export type PathName = keyof typeof paths;

/** An href for an anchor under hash routing. */
export function getHref(name: PathName): string {
  return `#${paths[name]}`;
}

/**
 * The detail page of a stock (or, with `kind: 'index'`, of an index): the seed passes the code as a query
 * parameter; the market index rides along so a search result from another market opens in its own market.
 */
export function quoteInfoHref(market: string, code: string, kind: 'stock' | 'index' = 'stock'): string {
  const query = new URLSearchParams({ code, type: market });
  if (kind === 'index') query.set('kind', 'index');
  return `${getHref('quoteInfo')}?${query.toString()}`;
}

/** The order ticket of a stock: the seed's stock page (/quotes/info) with its buy or sell form open. */
export function orderTicketHref(market: string, code: string, side: 'buy' | 'sell'): string {
  return `${quoteInfoHref(market, code)}&order=${side}`;
}

/** /position/index on one market's holdings. */
export function positionsHref(market: string): string {
  return `${getHref('positions')}?type=${encodeURIComponent(market)}`;
}

/** /position/info of one position. */
export function positionInfoHref(id: string): string {
  return `${getHref('positionInfo')}?id=${encodeURIComponent(id)}`;
}

/** /position/order of one order: what was ordered, what is executed, each execution. */
export function orderInfoHref(id: string): string {
  return `${getHref('orderInfo')}?id=${encodeURIComponent(id)}`;
}

/** /home/withinDays with one day-trade order's fills open (the orders tab). */
export function daytradeOrderHref(id: string): string {
  return `${getHref('withinDays')}?tab=orders&order=${encodeURIComponent(id)}`;
}
