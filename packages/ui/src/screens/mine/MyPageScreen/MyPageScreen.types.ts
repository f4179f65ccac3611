import type { AssetSummary } from '../../../components/AssetPanel/AssetPanel.tsx';
import type { Locale } from '../../../intl/locales.ts';
import type { MineShell, MineStatus } from '../shared/MineFrame.tsx';

export const restrictionKinds = ['frozen', 'trading_barred', 'withdrawal_barred'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

export interface AccountRestrictionView {
  kind: RestrictionKind;
  /** ISO 8601 instant. */
  since: string;
  /** The operator's message to the user, in the user's language. */
  reason: string;
}

export interface MyPageProfile {
  account: string;
  inviteCode: string;
  /** ISO 8601 instant. */
  registeredAt: string;
  realNameStatus: 'unverified' | 'reviewing' | 'verified' | 'rejected';
  realName?: string;
  fundPasswordSet: boolean;
  bankCardCount: number;
  agent: boolean;
  canTrade: boolean;
  canWithdraw: boolean;
  language: Locale;
  restrictions: readonly AccountRestrictionView[];
}

export interface MyPageScreenProps {
  shell: MineShell;
  status: MineStatus;
  onRetry: () => void;
  /** Required when `status` is 'ready'. */
  profile?: MyPageProfile;
  /** The asset figures; the panel shows its skeleton until they arrive. */
  assets?: AssetSummary;
  hrefs: { verified: string; fundPassword: string; bank: string; language: string; support: string; referral: string };
}
