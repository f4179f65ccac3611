import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import {
  accountWith,
  cancelledApplication,
  closedApplication,
  daytradeList,
  debtAccount,
  localizeDaytradeFixtures,
  mufgCloseDetail,
  rejectedApplication,
  reviewingApplication,
  submittedApplication,
  toyotaLong,
  weekendAccount,
} from '../shared/fixtures.ts';
import { WithinDaysScreen } from './WithinDaysScreen.tsx';
import { withinDaysScreenMessages } from './WithinDaysScreen.messages.ts';
import type { WithinDaysTab } from './WithinDaysScreen.types.ts';
import {
  closedTab,
  emptyApply,
  filledApply,
  notAppliedProps,
  ordersTab,
  withinDaysProps,
} from './WithinDaysScreen.fixtures.ts';

const render = localizedRender(WithinDaysScreen, withinDaysScreenMessages.title, localizeDaytradeFixtures);

const meta = {
  title: 'Screens/Daytrade/WithinDaysScreen',
  component: WithinDaysScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: {
    ...withinDaysProps,
    onRetry: fn(),
    onWithdraw: fn(),
    onCloseAccount: fn(),
    onTabChange: fn(),
    onClosePosition: fn(),
    onOpenOrder: fn(),
    onCloseOrder: fn(),
  },
} satisfies Meta<typeof WithinDaysScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first open position's close button in any language, so a story's play works in all three. */
const closeButton = /の建玉を決済$|^平仓|^Close position in /;
const openClose: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getAllByRole('button', { name: closeButton })[0]!);
};
const withdrawButton = /^申込を取り下げる$|^撤回申请$|^Withdraw$/;

// --- Before approval ---------------------------------------------------------------------------------------------

/** Never applied: what one-day margin is, its rules and costs, the risk, and the apply form. */
export const NotApplied: Story = { args: notAppliedProps };
/** The fund typed and the rules ticked: the review opens the confirmation. */
export const ApplyFilled: Story = { args: { ...notAppliedProps, apply: filledApply } };
export const ApplyConfirm: Story = {
  args: { ...notAppliedProps, apply: filledApply },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^申込内容を確認$|^确认申请内容$|^Review$/ }));
  },
};
/** Below the minimum: the screen's own message under the field. */
export const ApplyBelowMinimum: Story = {
  args: { ...notAppliedProps, apply: { ...filledApply, amount: '50000' } },
};
/** More than the cash: the shortfall and the way to add money. */
export const ApplyShortOfCash: Story = {
  args: { ...notAppliedProps, apply: { ...filledApply, amount: '2000000' } },
};
/** The app's zod messages in the field slots. */
export const ApplyFieldErrors: Story = {
  args: {
    ...notAppliedProps,
    apply: { ...emptyApply, amountError: '金額を入力してください', agreeError: 'ルールとリスクへの同意が必要です' },
  },
};
export const ApplyRefused: Story = {
  args: { ...notAppliedProps, apply: { ...filledApply, refusal: 'insufficient_balance' } },
};
export const ApplySubmitting: Story = { args: { ...notAppliedProps, apply: { ...filledApply, submitting: true } } };
export const IdentityNeeded: Story = { args: { ...notAppliedProps, identityVerified: false } };
export const Submitted: Story = {
  args: {
    ...notAppliedProps,
    account: accountWith(submittedApplication),
    applications: daytradeList([submittedApplication]),
  },
};
export const Reviewing: Story = {
  args: {
    ...notAppliedProps,
    account: accountWith(reviewingApplication),
    applications: daytradeList([reviewingApplication, rejectedApplication]),
  },
};
/** Withdrawing an application under review: confirmed first. */
export const ConfirmWithdraw: Story = {
  args: Reviewing.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: withdrawButton }));
  },
};
/** Rejected: the reason in the user's language, the operator's note, and the form to apply again. */
export const Rejected: Story = {
  args: {
    ...notAppliedProps,
    account: accountWith(rejectedApplication),
    applications: daytradeList([rejectedApplication]),
  },
};
export const Cancelled: Story = {
  args: {
    ...notAppliedProps,
    account: accountWith(cancelledApplication),
    applications: daytradeList([cancelledApplication, rejectedApplication]),
  },
};
export const AccountClosed: Story = {
  args: {
    ...notAppliedProps,
    account: accountWith(closedApplication),
    applications: daytradeList([closedApplication]),
  },
};

