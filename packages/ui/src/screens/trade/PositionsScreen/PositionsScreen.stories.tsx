import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizeFollowFixtures } from '../../follow/shared/fixtures.ts';
import type { MarketKey } from '../../markets/shared/types.ts';
import { PositionsScreen } from './PositionsScreen.tsx';
import { closedPositions, jpHoldings, jpSummary, positionsProps, workingOrders } from './PositionsScreen.fixtures.ts';
import type { PositionsTab } from './PositionsScreen.types.ts';
import { positionsScreenMessages } from './PositionsScreen.messages.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Trade/PositionsScreen',
  component: PositionsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...positionsProps,
    onTabChange: fn(),
    onMarketChange: fn(),
    onCancelOrder: fn(),
  },
} satisfies Meta<typeof PositionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = { status: 'ready' as const, onRetry: fn() };
const sold = positionsProps.sold;

/** Open positions (a leveraged one, a loss, a lock-up, one closing) and two working orders. */
export const Holding: Story = {};
export const CashOnly: Story = {
  args: {
    summary: {
      ...ready,
      value: {
        ...jpSummary,
        positionCount: 1,
        holdingsValue: '341000',
        cost: '352000',
        unrealizedPnl: '-11000',
        unrealizedPnlRate: '-3.13',
        originalMargin: '352000',
        borrowed: '0',
      },
    },
    holdings: { ...ready, items: jpHoldings.slice(1, 2) },
    workingOrders: { ...ready, items: [] },
  },
};
/** A leveraged row past its maintenance margin says so in the list too. */
export const MarginCallRow: Story = {
  args: {
    holdings: {
      ...ready,
      items: [
        {
          ...jpHoldings[0]!,
          currentPrice: '1800.0',
          marketValue: '360000',
          unrealizedPnl: '-230000',
          unrealizedPnlRate: '-38.98',
          marginStatus: 'call',
        },
        ...jpHoldings.slice(1),
      ],
    },
  },
};
export const HoldingEmpty: Story = {
  args: {
    summary: {
      ...ready,
      value: {
        ...jpSummary,
        positionCount: 0,
        holdingsValue: '0',
        cost: '0',
        unrealizedPnl: '0',
        unrealizedPnlRate: '0.00',
        originalMargin: '0',
        borrowed: '0',
      },
    },
    holdings: { ...ready, items: [] },
    workingOrders: { ...ready, items: [] },
  },
};
export const HoldingLoading: Story = {
  args: {
    summary: { status: 'loading' },
    holdings: { status: 'loading', items: [] },
    workingOrders: { status: 'loading', items: [] },
  },
};
export const HoldingError: Story = {
  args: {
    summary: { status: 'error', onRetry: fn() },
    holdings: { status: 'error', items: [], onRetry: fn() },
    workingOrders: { status: 'error', items: [], onRetry: fn() },
  },
};
/** Confirming the cancel of a working order. */
export const CancelOrder: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const cancel = storyText(globals, positionsScreenMessages.cancelFor, { name: 'トヨタ自動車' });
    await userEvent.click(canvas.getByRole('button', { name: cancel }));
  },
};
export const CancelRefused: Story = {
  args: {
    cancelError: { orderId: '880231', message: 'この注文はすでに約定・取消済みのため取り消せません' },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const cancel = storyText(globals, positionsScreenMessages.cancelFor, { name: 'トヨタ自動車' });
    await userEvent.click(canvas.getByRole('button', { name: cancel }));
  },
};
export const UsMarket: Story = {
  args: {
    market: 'usd',
    summary: {
      ...ready,
      value: {
        currency: 'USD',
        positionCount: 1,
        holdingsValue: '2285.20',
        cost: '2201.00',
        unrealizedPnl: '84.20',
        unrealizedPnlRate: '3.83',
        originalMargin: '2201.00',
        borrowed: '0.00',
        asOf: '2026-11-20T19:03:12Z',
      },
    },
    holdings: {
      ...ready,
      items: [
        {
          id: '41002',
          code: 'AAPL',
          name: 'Apple',
          currency: 'USD',
          decimals: 2,
          quantity: 10,
          buyPrice: '220.10',
          currentPrice: '228.52',
          marketValue: '2285.20',
          unrealizedPnl: '84.20',
          unrealizedPnlRate: '3.83',
          leverage: '1',
          status: 'holding',
        },
      ],
    },
    workingOrders: {
      ...ready,
      items: [
        {
          id: '880301',
          code: 'NVDA',
          name: 'NVIDIA',
          currency: 'USD',
          decimals: 2,
          side: 'buy',
          orderType: 'market',
          price: null,
          quantity: 5,
          filledQuantity: 0,
          status: 'working',
          createdAt: '2026-11-20T14:29:00Z',
        },
      ],
    },
  },
  globals: { priceColours: 'green-up' },
};
export const Sold: Story = { args: { tab: 'sold' } };
export const SoldAllLoaded: Story = { args: { tab: 'sold', sold: { ...sold, hasMore: false } } };
export const SoldLoadingMore: Story = { args: { tab: 'sold', sold: { ...sold, loadingMore: true } } };
export const SoldEmpty: Story = { args: { tab: 'sold', sold: { ...sold, items: [], hasMore: false } } };
export const SoldLoading: Story = { args: { tab: 'sold', sold: { ...sold, status: 'loading', items: [] } } };
export const SoldError: Story = { args: { tab: 'sold', sold: { ...sold, status: 'error', items: [] } } };
export const NewShares: Story = { args: { tab: 'newShares' } };
export const NewSharesEmpty: Story = {
  args: { tab: 'newShares', newShares: { status: 'ready', items: [], onRetry: () => undefined } },
};
export const NewSharesLoading: Story = { args: { tab: 'newShares', newShares: { status: 'loading', items: [] } } };
export const NewSharesError: Story = {
  args: { tab: 'newShares', newShares: { status: 'error', items: [], onRetry: () => undefined } },
};
/** The follow tab: each follow order's units, value now, the day's and the cumulative profit. */
export const FollowOrders: Story = { args: { tab: 'follow' } };
export const FollowEmpty: Story = {
  args: { tab: 'follow', follow: { status: 'ready', items: [], onRetry: () => undefined } },
};
export const FollowLoading: Story = { args: { tab: 'follow', follow: { status: 'loading', items: [] } } };
export const FollowError: Story = {
  args: { tab: 'follow', follow: { status: 'error', items: [], onRetry: () => undefined } },
};
/** Before the app passes the follow orders, the tab says copy trading is coming. */
export const FollowNotWired: Story = { args: { tab: 'follow', follow: undefined } };
export const ChineseFollow: Story = {
  args: { tab: 'follow', follow: localizeFollowFixtures(positionsProps.follow!, 'cn') },
  globals: { locale: 'cn' },
};
export const EnglishFollow: Story = {
  args: { tab: 'follow', follow: localizeFollowFixtures(positionsProps.follow!, 'us') },
  globals: { locale: 'us' },
};
export const EnglishNewShares: Story = { args: { tab: 'newShares' }, globals: { locale: 'us' } };

