import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminGateScreen } from './AdminGateScreen.tsx';
import { adminGateProps } from './AdminGateScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminGateScreen',
  component: AdminGateScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...adminGateProps, onSignInAgain: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminGateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Refused: Story = {};
export const Checking: Story = { args: { status: 'checking' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
