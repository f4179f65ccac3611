import { mineShell } from '../shared/fixtures.ts';
import type { InviteeView, RebateView, ReferralScreenProps, ReferralSummaryView } from './ReferralScreen.types.ts';

export const referralSummary: ReferralSummaryView = {
  inviteCode: 'K7Q2M9',
  inviteUrl: 'https://kabuto.example/#/login/register?invite_code=K7Q2M9',
  inviteeCount: 3,
  agentStatus: 'none',
  totalRebate: '0',
};

export const agentSummary: ReferralSummaryView = {
  ...referralSummary,
  agentStatus: 'agent',
  rebateRatio: '20.00',
  rebateBasis: 'ご紹介したお客様が支払った売買手数料（税金を除く）の20%。お客様の手数料は増えません。',
  totalRebate: '3840',
};

export const invitees: InviteeView[] = [
  { account: '080*****21', registeredAt: '2026-11-02T19:04:11+09:00', rebateEarned: '1250' },
  { account: '090*****07', registeredAt: '2026-10-28T09:15:00+09:00', rebateEarned: '2590' },
  { account: '070*****55', registeredAt: '2026-10-20T21:40:00+09:00', rebateEarned: '0' },
];

export const rebates: RebateView[] = [
  {
    id: '7710',
    invitee: '080*****21',
    feeType: 'buy_fee',
    fee: '1650',
    rebateRatio: '20.00',
    amount: '330',
    stockCode: '7203',
    createdAt: '2026-11-21T15:31:00+09:00',
    recordHref: '#/mine/transactionRecords?record=88320',
  },
  {
    id: '7702',
    invitee: '090*****07',
    feeType: 'sell_fee',
    fee: '2200',
    rebateRatio: '20.00',
    amount: '440',
    stockCode: '6758',
    createdAt: '2026-11-20T13:05:00+09:00',
    recordHref: '#/mine/transactionRecords?record=88299',
  },
];

export const referralProps: ReferralScreenProps = {
  shell: mineShell('友達紹介'),
  status: 'ready',
  onRetry: () => undefined,
  summary: referralSummary,
  onCopyInviteCode: () => undefined,
  copied: false,
  onApplyAgent: () => undefined,
  applyingAgent: false,
  tab: 'invitees',
  onTabChange: () => undefined,
  invitees: { status: 'ready', items: invitees, hasMore: false },
  rebates: { status: 'ready', items: [], hasMore: false },
};
