import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { tickingQuoteItems } from '../../../components/QuoteList/QuoteList.fixtures.ts';
import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import type { LiveFeed } from '../shared/types.ts';
import { usStocks } from '../shared/fixtures.ts';
import { MoreStockScreen } from './MoreStockScreen.tsx';
import { moreStockProps } from './MoreStockScreen.fixtures.ts';

const meta = {
  title: 'Screens/Markets/MoreStockScreen',
  component: MoreStockScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...moreStockProps, onMarketChange: fn(), onSortChange: fn() },
} satisfies Meta<typeof MoreStockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveHundred: Story = {};
export const Gainers: Story = { args: { sort: 'gainers' } };
export const UsMarket: Story = {
  args: { market: 'usd', stocks: { status: 'ready', items: usStocks }, total: usStocks.length },
  globals: { priceColours: 'green-up' },
};
export const Loading: Story = { args: { stocks: { status: 'loading', items: [] } } };
export const Empty: Story = { args: { stocks: { status: 'empty', items: [] }, total: 0 } };
export const Error: Story = { args: { stocks: { status: 'error', items: [], onRetry: fn() } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** A feed like the app's: an external store the list subscribes to, so a tick renders the list, not the screen. */
function tickingFeed(count: number): LiveFeed<QuoteRowItem> & { tick: () => void } {
  let tick = 0;
  let rows = tickingQuoteItems(count, tick);
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => rows,
    tick() {
      tick += 1;
      rows = tickingQuoteItems(count, tick);
      for (const listener of listeners) listener();
    },
  };
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The benchmark story: every one of 500 rows changes price four times a second through a live feed (paused under
 * prefers-reduced-motion, which is how the visual check renders). Measure with scripts/bench-quotes.mjs.
 */
export const LiveTicking500: Story = {
  render: function Render(args) {
    const feed = useMemo(() => tickingFeed(500), []);
    useEffect(() => {
      if (reducedMotion()) return;
      const timer = setInterval(feed.tick, 250);
      return () => clearInterval(timer);
    }, [feed]);
    return <MoreStockScreen {...args} stocks={{ status: 'ready', items: feed }} />;
  },
  play: async ({ canvas }) => {
    if (reducedMotion()) return;
    const row = () => canvas.getAllByRole('listitem')[0]!.textContent;
    const before = row();
    await waitFor(() => expect(row()).not.toBe(before), { timeout: 2_000 });
  },
};
