import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PriceChart, priceChartPeriods, priceChartStatuses } from './PriceChart.tsx';
import { dayCandles, intradayCandles, intradayPreviousClose, weekCandles } from './PriceChart.fixtures.ts';

const meta = {
  title: 'Components/PriceChart',
  component: PriceChart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An instrument's chart: a line for intraday, candlesticks for other periods, volume bars, a crosshair with values, and the period tabs (intraday, 5/15/30 min, day, week, month, year).

**Do**

- Pass candles as decimal strings and the tick's \`priceDecimals\`.
- Handle \`onPeriodChange\` to load the period's candles; show \`status="loading"\` meanwhile.
- Pass the market's \`timeZone\`.

**Don't**

- Don't use it for tiny in-row charts: use Sparkline.
- Don't convey a price only through the chart: the figures stay in text.`,
      },
    },
  },
  args: {
    period: 'day',
    onPeriodChange: fn(),
    candles: dayCandles,
    priceDecimals: 1,
    timeZone: 'Asia/Tokyo',
    status: 'ready',
    onRetry: fn(),
    height: 240,
  },
  argTypes: {
    period: { control: 'select', options: priceChartPeriods },
    status: { control: 'select', options: priceChartStatuses },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const intraday = {
  period: 'intraday',
  candles: intradayCandles,
  previousClose: intradayPreviousClose,
} as const;

export const Default: Story = {};
export const Intraday: Story = { args: intraday };
export const IntradayDark: Story = { args: intraday, globals: { theme: 'dark' } };
export const Day: Story = { args: { period: 'day', candles: dayCandles } };
export const DayDark: Story = { args: { period: 'day', candles: dayCandles }, globals: { theme: 'dark' } };
export const Week: Story = { args: { period: 'week', candles: weekCandles } };
export const WeekDark: Story = { args: { period: 'week', candles: weekCandles }, globals: { theme: 'dark' } };
export const GreenUpConvention: Story = { globals: { priceColours: 'green-up' } };
export const Loading: Story = { args: { status: 'loading', candles: [] } };
export const Empty: Story = { args: { status: 'empty', candles: [] } };
export const LoadError: Story = { args: { status: 'error', candles: [] } };
export const Playground: Story = {
  render: function Render(args) {
    const [period, setPeriod] = useState(args.period);
    const candles = period === 'intraday' ? intradayCandles : period === 'week' ? weekCandles : dayCandles;
    return (
      <PriceChart
        {...args}
        period={period}
        candles={candles}
        previousClose={intradayPreviousClose}
        onPeriodChange={(next) => {
          setPeriod(next);
          args.onPeriodChange(next);
        }}
      />
    );
  },
};

export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
