import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { CheckinScreen } from './CheckinScreen.tsx';
import { checkinProps, checkinStatus } from './CheckinScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/CheckinScreen',
  component: CheckinScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...checkinProps, onRetry: fn(), onCheckIn: fn() },
} satisfies Meta<typeof CheckinScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const CheckingIn: Story = { args: { checkingIn: true } };
export const CheckedIn: Story = {
  args: { checkin: { ...checkinStatus, checkedInToday: true, points: 470, streak: 5 } },
};
export const RedeemPreview: Story = { args: { checkin: { ...checkinStatus, points: 820 }, redeemValue: '800' } };
export const RedeemRefused: Story = {
  args: {
    redeemField: fieldBinding('points', { invalid: true, errorMessage: '100 pt 単位で入力してください' }),
    redeemError: 'チェックイン回数（ポイント）が不足しています。',
  },
};
export const HistoryEmpty: Story = {
  args: {
    checkin: { ...checkinStatus, points: 0, streak: 0, nextExpiry: undefined },
    history: { status: 'ready', items: [], hasMore: false },
  },
};
export const HistoryError: Story = { args: { history: { status: 'error', items: [], hasMore: false, onRetry: fn() } } };
export const Loading: Story = { args: { status: 'loading', checkin: undefined } };
export const Error: Story = { args: { status: 'error', checkin: undefined } };
export const Chinese: Story = {
  args: {
    checkin: {
      ...checkinStatus,
      rulesSummary:
        '每天签到一次得10积分，每连续7天额外得30积分。满500积分起可按100积分为单位兑换现金，1积分=1日元，无任何交易条件。积分自获得起365天内有效。',
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    checkin: {
      ...checkinStatus,
      checkedInToday: true,
      rulesSummary:
        'Check in once a day for 10 points, plus 30 points for every 7-day streak. From 500 points, redeem in steps of 100 at ¥1 a point, as cash with no trading conditions. Points are valid for 365 days from when earned.',
    },
  },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
