import { mineShell } from '../shared/fixtures.ts';
import type { MenuLinkKey, MenuScreenProps } from './MenuScreen.types.ts';

export const menuHrefs: Record<MenuLinkKey, string> = {
  deposit: '#/mine/deposit',
  withdraw: '#/mine/withdraw',
  exchange: '#/mine/exchange',
  transactionRecords: '#/mine/transactionRecords',
  loan: '#/mine/loan',
  bank: '#/mine/bank',
  follow: '#/home/follow',
  followOrders: '#/mine/followOrder',
  ipos: '#/home/newShare',
  ipoRecords: '#/mine/newShareRecords',
  distributions: '#/home/large',
  distributionApplications: '#/home/large2',
  myPage: '#/mine/myPage',
  verified: '#/mine/verified',
  loginPassword: '#/mine/loginPassword',
  fundPassword: '#/mine/fundPassword',
  language: '#/mine/language',
  messages: '#/mine/message',
  checkin: '#/mine/checkin',
  referral: '#/mine/referral',
  support: '#/mine/support',
  about: '#/mine/about',
  privacy: '#/mine/privacy',
  protocol: '#/mine/protocol',
};

export const menuProps: MenuScreenProps = {
  shell: mineShell('メニュー'),
  account: '0901234567',
  unreadCount: 2,
  hrefs: menuHrefs,
  onLogout: () => undefined,
};