/** Tabs and market switch locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<PositionsTab>('holding');
    const [market, setMarket] = useState<MarketKey>('jpy');
    return <PositionsScreen {...args} tab={tab} onTabChange={setTab} market={market} onMarketChange={setMarket} />;
  },
};

const chineseHoldings = jpHoldings.map((row, index) => ({
  ...row,
  name: ['丰田汽车', '索尼集团', 'Lasertec', '三菱日联金融集团'][index] ?? row.name,
}));
const englishHoldings = jpHoldings.map((row, index) => ({
  ...row,
  name: ['Toyota Motor', 'Sony Group', 'Lasertec', 'Mitsubishi UFJ Financial Group'][index] ?? row.name,
}));

export const Chinese: Story = {
  args: {
    holdings: { ...ready, items: chineseHoldings },
    workingOrders: {
      ...ready,
      items: workingOrders.map((order, index) => ({ ...order, name: chineseHoldings[index * 3]?.name ?? order.name })),
    },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    holdings: { ...ready, items: englishHoldings },
    workingOrders: {
      ...ready,
      items: workingOrders.map((order, index) => ({ ...order, name: englishHoldings[index * 3]?.name ?? order.name })),
    },
  },
  globals: { locale: 'us' },
};
export const EnglishSold: Story = {
  args: {
    tab: 'sold',
    sold: {
      ...sold,
      items: closedPositions.map((row, index) => ({
        ...row,
        name: ['Nintendo', 'SoftBank Group', 'Mitsubishi Corporation'][index] ?? row.name,
      })),
    },
  },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkSold: Story = { args: { tab: 'sold' }, globals: { theme: 'dark' } };
