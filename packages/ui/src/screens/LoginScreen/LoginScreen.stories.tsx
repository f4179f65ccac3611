import type { Meta, StoryObj } from '@storybook/react-vite';
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
