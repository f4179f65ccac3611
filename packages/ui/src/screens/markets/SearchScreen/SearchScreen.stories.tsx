import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchScreen } from './SearchScreen.tsx';
import { searchProps } from './SearchScreen.fixtures.ts';

const meta = {
  title: 'Screens/Markets/SearchScreen',
  component: SearchScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...searchProps, onQueryChange: fn(), onSubmit: fn(), onClearRecent: fn(), onToggleWatch: fn() },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const idle = { query: '', results: { status: 'idle', items: [] } } as const;

export const Results: Story = {};
export const Recent: Story = { args: idle };
export const NoRecent: Story = { args: { ...idle, recent: [] } };
export const Loading: Story = { args: { results: { status: 'loading', items: [] } } };
export const NoResults: Story = { args: { query: 'zzzz', results: { status: 'ready', items: [] } } };
export const Error: Story = { args: { results: { status: 'error', items: [], onRetry: fn() } } };
export const WatchPending: Story = { args: { pendingWatch: new Set(['jpy:7267']) } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkRecent: Story = { args: idle, globals: { theme: 'dark' } };
