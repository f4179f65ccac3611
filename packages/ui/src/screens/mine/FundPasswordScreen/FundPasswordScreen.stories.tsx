import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FundPasswordScreen } from './FundPasswordScreen.tsx';
import { fundPasswordInvalidProps, fundPasswordProps } from './FundPasswordScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/FundPasswordScreen',
  component: FundPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...fundPasswordProps, onRetry: fn() },
} satisfies Meta<typeof FundPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Set: Story = {};
export const Change: Story = { args: { mode: 'change' } };
export const Invalid: Story = { args: fundPasswordInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { mode: 'change', formError: '資金パスワードが正しくありません。' } };
export const Done: Story = { args: { done: true } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { args: { mode: 'change' }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { args: fundPasswordInvalidProps, globals: { theme: 'dark' } };
