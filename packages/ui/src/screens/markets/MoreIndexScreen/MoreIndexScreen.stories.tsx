import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { usIndices } from '../shared/fixtures.ts';
import { MoreIndexScreen } from './MoreIndexScreen.tsx';
import { moreIndexProps } from './MoreIndexScreen.fixtures.ts';

const meta = {
  title: 'Screens/Markets/MoreIndexScreen',
  component: MoreIndexScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...moreIndexProps, onMarketChange: fn() },
} satisfies Meta<typeof MoreIndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const UsMarket: Story = {
  args: {
    market: 'usd',
    clock: { phase: 'preOpen', timeZone: 'America/New_York', nextChangeAt: '2026-11-20T14:30:00Z', nextPhase: 'open' },
    indices: { status: 'ready', items: usIndices },
  },
  globals: { priceColours: 'green-up' },
};
export const Loading: Story = { args: { clock: undefined, indices: { status: 'loading', items: [] } } };
export const Empty: Story = { args: { indices: { status: 'empty', items: [] } } };
export const Error: Story = { args: { indices: { status: 'error', items: [], onRetry: fn() } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
