import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { followList, localizeFollowFixtures, stoppedOrder, valueOrder } from '../shared/fixtures.ts';
import type { FollowOrderState } from '../shared/types.ts';
import { FollowOrdersScreen } from './FollowOrdersScreen.tsx';
import { followOrdersScreenMessages } from './FollowOrdersScreen.messages.ts';
import { endedTab, followOrdersProps } from './FollowOrdersScreen.fixtures.ts';

const render = localizedRender(FollowOrdersScreen, followOrdersScreenMessages.title, localizeFollowFixtures);

const meta = {
  title: 'Screens/Follow/FollowOrdersScreen',
  component: FollowOrdersScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: { ...followOrdersProps, onTabChange: fn(), onStop: fn() },
} satisfies Meta<typeof FollowOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first order's stop button in any language, so a story's play works in all three. */
const stopButton = /のフォローを停止する$|^停止跟单|^Stop following /;

/** Following: a gain inside the early-exit period, a dollar order, a loss with nothing to pay on stopping. */
export const Following: Story = {};
/** Stopping: the value, each disclosed fee taken off it, and what it pays now. */
export const ConfirmStop: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: stopButton })[0]!);
  },
};
export const StopRefused: Story = {
  args: { stopRefusal: { orderId: valueOrder.id, code: 'order_not_holding' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: stopButton })[0]!);
  },
};
/** Just stopped: what it paid. */
export const Stopped: Story = {
  args: { stopped: { ...stoppedOrder, productName: valueOrder.productName } },
};
export const Ended: Story = { args: endedTab };
export const Empty: Story = { args: { orders: followList([]) } };
export const EndedEmpty: Story = { args: { tab: 'ended', orders: followList([]) } };
export const MorePages: Story = { args: { orders: { ...followOrdersProps.orders, hasMore: true } } };
export const Loading: Story = { args: { orders: { ...followList([]), status: 'loading' } } };
export const Error: Story = { args: { orders: { ...followList([]), status: 'error' } } };
/** Tabs locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<FollowOrderState>('following');
    return render({ ...args, tab, onTabChange: setTab, orders: tab === 'ended' ? endedTab.orders : args.orders });
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseEnded: Story = { args: endedTab, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEnded: Story = { args: endedTab, globals: { locale: 'us' } };
export const EnglishConfirmStop: Story = {
  globals: { locale: 'us' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: stopButton })[0]!);
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnded: Story = { args: endedTab, globals: { theme: 'dark' } };
