import type { AccountPanelLinkKey, BottomNavKey, MenuLinkKey } from '@kabuto/ui';
import { getHref } from './paths.ts';

/**
 * The bottom menu. The seed names six items and five targets; market is the home screen (stocks, indices,
 * rankings), assets are the holdings, and search gets the search screen.
 */
export const bottomNavHrefs: Record<BottomNavKey, string> = {
  assets: getHref('positions'),
  market: getHref('home'),
  search: getHref('search'),
  news: getHref('news'),
  watchlist: getHref('watchlist'),
  menu: getHref('menu'),
};

/** Every link of the seed's slide-in account panel. */
export const accountPanelHrefs: Record<AccountPanelLinkKey, string> = {
  verified: getHref('verified'),
  messages: getHref('messages'),
  deposit: getHref('deposit'),
  withdraw: getHref('withdraw'),
  loan: getHref('loan'),
  transactionRecords: getHref('transactionRecords'),
  holdings: getHref('positions'),
  bank: getHref('bank'),
  loginPassword: getHref('loginPassword'),
  fundPassword: getHref('fundPassword'),
  about: getHref('about'),
  privacy: getHref('privacy'),
  myPage: getHref('myPage'),
  stockSearch: getHref('search'),
  newShareRecords: getHref('newShareRecords'),
};

/** Every account page of the menu tab (/mine/menu). */
export const menuHrefs: Record<MenuLinkKey, string> = {
  deposit: getHref('deposit'),
  withdraw: getHref('withdraw'),
  exchange: getHref('exchange'),
  transactionRecords: getHref('transactionRecords'),
  loan: getHref('loan'),
  bank: getHref('bank'),
  follow: getHref('follow'),
  followOrders: getHref('followOrders'),
  ipos: getHref('newShare'),
  ipoRecords: getHref('newShareRecords'),
  distributions: getHref('blocks'),
  distributionApplications: getHref('blockApplications'),
  myPage: getHref('myPage'),
  verified: getHref('verified'),
  loginPassword: getHref('loginPassword'),
  fundPassword: getHref('fundPassword'),
  language: getHref('language'),
  messages: getHref('messages'),
  checkin: getHref('checkin'),
  referral: getHref('referral'),
  support: getHref('support'),
  about: getHref('about'),
  privacy: getHref('privacy'),
  protocol: getHref('protocol'),
};
