import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { AccountPanel } from '../../components/AccountPanel/AccountPanel.tsx';
import { accountPanelHrefs } from '../../components/AccountPanel/AccountPanel.fixtures.ts';
import { assetSummaryLoss } from '../../components/AssetPanel/AssetPanel.fixtures.ts';
import { tokyoClosingAuction, tokyoLunch, usIndices, usStocks } from '../markets/shared/fixtures.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { homeReadyProps } from './HomeScreen.fixtures.ts';
import type { RankingKind } from './HomeScreen.types.ts';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...homeReadyProps, onRetry: fn(), onMarketChange: fn(), onRankingKindChange: fn() },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loading = { status: 'loading', items: [] } as const;
const empty = { status: 'empty', items: [] } as const;
const failed = { status: 'error', items: [], onRetry: fn() } as const;

export const Ready: Story = {};
export const Loading: Story = {
  args: { status: 'loading', assets: undefined, clock: undefined, indices: loading, stocks: loading, ranking: loading },
};
export const Error: Story = { args: { status: 'error', assets: undefined } };
export const ListsFailed: Story = { args: { indices: failed, stocks: failed, ranking: failed } };
export const ListsEmpty: Story = { args: { indices: empty, stocks: empty, ranking: empty } };
export const Loss: Story = { args: { assets: assetSummaryLoss } };
export const LunchBreak: Story = { args: { clock: tokyoLunch } };
export const ClosingAuction: Story = { args: { clock: tokyoClosingAuction } };
export const Losers: Story = { args: { rankingKind: 'losers' } };
export const UsMarket: Story = {
  args: {
    market: 'usd',
    clock: { phase: 'closed', timeZone: 'America/New_York', nextChangeAt: '2026-11-20T14:30:00Z', nextPhase: 'open' },
    indices: { status: 'ready', items: usIndices },
    stocks: { status: 'ready', items: usStocks },
    ranking: { status: 'ready', items: usStocks },
  },
  globals: { priceColours: 'green-up' },
};
export const AccountPanelOpen: Story = {
  args: {
    shell: {
      ...homeReadyProps.shell,
      accountPanel: (
        <AccountPanel
          open
          onOpenChange={fn()}
          account="0901234567"
          hrefs={accountPanelHrefs}
          supportHref="https://support.example.com"
          locale="jp"
          onLocaleChange={fn()}
          onLogout={fn()}
        />
      ),
    },
  },
};
/** Interactive: the market and ranking switch, as in the app. */
export const Playground: Story = {
  render: function Render(args) {
    const [kind, setKind] = useState<RankingKind>(args.rankingKind);
    const [market, setMarket] = useState(args.market);
    useEffect(() => setKind(args.rankingKind), [args.rankingKind]);
    return (
      <HomeScreen
        {...args}
        market={market}
        onMarketChange={setMarket}
        rankingKind={kind}
        onRankingKindChange={setKind}
      />
    );
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us', priceColours: 'green-up' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