// --- Approved ----------------------------------------------------------------------------------------------------

/** Approved, two open positions: the account panel, live profit in the market's colours, close buttons. */
export const Approved: Story = {};
/** The seed's close confirmation: what is closed, market or limit, the shares (all by default), the estimate. */
export const ConfirmClose: Story = { play: openClose };
export const CloseRefused: Story = {
  args: { closePositionRefusal: { positionId: toyotaLong.id, code: 'not_trading_time' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: closeButton })[1]!);
  },
};
export const ClosedPositions: Story = { args: closedTab };
export const Orders: Story = { args: ordersTab };
/** An order's details and its two fills in the sheet. */
export const OrderDetail: Story = { args: { ...ordersTab, orderDetail: { status: 'ready', detail: mufgCloseDetail } } };
export const OrderDetailLoading: Story = { args: { ...ordersTab, orderDetail: { status: 'loading' } } };
export const OrderDetailNotFound: Story = { args: { ...ordersTab, orderDetail: { status: 'notFound' } } };
/** Nothing open: closing the account is offered, confirmed first. */
export const ConfirmCloseAccount: Story = {
  args: { positionsOpen: false, positions: daytradeList([]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^口座を解約$|^注销账户$|^Close account$/ }));
  },
};
/** A loss beyond the fund: the debt shown plainly; no trading until it is settled. */
export const InDebt: Story = { args: { account: debtAccount, positions: daytradeList([]), positionsOpen: false } };
/** A weekend: the session closed, nothing to auto-close. */
export const SessionClosed: Story = {
  args: { account: weekendAccount, positions: daytradeList([]), positionsOpen: false },
};
export const NoPositions: Story = { args: { positions: daytradeList([]), positionsOpen: false } };
export const NoOrders: Story = { args: { ...ordersTab, orders: daytradeList([]) } };
export const MorePages: Story = {
  args: {
    positions: { ...withinDaysProps.positions, hasMore: true },
    applications: { ...withinDaysProps.applications, hasMore: true },
  },
};
export const ListLoading: Story = { args: { positions: { ...daytradeList([]), status: 'loading' } } };
export const ListError: Story = { args: { positions: { ...daytradeList([]), status: 'error' } } };
export const Loading: Story = { args: { status: 'loading', account: undefined } };
export const Error: Story = { args: { status: 'error', account: undefined } };
/** Tabs locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<WithinDaysTab>('open');
    return render({
      ...args,
      tab,
      onTabChange: setTab,
      positions: tab === 'closed' ? closedTab.positions : args.positions,
    });
  },
};

// --- Languages and dark ------------------------------------------------------------------------------------------

export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseNotApplied: Story = { args: NotApplied.args, globals: { locale: 'cn' } };
export const ChineseRejected: Story = { args: Rejected.args, globals: { locale: 'cn' } };
export const ChineseReviewing: Story = { args: Reviewing.args, globals: { locale: 'cn' } };
export const ChineseOrders: Story = { args: ordersTab, globals: { locale: 'cn' } };
export const ChineseConfirmClose: Story = { globals: { locale: 'cn' }, play: openClose };
export const ChineseInDebt: Story = { args: InDebt.args, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishNotApplied: Story = { args: NotApplied.args, globals: { locale: 'us' } };
export const EnglishRejected: Story = { args: Rejected.args, globals: { locale: 'us' } };
export const EnglishReviewing: Story = { args: Reviewing.args, globals: { locale: 'us' } };
export const EnglishOrders: Story = { args: ordersTab, globals: { locale: 'us' } };
export const EnglishOrderDetail: Story = { args: OrderDetail.args, globals: { locale: 'us' } };
export const EnglishConfirmClose: Story = { globals: { locale: 'us' }, play: openClose };
export const EnglishInDebt: Story = { args: InDebt.args, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkNotApplied: Story = { args: NotApplied.args, globals: { theme: 'dark' } };
export const DarkRejected: Story = { args: Rejected.args, globals: { theme: 'dark' } };
export const DarkOrders: Story = { args: ordersTab, globals: { theme: 'dark' } };
export const DarkConfirmClose: Story = { globals: { theme: 'dark' }, play: openClose };
export const DarkInDebt: Story = { args: InDebt.args, globals: { theme: 'dark' } };
/** The US convention (green up) chosen in the settings: the app passes the Japan market's colours under it. */
export const GreenUp: Story = { args: { priceColours: 'green-up' } };
