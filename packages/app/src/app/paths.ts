// One entry per route; screens get hrefs from here, never hand-written strings.
export const paths = {
  root: '/',
  loginStart: '/login/start',
  register: '/login/register',
  login: '/login/login',
  home: '/home/index',
  watchlist: '/quotes/self',
  search: '/quotes/search',
  moreStock: '/quotes/moreStock',
  positions: '/position/index',
  news: '/news/index',
  menu: '/mine/menu',
  messages: '/mine/message',
  myPage: '/mine/myPage',
  protocol: '/mine/protocol',
  verified: '/mine/verified',
  deposit: '/mine/deposit',
  withdraw: '/mine/withdraw',
  loan: '/mine/loan',
  transactionRecords: '/mine/transactionRecords',
  bank: '/mine/bank',
  loginPassword: '/mine/loginPassword',
  fundPassword: '/mine/fundPassword',
  about: '/mine/about',
  privacy: '/mine/privacy',
  newShareOrder: '/mine/newShareOrder',
} as const;

export type PathName = keyof typeof paths;

/** An href for an anchor under hash routing. */
export function getHref(name: PathName): string {
  return `#${paths[name]}`;
}
