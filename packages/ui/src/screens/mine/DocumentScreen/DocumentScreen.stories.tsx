import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentScreen } from './DocumentScreen.tsx';
import { documentProps } from './DocumentScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/DocumentScreen',
  component: DocumentScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...documentProps, onRetry: fn() },
} satisfies Meta<typeof DocumentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Protocol: Story = {};
export const Empty: Story = { args: { document: { ...documentProps.document!, body: '' } } };
export const Loading: Story = { args: { status: 'loading', document: undefined } };
export const Error: Story = { args: { status: 'error', document: undefined } };
export const Chinese: Story = {
  args: {
    document: {
      title: '用户协议',
      body: '## 第一条（适用）\n本协议规定了Kabuto提供的服务的使用条件。\n\n## 第二条（模拟交易）\n本服务为**模拟交易**，不涉及真实资金。',
      version: '2026.10',
      updatedAt: '2026-10-01T00:00:00+09:00',
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    document: {
      title: 'Privacy policy',
      body: '## 1. What we collect\nYour phone number, identity documents and trading records.\n\n## 2. Why\n1. To run your account\n2. To meet legal duties',
      version: '2026.10',
      updatedAt: '2026-10-01T00:00:00+09:00',
    },
  },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
