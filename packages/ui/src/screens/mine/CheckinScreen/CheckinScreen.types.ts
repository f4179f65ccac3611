import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { MineShell, MineStatus, PagedList } from '../shared/MineFrame.tsx';

export interface CheckinStatusView {
  /** `YYYY-MM-DD`, Japan time. */
  today: string;
  checkedInToday: boolean;
  streak: number;
  points: number;
  pointsPerCheckIn: number;
  /** The disclosed rules in plain words, in the user's language. */
  rulesSummary: string;
  redeemMinPoints: number;
  redeemStepPoints: number;
  /** Exact decimal string: yen per point. */
  yenPerPoint: string;
  nextExpiry?: { date: string; points: number };
}

export type PointsMovementKind = 'check_in' | 'streak_bonus' | 'redemption' | 'expiry';

export interface PointsMovementView {
  id: string;
  kind: PointsMovementKind;
  /** Signed change. */
  points: number;
  balanceAfter: number;
  /** ISO 8601 instant. */
  at: string;
}

export interface CheckinScreenProps {
  shell: MineShell;
  status: MineStatus;
  onRetry: () => void;
  checkin?: CheckinStatusView;
  onCheckIn: () => void;
  checkingIn: boolean;
  /** Points to redeem (react-hook-form binding). */
  redeemField: FieldBinding;
  /** The yen the entered points are worth (exact decimal string), when valid. */
  redeemValue?: string;
  onRedeem: FormEventHandler<HTMLFormElement>;
  redeeming: boolean;
  redeemError?: string;
  history: PagedList<PointsMovementView>;
}
