import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { QuoteList, quoteListStatuses, type QuoteListProps } from './QuoteList.tsx';
import { quoteItems, useTickingQuotes } from './QuoteList.fixtures.ts';
import { Sparkline } from '../Sparkline/Sparkline.tsx';
import { fallingCloses, flatCloses, risingCloses } from '../Sparkline/Sparkline.fixtures.ts';

const closesByDirection = [risingCloses, fallingCloses, flatCloses] as const;

const meta = {
  title: 'Components/QuoteList',
  component: QuoteList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A virtualized list of quote rows for hundreds of ticking instruments (market, watchlist, rankings), with loading, empty and error states. Renders at most once per animation frame, whatever the tick rate.

**Do**

- Replace \`items\` with a new array on each tick; renders coalesce to one per frame.
- Pass \`getHref\` to make rows links, or \`onSelect\` for buttons.
- Give it a \`label\` when the screen has several lists.

**Don't**

- Don't render QuoteRows in a plain \`map\` for long lists.
- Don't mutate items in place: the list compares by reference.`,
      },
    },
  },
  args: { items: quoteItems(300), status: 'ready', onSelect: fn(), onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: quoteListStatuses } },
} satisfies Meta<typeof QuoteList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { items: quoteItems(20) } };
export const Few: Story = { args: { items: quoteItems(3) } };
export const AsLinks: Story = { args: { getHref: (code) => `#/stocks/${code}` } };
export const Flashing: Story = {
  args: { items: quoteItems(8).map((item, index) => ({ ...item, flash: index % 2 ? 'down' : 'up' })) },
};
export const WithSparklines: Story = {
  args: {
    renderSparkline: (item) => <Sparkline closes={closesByDirection[(Number(item.code) - 1301) % 3] ?? flatCloses} />,
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty', items: [] } };
export const Error: Story = { args: { status: 'error' } };
export const Dark: Story = { globals: { theme: 'dark' } };

interface TickingQuoteListProps extends Omit<QuoteListProps, 'items'> {
  /** How many rows tick. */
  rows: number;
  /** Ticks per second; every row's price changes on every tick. */
  hz: number;
  /** Pauses the feed. Unset: paused only under prefers-reduced-motion (which is how the visual check renders). */
  paused?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function TickingQuoteList({ rows, hz, paused, ...props }: TickingQuoteListProps) {
  const items = useTickingQuotes(rows, hz, !(paused ?? prefersReducedMotion()));
  return <QuoteList {...props} items={items} />;
}

/**
 * The benchmark story (`npm run bench:quotes`): 500 rows, every price changing four times a second, with flashes.
 * The feed starts paused under prefers-reduced-motion, so the visual baseline is a stable first tick.
 */
export const Ticking500: StoryObj<TickingQuoteListProps> = {
  args: { rows: 500, hz: 4 },
  argTypes: { paused: { control: 'boolean' } },
  render: ({ rows, hz, paused, status, onSelect, onRetry }) => (
    <TickingQuoteList rows={rows} hz={hz} paused={paused} status={status} onSelect={onSelect} onRetry={onRetry} />
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /1301/ });
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '500');
    if (prefersReducedMotion()) return;
    const before = first.textContent;
    await waitFor(() => expect(canvas.getByRole('button', { name: /1301/ }).textContent).not.toBe(before), {
      // Four ticks a second; the limit is for a machine running the other test steps beside this one.
      timeout: 10_000,
    });
  },
};

export const Chinese: Story = { args: { items: quoteItems(8) }, globals: { locale: 'cn' } };
export const English: Story = { args: { status: 'empty', items: [] }, globals: { locale: 'us' } };
