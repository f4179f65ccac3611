import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { PasskeySetupPromptScreen } from './PasskeySetupPromptScreen.tsx';
import { passkeySetupPromptProps } from './PasskeySetupPromptScreen.fixtures.ts';

const meta = {
  title: 'Screens/Security/PasskeySetupPromptScreen',
  component: PasskeySetupPromptScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...passkeySetupPromptProps, onLater: fn(), onContinue: fn() },
} satisfies Meta<typeof PasskeySetupPromptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SettingUp: Story = { args: { submitting: true } };
export const Cancelled: Story = { args: { failure: 'cancelled' } };
export const TimedOut: Story = { args: { failure: 'timeout' } };
export const WrongPassword: Story = {
  args: {
    passwordField: fieldBinding('password', { invalid: true }),
    formError: '現在のパスワードが正しくありません。',
  },
};
export const Unsupported: Story = { args: { passkeySupported: false } };
/** The operator does not require a passkey for money: "later" does not mention withdrawals. */
export const NotRequiredForMoney: Story = { args: { passkeyRequiredForMoney: false } };
export const Registered: Story = { args: { registered: true } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRegistered: Story = { args: { registered: true }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishUnsupported: Story = { args: { passkeySupported: false }, globals: { locale: 'us' } };
export const Dark: Story = { args: { failure: 'not_allowed' }, globals: { theme: 'dark' } };
