import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminLoginScreen } from './AdminLoginScreen.tsx';
import { adminLoginInvalidProps, adminLoginProps } from './AdminLoginScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminLoginScreen',
  component: AdminLoginScreen,
  parameters: { layout: 'fullscreen' },
  args: adminLoginProps,
} satisfies Meta<typeof AdminLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: adminLoginInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const NotAnOperator: Story = {
  args: { formError: 'この操作はオペレーターのみ行えます。' },
};
export const SignedOut: Story = { args: { notice: 'ログアウトしました' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { args: adminLoginInvalidProps, globals: { theme: 'dark' } };
