import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'しばらくしてからアプリを開き直してください。' },
};
