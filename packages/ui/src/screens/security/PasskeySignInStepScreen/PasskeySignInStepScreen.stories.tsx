import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasskeySignInStepScreen } from './PasskeySignInStepScreen.tsx';
import { passkeySignInStepProps } from './PasskeySignInStepScreen.fixtures.ts';

const meta = {
  title: 'Screens/Security/PasskeySignInStepScreen',
  component: PasskeySignInStepScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...passkeySignInStepProps, onConfirm: fn() },
} satisfies Meta<typeof PasskeySignInStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Cancelled: Story = { args: { failure: 'cancelled' } };
export const NotRecognised: Story = { args: { failure: 'not_recognised' } };
export const Expired: Story = {
  args: { formError: 'ログインの有効期限が切れました。もう一度パスワードからログインしてください。' },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishTimedOut: Story = { args: { failure: 'timeout' }, globals: { locale: 'us' } };
export const Dark: Story = { args: { failure: 'not_allowed' }, globals: { theme: 'dark' } };
