import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';
import { loginInvalidProps, loginProps } from './LoginScreen.fixtures.ts';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: loginProps,
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: loginInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: 'アカウントまたはパスワードが正しくありません。' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { args: loginInvalidProps, globals: { theme: 'dark' } };
/** With passkeys offered (issue 19): the password form, or a passkey with nothing typed. */
export const Passkey: Story = { args: { onPasskeySignIn: fn() } };
export const PasskeySigningIn: Story = { args: { onPasskeySignIn: fn(), passkeySigningIn: true } };
export const PasskeyRefused: Story = {
  args: {
    onPasskeySignIn: fn(),
    formError: 'パスキーを確認できませんでした。お客さまの口座に登録済みのパスキーで、もう一度お試しください。',
  },
};
export const PasskeyChinese: Story = { args: { onPasskeySignIn: fn() }, globals: { locale: 'cn' } };
export const PasskeyEnglish: Story = { args: { onPasskeySignIn: fn() }, globals: { locale: 'us' } };
