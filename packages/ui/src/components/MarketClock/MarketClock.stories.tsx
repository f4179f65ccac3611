import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketClock, marketPhases } from './MarketClock.tsx';

const meta = {
  title: 'Components/MarketClock',
  component: MarketClock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A market's trading phase (open, lunch break, closing auction, closed…) with a glyph and text, and when it next changes in the market's own time zone.

**Do**

- Pass the market's IANA \`timeZone\` so times read as the exchange's local time.
- Place it near prices so users know whether they are live.

**Don't**

- Don't compute the phase in the component: the server (or the app) decides it.
- Don't rely on the badge colour: the label and glyph carry the phase.`,
      },
    },
  },
  argTypes: {
    phase: { control: 'select', options: marketPhases },
    nextPhase: { control: 'select', options: marketPhases },
  },
  args: {
    market: '東証',
    phase: 'open',
    nextChangeAt: '2026-11-20T02:30:00Z',
    nextPhase: 'lunchBreak',
    timeZone: 'Asia/Tokyo',
  },
} satisfies Meta<typeof MarketClock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { phase: 'preOpen', nextPhase: 'open', nextChangeAt: '2026-11-20T00:00:00Z' },
};
export const LunchBreak: Story = {
  args: { phase: 'lunchBreak', nextPhase: 'open', nextChangeAt: '2026-11-20T03:30:00Z' },
};
export const ClosingAuction: Story = {
  args: { phase: 'closingAuction', nextPhase: 'closed', nextChangeAt: '2026-11-20T06:30:00Z' },
};
export const Closed: Story = { args: { phase: 'closed', nextPhase: undefined, nextChangeAt: '2026-11-20T23:00:00Z' } };
export const Holiday: Story = {
  args: { phase: 'holiday', nextPhase: 'preOpen', nextChangeAt: '2026-11-23T23:00:00Z', showDate: true },
};
export const NewYork: Story = {
  args: {
    market: 'NYSE',
    phase: 'closed',
    nextPhase: 'open',
    nextChangeAt: '2026-11-20T14:30:00Z',
    timeZone: 'America/New_York',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    market: '上交所',
    phase: 'lunchBreak',
    nextPhase: 'open',
    nextChangeAt: '2026-11-20T05:00:00Z',
    timeZone: 'Asia/Shanghai',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    market: 'NYSE',
    phase: 'closingAuction',
    nextPhase: 'closed',
    nextChangeAt: '2026-11-20T21:00:00Z',
    timeZone: 'America/New_York',
  },
  globals: { locale: 'us' },
};
