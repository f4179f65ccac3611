import type { MineShell, MineStatus, PagedList } from '../shared/MineFrame.tsx';

export type AgentStatus = 'none' | 'pending' | 'agent' | 'rejected';
export type ReferralTab = 'invitees' | 'rebates';

export interface ReferralSummaryView {
  inviteCode: string;
  inviteUrl: string;
  inviteeCount: number;
  agentStatus: AgentStatus;
  /** The disclosed share of invitees' trading fees, as a percent string (`20.00`); present for agents. */
  rebateRatio?: string;
  /** What the ratio applies to, in the user's language; present for agents. */
  rebateBasis?: string;
  /** Exact decimal string, yen. */
  totalRebate: string;
}

export interface InviteeView {
  /** Masked phone number. */
  account: string;
  registeredAt: string;
  rebateEarned: string;
}

export interface RebateView {
  id: string;
  invitee: string;
  feeType: 'buy_fee' | 'sell_fee';
  fee: string;
  rebateRatio: string;
  amount: string;
  stockCode?: string;
  createdAt: string;
  /** The rebate's transaction record. */
  recordHref: string;
}

export interface ReferralScreenProps {
  shell: MineShell;
  status: MineStatus;
  onRetry: () => void;
  summary?: ReferralSummaryView;
  onCopyInviteCode: () => void;
  /** Shown (and announced) after a copy. */
  copied: boolean;
  onApplyAgent: () => void;
  applyingAgent: boolean;
  applyError?: string;
  tab: ReferralTab;
  onTabChange: (tab: ReferralTab) => void;
  invitees: PagedList<InviteeView>;
  rebates: PagedList<RebateView>;
}
