import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchlistScreen } from './WatchlistScreen.tsx';
import { watchlistProps } from './WatchlistScreen.fixtures.ts';
import { watchlistScreenMessages } from './WatchlistScreen.messages.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Markets/WatchlistScreen',
  component: WatchlistScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...watchlistProps, onMarketChange: fn(), onDelete: fn(), onReorder: fn() },
} satisfies Meta<typeof WatchlistScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Editing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, watchlistScreenMessages.edit) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ソニーグループ 6758' }));
    const remove = storyText(globals, watchlistScreenMessages.deleteSelected, { count: 1 });
    await expect(canvas.getByRole('button', { name: remove })).toBeEnabled();
  },
};
export const Loading: Story = { args: { list: { status: 'loading', items: [] } } };
export const Empty: Story = { args: { list: { status: 'ready', items: [] } } };
export const Error: Story = { args: { list: { status: 'error', items: [], onRetry: fn() } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
