import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';
import {
  moutaiSell,
  orderDetailProps,
  toyotaExpired,
  toyotaPartial,
  toyotaRejected,
  toyotaWorking,
} from './OrderDetailScreen.fixtures.ts';

const meta = {
  title: 'Screens/Trade/OrderDetailScreen',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...orderDetailProps, onRetry: fn() },
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 200 Toyota bought in two executions. */
export const Filled: Story = {};
export const PartiallyFilled: Story = { args: { order: toyotaPartial } };
export const Working: Story = { args: { order: toyotaWorking } };
export const Expired: Story = { args: { order: toyotaExpired } };
export const Rejected: Story = { args: { order: toyotaRejected } };
/** A Shanghai market sell at 2×: stamp duty, T+1 settlement, prices to the fen. */
export const StampDuty: Story = { args: { order: moutaiSell, quoteHref: '#/quotes/info?code=600519&type=cny' } };
export const Loading: Story = { args: { status: 'loading', order: undefined } };
export const Error: Story = { args: { status: 'error', order: undefined } };
export const NotFound: Story = { args: { status: 'notFound', order: undefined } };
export const Dark: Story = { args: { order: toyotaPartial }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: { order: { ...moutaiSell, name: '贵州茅台' } },
  globals: { locale: 'cn' },
};
export const ChineseWorking: Story = {
  args: { order: { ...toyotaWorking, name: '丰田汽车' } },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { order: { ...toyotaPartial, name: 'Toyota Motor' } },
  globals: { locale: 'us' },
};
export const EnglishRejected: Story = {
  args: {
    order: {
      ...toyotaRejected,
      name: 'Toyota Motor',
      rejectReason: 'The price is outside the day’s price limits, so the order was not placed.',
    },
  },
  globals: { locale: 'us' },
};
export const EnglishNotFound: Story = { args: { status: 'notFound', order: undefined }, globals: { locale: 'us' } };
