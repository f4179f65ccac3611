import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginStartScreen } from './LoginStartScreen.tsx';
import { loginStartProps } from './LoginStartScreen.fixtures.ts';

const meta = {
  title: 'Screens/LoginStartScreen',
  component: LoginStartScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...loginStartProps, onLocaleChange: fn() },
} satisfies Meta<typeof LoginStartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { args: { locale: 'cn' }, globals: { locale: 'cn' } };
export const English: Story = { args: { locale: 'us' }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
