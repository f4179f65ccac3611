import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginPasswordScreen } from './LoginPasswordScreen.tsx';
import { loginPasswordInvalidProps, loginPasswordProps } from './LoginPasswordScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/LoginPasswordScreen',
  component: LoginPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...loginPasswordProps, onLoginAgain: fn() },
} satisfies Meta<typeof LoginPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: loginPasswordInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: '元のパスワードが正しくありません。' } };
export const Done: Story = { args: { done: true } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const EnglishDone: Story = { args: { done: true }, globals: { locale: 'us' } };
export const Dark: Story = { args: loginPasswordInvalidProps, globals: { theme: 'dark' } };
