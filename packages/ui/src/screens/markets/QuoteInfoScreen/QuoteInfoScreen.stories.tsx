import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { PriceChartPeriod } from '../../../components/PriceChart/PriceChart.tsx';
import { tokyoClosingAuction, tokyoLunch } from '../shared/fixtures.ts';
import { QuoteInfoScreen } from './QuoteInfoScreen.tsx';
import {
  apple,
  dayCandles,
  intradayCandles,
  nikkei,
  quoteInfoProps,
  toyota,
  weekCandles,
} from './QuoteInfoScreen.fixtures.ts';
import type { ChartRange } from './QuoteInfoScreen.types.ts';

const meta = {
  title: 'Screens/Markets/QuoteInfoScreen',
  component: QuoteInfoScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...quoteInfoProps, onRetry: fn() },
} satisfies Meta<typeof QuoteInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const chart = quoteInfoProps.chart;

export const Intraday: Story = {};
export const Day: Story = { args: { chart: { ...chart, period: 'day', range: '6m', candles: dayCandles } } };
export const Week: Story = { args: { chart: { ...chart, period: 'week', range: '6m', candles: weekCandles } } };
export const Watched: Story = { args: { watch: { watched: true, onToggle: fn() } } };
export const WithTrading: Story = { args: { tradeHrefs: { buy: '#/trade/buy', sell: '#/trade/sell' } } };
export const LunchBreak: Story = { args: { clock: tokyoLunch } };
export const ClosingAuction: Story = {
  args: { clock: tokyoClosingAuction, quote: { ...toyota, closingAuction: true } },
};
export const UsStock: Story = {
  args: {
    quote: apple,
    shell: { ...quoteInfoProps.shell, header: { title: 'Apple', backHref: '#/home/index' } },
    clock: { phase: 'open', timeZone: 'America/New_York', nextChangeAt: '2026-11-20T21:00:00Z', nextPhase: 'closed' },
    chart: { ...chart, timeZone: 'America/New_York', period: 'day', range: '1m', candles: dayCandles },
  },
  globals: { priceColours: 'green-up' },
};
export const Index: Story = { args: { quote: nikkei, watch: undefined } };
export const Loading: Story = { args: { status: 'loading', quote: undefined } };
export const ChartLoading: Story = { args: { chart: { ...chart, status: 'loading', candles: [] } } };
export const ChartEmpty: Story = { args: { chart: { ...chart, status: 'empty', candles: [] } } };
export const ChartError: Story = { args: { chart: { ...chart, status: 'error', candles: [] } } };
export const Error: Story = { args: { status: 'error', quote: undefined } };
export const UnknownCode: Story = {
  args: { status: 'error', quote: undefined, errorMessage: '銘柄が見つかりません' },
};
export const Playground: Story = {
  render: function Render(args) {
    const [period, setPeriod] = useState<PriceChartPeriod>('intraday');
    const [range, setRange] = useState<ChartRange>('1w');
    const candles = period === 'intraday' ? intradayCandles : period === 'week' ? weekCandles : dayCandles;
    return (
      <QuoteInfoScreen
        {...args}
        chart={{ ...args.chart, period, onPeriodChange: setPeriod, range, onRangeChange: setRange, candles }}
      />
    );
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
