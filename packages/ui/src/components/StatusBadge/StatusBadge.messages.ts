import { defineMessages } from 'react-intl';

// Built-in texts of StatusBadge; ids `ui.statusBadge.<family>.<status>`, Japanese defaults.
export const statusBadgeMessages = defineMessages({
  'review.pending': {
    id: 'ui.statusBadge.review.pending',
    defaultMessage: '審査待ち',
    description: 'Status badge: Pending review (status of an application review)',
  },
  'review.approved': {
    id: 'ui.statusBadge.review.approved',
    defaultMessage: '承認済み',
    description: 'Status badge: Approved (status of an application review)',
  },
  'review.rejected': {
    id: 'ui.statusBadge.review.rejected',
    defaultMessage: '否認',
    description: 'Status badge: Rejected (status of an application review)',
  },
  'realName.unverified': {
    id: 'ui.statusBadge.realName.unverified',
    defaultMessage: '未認証',
    description: 'Status badge: Unverified (status of real-name (identity) verification)',
  },
  'realName.reviewing': {
    id: 'ui.statusBadge.realName.reviewing',
    defaultMessage: '審査中',
    description: 'Status badge: Under review (status of real-name (identity) verification)',
  },
  'realName.verified': {
    id: 'ui.statusBadge.realName.verified',
    defaultMessage: '認証済み',
    description: 'Status badge: Verified (status of real-name (identity) verification)',
  },
  'realName.rejected': {
    id: 'ui.statusBadge.realName.rejected',
    defaultMessage: '否認',
    description: 'Status badge: Rejected (status of real-name (identity) verification)',
  },
  'daytrade.submitted': {
    id: 'ui.statusBadge.daytrade.submitted',
    defaultMessage: '申請済み',
    description: 'Status badge: Submitted (status of a day-trade request or application)',
  },
  'daytrade.inProgress': {
    id: 'ui.statusBadge.daytrade.inProgress',
    defaultMessage: '取引中',
    description: 'Status badge: In progress (status of a day-trade request or application)',
  },
  'daytrade.completed': {
    id: 'ui.statusBadge.daytrade.completed',
    defaultMessage: '完了',
    description: 'Status badge: Completed (status of a day-trade request or application)',
  },
  'daytrade.failed': {
    id: 'ui.statusBadge.daytrade.failed',
    defaultMessage: '失敗',
    description: 'Status badge: Failed (status of a day-trade request or application)',
  },
  'daytrade.applied': {
    id: 'ui.statusBadge.daytrade.applied',
    defaultMessage: '申込済み',
    description: 'Status badge: Applied (status of a day-trade request or application)',
  },
  'daytrade.reviewing': {
    id: 'ui.statusBadge.daytrade.reviewing',
    defaultMessage: '審査中',
    description: 'Status badge: Under review (status of a day-trade request or application)',
  },
  'daytrade.approved': {
    id: 'ui.statusBadge.daytrade.approved',
    defaultMessage: '承認済み',
    description: 'Status badge: Approved (status of a day-trade request or application)',
  },
  'daytrade.rejected': {
    id: 'ui.statusBadge.daytrade.rejected',
    defaultMessage: '否認',
    description: 'Status badge: Rejected (status of a day-trade request or application)',
  },
  'ipo.scheduled': {
    id: 'ui.statusBadge.ipo.scheduled',
    defaultMessage: '募集前',
    description: 'Status badge: Upcoming (status of an IPO subscription)',
  },
  'ipo.subscribing': {
    id: 'ui.statusBadge.ipo.subscribing',
    defaultMessage: '申込受付中',
    description: 'Status badge: Open for subscription (status of an IPO subscription)',
  },
  'ipo.ended': {
    id: 'ui.statusBadge.ipo.ended',
    defaultMessage: '受付終了',
    description: 'Status badge: Subscription closed (status of an IPO subscription)',
  },
  'ipo.awaitingLottery': {
    id: 'ui.statusBadge.ipo.awaitingLottery',
    defaultMessage: '抽選待ち',
    description: 'Status badge: Awaiting lottery (status of an IPO subscription)',
  },
  'ipo.won': {
    id: 'ui.statusBadge.ipo.won',
    defaultMessage: '当選',
    description: 'Status badge: Won (status of an IPO subscription)',
  },
  'ipo.lost': {
    id: 'ui.statusBadge.ipo.lost',
    defaultMessage: '落選',
    description: 'Status badge: Not allotted (status of an IPO subscription)',
  },
  'ipo.paymentDue': {
    id: 'ui.statusBadge.ipo.paymentDue',
    defaultMessage: '入金待ち',
    description: 'Status badge: Payment due (status of an IPO subscription)',
  },
  'ipo.paid': {
    id: 'ui.statusBadge.ipo.paid',
    defaultMessage: '入金済み',
    description: 'Status badge: Paid (status of an IPO subscription)',
  },
  'ipo.paymentFailed': {
    id: 'ui.statusBadge.ipo.paymentFailed',
    defaultMessage: '入金失敗',
    description: 'Status badge: Payment failed (status of an IPO subscription)',
  },
  'ipo.waived': {
    id: 'ui.statusBadge.ipo.waived',
    defaultMessage: '辞退',
    description: 'Status badge: Declined (status of an IPO subscription)',
  },
  'ipo.sold': {
    id: 'ui.statusBadge.ipo.sold',
    defaultMessage: '売却済み',
    description: 'Status badge: Sold (status of an IPO subscription)',
  },
  'follow.following': {
    id: 'ui.statusBadge.follow.following',
    defaultMessage: 'フォロー中',
    description: 'Status badge: Following (status of copy-trading follow)',
  },
  'follow.ended': {
    id: 'ui.statusBadge.follow.ended',
    defaultMessage: '終了',
    description: 'Status badge: Ended (status of copy-trading follow)',
  },
  'position.holding': {
    id: 'ui.statusBadge.position.holding',
    defaultMessage: '保有中',
    description: 'Status badge: Holding (status of a trading position)',
  },
  'position.closing': {
    id: 'ui.statusBadge.position.closing',
    defaultMessage: '決済中',
    description: 'Status badge: Closing (status of a trading position)',
  },
  'position.pending': {
    id: 'ui.statusBadge.position.pending',
    defaultMessage: '約定待ち',
    description: 'Status badge: Pending (status of a trading position)',
  },
  'position.cancelled': {
    id: 'ui.statusBadge.position.cancelled',
    defaultMessage: '取消済み',
    description: 'Status badge: Cancelled (status of a trading position)',
  },
  'position.closed': {
    id: 'ui.statusBadge.position.closed',
    defaultMessage: '決済済み',
    description: 'Status badge: Closed (status of a trading position)',
  },
  'position.locked': {
    id: 'ui.statusBadge.position.locked',
    defaultMessage: 'ロック中',
    description: 'Status badge: Locked (status of a trading position)',
  },
  'position.sellable': {
    id: 'ui.statusBadge.position.sellable',
    defaultMessage: '売却可能',
    description: 'Status badge: Sellable (status of a trading position)',
  },
  'lending.inProgress': {
    id: 'ui.statusBadge.lending.inProgress',
    defaultMessage: '貸出中',
    description: 'Status badge: In progress (status of a stock lending)',
  },
  'lending.completed': {
    id: 'ui.statusBadge.lending.completed',
    defaultMessage: '完了',
    description: 'Status badge: Completed (status of a stock lending)',
  },
  'order.working': {
    id: 'ui.statusBadge.order.working',
    defaultMessage: '注文中',
    description: 'Status badge: Working (status of a trade order)',
  },
  'order.filled': {
    id: 'ui.statusBadge.order.filled',
    defaultMessage: '約定',
    description: 'Status badge: Filled (status of a trade order)',
  },
  'order.partiallyFilled': {
    id: 'ui.statusBadge.order.partiallyFilled',
    defaultMessage: '一部約定',
    description: 'Status badge: Partially filled (status of a trade order)',
  },
  'order.cancelled': {
    id: 'ui.statusBadge.order.cancelled',
    defaultMessage: '取消済み',
    description: 'Status badge: Cancelled (status of a trade order)',
  },
  'order.rejected': {
    id: 'ui.statusBadge.order.rejected',
    defaultMessage: '受付不可',
    description: 'Status badge: Rejected (status of a trade order)',
  },
  'order.expired': {
    id: 'ui.statusBadge.order.expired',
    defaultMessage: '失効',
    description: 'Status badge: Expired (status of a trade order)',
  },
});
