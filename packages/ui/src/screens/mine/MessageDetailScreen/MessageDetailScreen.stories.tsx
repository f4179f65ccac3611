import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MessageDetailScreen } from './MessageDetailScreen.tsx';
import { messageDetailProps } from './MessageDetailScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/MessageDetailScreen',
  component: MessageDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...messageDetailProps, onRetry: fn() },
} satisfies Meta<typeof MessageDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const FromOperator: Story = {
  args: {
    message: {
      kind: 'operator',
      title: '出金の一時停止について',
      body: 'ご本人確認のため出金を一時停止しています。\nカスタマーサービスまでご連絡ください。',
      createdAt: '2026-11-20T10:00:00+09:00',
    },
  },
};
export const NotFound: Story = { args: { status: 'notFound', message: undefined } };
export const Loading: Story = { args: { status: 'loading', message: undefined } };
export const Error: Story = { args: { status: 'error', message: undefined } };
export const Chinese: Story = {
  args: {
    message: {
      kind: 'system',
      title: '入金已到账',
      body: '100,000日元已存入您的账户，可在交易记录中查看。',
      createdAt: '2026-11-22T09:41:10+09:00',
      recordHref: '#/mine/transactionRecords?record=88310',
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    message: {
      kind: 'system',
      title: 'Your deposit has been credited',
      body: '¥100,000 has been credited to your account. You can see it in your transaction records.',
      createdAt: '2026-11-22T09:41:10+09:00',
    },
  },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
