import { fieldBinding } from '../../FieldBinding.ts';
import { mineShell } from '../shared/fixtures.ts';
import type { CheckinScreenProps, CheckinStatusView, PointsMovementView } from './CheckinScreen.types.ts';

export const checkinStatus: CheckinStatusView = {
  today: '2026-11-22',
  checkedInToday: false,
  streak: 4,
  points: 460,
  pointsPerCheckIn: 10,
  rulesSummary:
    '1日1回チェックインで10ポイント、7日連続ごとに30ポイント追加。500ポイントから100ポイント単位で1ポイント1円の現金に交換でき、取引の条件はありません。有効期限は獲得から365日です。',
  redeemMinPoints: 500,
  redeemStepPoints: 100,
  yenPerPoint: '1',
  nextExpiry: { date: '2027-03-01', points: 20 },
};

export const pointsHistory: PointsMovementView[] = [
  { id: '9031', kind: 'check_in', points: 10, balanceAfter: 460, at: '2026-11-21T08:01:40+09:00' },
  { id: '9024', kind: 'streak_bonus', points: 30, balanceAfter: 450, at: '2026-11-20T07:55:02+09:00' },
  { id: '9023', kind: 'check_in', points: 10, balanceAfter: 420, at: '2026-11-20T07:55:02+09:00' },
  { id: '8800', kind: 'redemption', points: -500, balanceAfter: 410, at: '2026-11-01T12:00:00+09:00' },
];

export const checkinProps: CheckinScreenProps = {
  shell: mineShell('デイリーチェックイン'),
  status: 'ready',
  onRetry: () => undefined,
  checkin: checkinStatus,
  onCheckIn: () => undefined,
  checkingIn: false,
  redeemField: fieldBinding('points'),
  onRedeem: (event) => event.preventDefault(),
  redeeming: false,
  history: { status: 'ready', items: pointsHistory, hasMore: false },
};
