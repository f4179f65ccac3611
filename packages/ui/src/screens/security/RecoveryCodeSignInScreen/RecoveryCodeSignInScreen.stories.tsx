import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldBinding } from '../../FieldBinding.ts';
import { RecoveryCodeSignInScreen } from './RecoveryCodeSignInScreen.tsx';
import { recoveryCodeSignInProps } from './RecoveryCodeSignInScreen.fixtures.ts';

const meta = {
  title: 'Screens/Security/RecoveryCodeSignInScreen',
  component: RecoveryCodeSignInScreen,
  parameters: { layout: 'fullscreen' },
  args: recoveryCodeSignInProps,
} satisfies Meta<typeof RecoveryCodeSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = {
  args: { codeField: fieldBinding('code', { invalid: true, errorMessage: 'リカバリーコードを入力してください' }) },
};
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: 'リカバリーコードが正しくないか、すでに使用されています。' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishRefused: Story = {
  args: { formError: 'The recovery code is wrong or has already been used.' },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { formError: 'ログインの有効期限が切れました。' }, globals: { theme: 'dark' } };
