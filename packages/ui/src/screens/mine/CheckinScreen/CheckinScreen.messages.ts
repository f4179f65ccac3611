import { defineMessages } from 'react-intl';

export const checkinScreenMessages = defineMessages({
  title: {
    id: 'ui.checkinScreen.title',
    defaultMessage: 'デイリーチェックイン',
    description: 'Title of the check-in page',
  },
  points: { id: 'ui.checkinScreen.points', defaultMessage: '保有ポイント', description: 'Label: points balance' },
  pointsValue: {
    id: 'ui.checkinScreen.pointsValue',
    defaultMessage: '{points, number} pt',
    description: 'A points amount',
  },
  streak: {
    id: 'ui.checkinScreen.streak',
    defaultMessage: '{days, plural, other {# 日連続}}',
    description: 'Consecutive days checked in',
  },
  checkIn: {
    id: 'ui.checkinScreen.checkIn',
    defaultMessage: 'チェックインして {points} pt 受け取る',
    description: 'Button: check in for today',
  },
  checkedIn: {
    id: 'ui.checkinScreen.checkedIn',
    defaultMessage: '本日はチェックイン済みです。また明日どうぞ。',
    description: 'Already checked in today',
  },
  rules: { id: 'ui.checkinScreen.rules', defaultMessage: 'ポイントのルール', description: 'Heading of the rules' },
  notInducement: {
    id: 'ui.checkinScreen.notInducement',
    defaultMessage: 'ポイントは取引・入金の有無に関係なく付与されます。',
    description: 'Points never depend on trading or deposits',
  },
  expiry: {
    id: 'ui.checkinScreen.expiry',
    defaultMessage: '{points} pt が {date} に失効します',
    description: 'The next points to expire',
  },
  redeem: { id: 'ui.checkinScreen.redeem', defaultMessage: 'ポイントを現金に交換', description: 'Heading: redeem' },
  redeemPoints: {
    id: 'ui.checkinScreen.redeemPoints',
    defaultMessage: '交換するポイント',
    description: 'Field: points',
  },
  redeemHint: {
    id: 'ui.checkinScreen.redeemHint',
    defaultMessage: '{min} pt 以上、{step} pt 単位。1 pt = {yen}',
    description: 'Redemption rules under the field',
  },
  redeemValue: {
    id: 'ui.checkinScreen.redeemValue',
    defaultMessage: '受け取る金額: {amount}',
    description: 'The cash the entered points are worth',
  },
  redeemSubmit: { id: 'ui.checkinScreen.redeemSubmit', defaultMessage: '交換する', description: 'Button: redeem' },
  history: { id: 'ui.checkinScreen.history', defaultMessage: 'ポイント履歴', description: 'Heading of the history' },
  historyEmpty: {
    id: 'ui.checkinScreen.historyEmpty',
    defaultMessage: 'まだポイント履歴はありません',
    description: 'No points movements yet',
  },
  check_in: { id: 'ui.checkinScreen.kindCheckIn', defaultMessage: 'チェックイン', description: 'Movement: check-in' },
  streak_bonus: {
    id: 'ui.checkinScreen.kindStreakBonus',
    defaultMessage: '連続ボーナス',
    description: 'Movement: streak bonus',
  },
  redemption: {
    id: 'ui.checkinScreen.kindRedemption',
    defaultMessage: '現金に交換',
    description: 'Movement: redeemed',
  },
  expiryKind: { id: 'ui.checkinScreen.kindExpiry', defaultMessage: '失効', description: 'Movement: expired' },
  balanceAfter: {
    id: 'ui.checkinScreen.balanceAfter',
    defaultMessage: '残高 {points, number} pt',
    description: 'Balance after a movement',
  },
});
