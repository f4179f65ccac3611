import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SplashScreen } from './SplashScreen.tsx';
import { splashDone, splashFailed, splashInProgress } from './SplashScreen.fixtures.ts';

const meta = {
  title: 'Screens/SplashScreen',
  component: SplashScreen,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Kabuto', steps: splashInProgress, onRetry: fn() },
} satisfies Meta<typeof SplashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Ready: Story = { args: { steps: splashDone } };
export const Error: Story = { args: { steps: splashFailed } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
