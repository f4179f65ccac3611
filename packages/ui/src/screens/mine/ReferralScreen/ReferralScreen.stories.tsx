import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReferralScreen } from './ReferralScreen.tsx';
import { agentSummary, rebates, referralProps, referralSummary } from './ReferralScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/ReferralScreen',
  component: ReferralScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...referralProps, onRetry: fn(), onCopyInviteCode: fn(), onApplyAgent: fn(), onTabChange: fn() },
} satisfies Meta<typeof ReferralScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Copied: Story = { args: { copied: true } };
export const Agent: Story = {
  args: { summary: agentSummary, tab: 'rebates', rebates: { status: 'ready', items: rebates, hasMore: true } },
};
export const ApplicationPending: Story = { args: { summary: { ...referralSummary, agentStatus: 'pending' } } };
export const ApplicationRefused: Story = {
  args: { summary: { ...referralSummary, agentStatus: 'rejected' }, applyError: '本人確認が完了していません。' },
};
export const NoInvitees: Story = {
  args: { summary: { ...referralSummary, inviteeCount: 0 }, invitees: { status: 'ready', items: [], hasMore: false } },
};
export const InviteesLoading: Story = { args: { invitees: { status: 'loading', items: [], hasMore: false } } };
export const InviteesError: Story = {
  args: { invitees: { status: 'error', items: [], hasMore: false, onRetry: fn() } },
};
export const Loading: Story = { args: { status: 'loading', summary: undefined } };
export const Error: Story = { args: { status: 'error', summary: undefined } };
export const Chinese: Story = {
  args: {
    summary: {
      ...agentSummary,
      rebateBasis: '您邀请的用户所支付买卖手续费（不含税费）的20%，被邀请用户的手续费不会因此增加。',
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { args: { summary: agentSummary }, globals: { theme: 'dark' } };
