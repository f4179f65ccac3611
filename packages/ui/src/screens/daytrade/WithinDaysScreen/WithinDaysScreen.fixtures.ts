import {
  approvedAccount,
  approvedApplication,
  cancelledApplication,
  closedPositions,
  daytradeList,
  daytradeOrders,
  daytradeShell,
  fixtureTimeZone,
  newAccount,
  openPositions,
  rejectedApplication,
} from '../shared/fixtures.ts';
import type { DaytradeApplyProps, WithinDaysScreenProps } from './WithinDaysScreen.types.ts';

/** The apply form, empty. */
export const emptyApply: DaytradeApplyProps = {
  amount: '',
  onAmountChange: () => undefined,
  agreed: false,
  onAgreedChange: () => undefined,
  availableCash: '1250000',
  onSubmit: () => undefined,
  submitting: false,
};

/** The apply form filled in: ¥300,000 and the rules ticked. */
export const filledApply: DaytradeApplyProps = { ...emptyApply, amount: '300000', agreed: true };

/** An approved account with today's two open positions (Toyota long, Sony short). */
export const withinDaysProps: WithinDaysScreenProps = {
  shell: daytradeShell('一日信用'),
  timeZone: fixtureTimeZone,
  status: 'ready',
  onRetry: () => undefined,
  account: approvedAccount,
  identityVerified: true,
  apply: emptyApply,
  onWithdraw: () => undefined,
  onCloseAccount: () => undefined,
  positionsOpen: true,
  tab: 'open',
  onTabChange: () => undefined,
  positions: daytradeList(openPositions),
  orders: daytradeList(daytradeOrders),
  onClosePosition: () => undefined,
  onOpenOrder: () => undefined,
  onCloseOrder: () => undefined,
  applications: daytradeList([approvedApplication, cancelledApplication, rejectedApplication]),
  links: {
    tradeHref: '#/quotes/info?code=7203&type=jpy',
    depositHref: '#/mine/deposit',
    verifyHref: '#/mine/verified',
    getStockHref: (code) => `#/quotes/info?code=${code}&type=jpy`,
  },
};

/** Never applied: the rules and costs, and the form. */
export const notAppliedProps: Pick<WithinDaysScreenProps, 'account' | 'positionsOpen' | 'applications'> = {
  account: newAccount,
  positionsOpen: false,
  applications: daytradeList([]),
};

/** The closed-positions tab. */
export const closedTab: Pick<WithinDaysScreenProps, 'tab' | 'positions'> = {
  tab: 'closed',
  positions: daytradeList(closedPositions),
};
/** The orders tab. */
export const ordersTab: Pick<WithinDaysScreenProps, 'tab'> = { tab: 'orders' };
