import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { closedHours } from '../shared/fixtures.ts';
import { WithdrawScreen } from './WithdrawScreen.tsx';
import { withdrawScreenMessages } from './WithdrawScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import { pendingWithdrawal, withdrawable, withdrawInvalidProps, withdrawProps } from './WithdrawScreen.fixtures.ts';

const { withdrawals } = withdrawProps;

const meta = {
  title: 'Screens/Funding/WithdrawScreen',
  component: WithdrawScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(WithdrawScreen, withdrawScreenMessages.title),
  args: {
    ...withdrawProps,
    onRetry: fn(),
    onCardChange: fn(),
    onWithdrawAll: fn(),
    onCancelWithdrawal: fn(),
  },
} satisfies Meta<typeof WithdrawScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Invalid: Story = { args: withdrawInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: '出金可能額が不足しています。' } };
export const NotReady: Story = {
  args: {
    readiness: { identityVerified: false, fundPasswordSet: false, ownNameCardCount: 0, passkeyRegistered: false },
    cards: [],
  },
};
/** Everything but the passkey a withdrawal is confirmed with: the list links to the security page. */
export const PasskeyMissing: Story = {
  args: { readiness: { identityVerified: true, fundPasswordSet: true, ownNameCardCount: 2, passkeyRegistered: false } },
};
/** A demo account (or the operator's setting off): no passkey row. */
export const NoPasskeyNeeded: Story = {
  args: { readiness: { identityVerified: true, fundPasswordSet: true, ownNameCardCount: 2 } },
};
export const Closed: Story = { args: { summary: { ...withdrawable, hours: closedHours } } };
export const NothingToWithdraw: Story = {
  args: {
    summary: {
      ...withdrawable,
      availableCash: '120000',
      marginRequirement: '150000',
      loanOutstanding: '0',
      withdrawable: '0',
    },
  },
};
export const OnePending: Story = { args: { withdrawals: { ...withdrawals, items: [pendingWithdrawal] } } };
export const NoWithdrawals: Story = { args: { withdrawals: { ...withdrawals, items: [] } } };
export const WithdrawalsLoading: Story = { args: { withdrawals: { ...withdrawals, status: 'loading', items: [] } } };
export const WithdrawalsError: Story = { args: { withdrawals: { ...withdrawals, status: 'error', items: [] } } };
export const Loading: Story = {
  args: { status: 'loading', summary: undefined, withdrawals: { ...withdrawals, status: 'loading', items: [] } },
};
export const Error: Story = { args: { status: 'error', summary: undefined } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseNotReady: Story = {
  args: { readiness: { identityVerified: true, fundPasswordSet: false, ownNameCardCount: 0 }, cards: [] },
  globals: { locale: 'cn' },
};
export const English: Story = { globals: { locale: 'us' } };
export const EnglishInvalid: Story = { args: withdrawInvalidProps, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
