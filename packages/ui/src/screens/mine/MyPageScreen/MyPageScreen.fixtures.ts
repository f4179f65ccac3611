import { assetSummary } from '../../../components/AssetPanel/AssetPanel.fixtures.ts';
import { mineShell } from '../shared/fixtures.ts';
import type { MyPageProfile, MyPageScreenProps } from './MyPageScreen.types.ts';

export const myPageProfile: MyPageProfile = {
  account: '0901234567',
  inviteCode: 'K7Q2M9',
  registeredAt: '2026-10-03T14:22:05+09:00',
  realNameStatus: 'verified',
  realName: '山田 太郎',
  fundPasswordSet: true,
  bankCardCount: 1,
  agent: false,
  canTrade: true,
  canWithdraw: true,
  language: 'jp',
  restrictions: [],
};

export const newUserProfile: MyPageProfile = {
  ...myPageProfile,
  realNameStatus: 'unverified',
  realName: undefined,
  fundPasswordSet: false,
  bankCardCount: 0,
  canTrade: false,
  canWithdraw: false,
};

export const restrictedProfile: MyPageProfile = {
  ...myPageProfile,
  canWithdraw: false,
  restrictions: [
    {
      kind: 'withdrawal_barred',
      since: '2026-11-20T10:00:00+09:00',
      reason: 'ご本人確認のため出金を一時停止しています。サポートまでご連絡ください。',
    },
  ],
};

export const myPageProps: MyPageScreenProps = {
  shell: mineShell('個人ページ'),
  status: 'ready',
  onRetry: () => undefined,
  profile: myPageProfile,
  assets: assetSummary,
  hrefs: {
    verified: '#/mine/verified',
    fundPassword: '#/mine/fundPassword',
    bank: '#/mine/bank',
    language: '#/mine/language',
    support: '#/mine/support',
    referral: '#/mine/referral',
  },
};
