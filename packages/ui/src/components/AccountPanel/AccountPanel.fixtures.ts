import type { AccountPanelLinkKey } from './AccountPanel.tsx';

export const accountPanelHrefs: Record<AccountPanelLinkKey, string> = {
  verified: '#/mine/verified',
  messages: '#/mine/message',
  deposit: '#/mine/deposit',
  withdraw: '#/mine/withdraw',
  loan: '#/mine/loan',
  transactionRecords: '#/mine/transactionRecords',
  holdings: '#/position/index',
  bank: '#/mine/bank',
  loginPassword: '#/mine/loginPassword',
  fundPassword: '#/mine/fundPassword',
  about: '#/mine/about',
  privacy: '#/mine/privacy',
  myPage: '#/mine/myPage',
  stockSearch: '#/quotes/search',
  newShareRecords: '#/mine/newShareOrder',
};
