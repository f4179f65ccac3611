import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportScreen } from './SupportScreen.tsx';
import { supportProps } from './SupportScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/SupportScreen',
  component: SupportScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...supportProps, onRetry: fn() },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const NoLink: Story = { args: { support: { ...supportProps.support!, kefuHref: undefined } } };
export const Loading: Story = { args: { status: 'loading', support: undefined } };
export const Error: Story = { args: { status: 'error', support: undefined } };
export const Chinese: Story = {
  args: {
    support: {
      kefuHref: 'https://support.kabuto.example/chat',
      hours: '工作日 9:00–17:00（日本时间）',
      notices: [
        '我们的员工绝不会要求您转到LINE等聊天软件。',
        '我们绝不会要求您为出金支付任何手续费、税费或保证金。',
        '我们绝不会要求您向个人账户汇款，入金只汇入本公司名下的专用账户。',
      ],
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    support: {
      kefuHref: 'https://support.kabuto.example/chat',
      hours: 'Business days 9:00–17:00 (Japan time)',
      notices: [
        'Our staff never ask you to move to LINE or any other chat app.',
        'We never ask you to pay a fee, tax or deposit to withdraw your money.',
        "We never ask you to deposit to a personal account; deposits go only to your dedicated account in the firm's name.",
      ],
    },
  },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
