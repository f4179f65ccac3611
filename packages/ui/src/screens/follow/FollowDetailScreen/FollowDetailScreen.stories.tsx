import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, screen } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import {
  endedProduct,
  localizeFollowFixtures,
  momentumProduct,
  navHistory,
  rulePreview,
  ruleProduct,
  valueOrder,
} from '../shared/fixtures.ts';
import type { FollowNavRange } from '../shared/types.ts';
import { FollowDetailScreen } from './FollowDetailScreen.tsx';
import { followDetailScreenMessages } from './FollowDetailScreen.messages.ts';
import { closedBuy, followDetailProps, previewedBuy } from './FollowDetailScreen.fixtures.ts';
import type { FollowBuyProps } from './FollowDetailScreen.types.ts';

const render = localizedRender(FollowDetailScreen, followDetailScreenMessages.title, localizeFollowFixtures);

const meta = {
  title: 'Screens/Follow/FollowDetailScreen',
  component: FollowDetailScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: { ...followDetailProps, onRetry: fn() },
} satisfies Meta<typeof FollowDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const history = followDetailProps.history;
const buy = (overrides: Partial<FollowBuyProps>): FollowBuyProps => ({ ...previewedBuy, ...overrides });

/** A leader's basket, open: NAV, chart, the strategy's and the followers' results, basket, fees, risk. */
export const Ready: Story = {};
/** A quantitative rule: the rule in plain words, an entry fee only, no deadline, no follower result yet. */
export const Rule: Story = {
  args: { product: ruleProduct, history: { ...history, points: navHistory('214', '1m') }, myFollowingCount: 0 },
};
/** Closed to new money: no buy, and followers may still stop at any time. */
export const Closed: Story = {
  args: { product: momentumProduct, history: { ...history, points: navHistory('218', '1m') } },
};
export const Ended: Story = {
  args: { product: endedProduct, history: { ...history, points: navHistory('205', '1m') }, myFollowingCount: 0 },
};
export const NotVerified: Story = { args: { identityVerified: false, myFollowingCount: 0 } };
export const OneWeek: Story = { args: { history: { ...history, range: '1w', points: navHistory('210', '1w') } } };
export const SixMonths: Story = { args: { history: { ...history, range: '6m', points: navHistory('210', '6m') } } };
export const ChartLoading: Story = { args: { history: { ...history, status: 'loading', points: [] } } };
export const ChartError: Story = { args: { history: { ...history, status: 'error', points: [] } } };
export const ChartEmpty: Story = { args: { history: { ...history, points: [] } } };
export const Loading: Story = { args: { status: 'loading', product: undefined } };
export const Error: Story = { args: { status: 'error', product: undefined } };
/** The buy sheet open, nothing typed. */
export const BuySheet: Story = { args: { buy: buy({ amount: '', preview: { status: 'idle' } }) } };
export const BuyPreviewLoading: Story = { args: { buy: buy({ preview: { status: 'loading' } }) } };
/** The preview of ¥300,000: fee, units at the current NAV, what is held, the early-exit and profit-share terms. */
export const BuyPreview: Story = { args: { buy: previewedBuy } };
/** The disclosure ticked: the confirmation can open. */
export const BuyAgreed: Story = { args: { buy: buy({ agreed: true }) } };
export const BuyConfirm: Story = {
  args: { buy: buy({ agreed: true }) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^(内容を確認|确认内容|Review)$/ }));
  },
};
export const BuyBelowMinimum: Story = { args: { buy: buy({ amount: '50000', preview: { status: 'idle' } }) } };
export const BuyOverBalance: Story = { args: { buy: buy({ amount: '2000000', preview: { status: 'idle' } }) } };
export const BuyPreviewRefused: Story = {
  args: { buy: buy({ preview: { status: 'ready', refusal: 'product_closed' } }) },
};
export const BuyRefused: Story = { args: { buy: buy({ agreed: true, refusal: 'insufficient_balance' }) } };
export const BuySubmitting: Story = { args: { buy: buy({ agreed: true, submitting: true }) } };
export const BuyDone: Story = {
  args: { buy: buy({ result: { ...valueOrder, amount: '300000', units: '28.7571', buyNav: '10432.18' } }) },
};
/** An entry fee taken from the amount, no early-exit fee and no profit share. */
export const RuleBuyPreview: Story = {
  args: {
    product: ruleProduct,
    history: { ...history, points: navHistory('214', '1m') },
    buy: buy({ amount: '100000', preview: { status: 'ready', value: rulePreview } }),
  },
};
/** Range and sheet locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<FollowNavRange>('1m');
    const [open, setOpen] = useState(false);
    const [amount, setAmount] = useState('');
    const [agreed, setAgreed] = useState(false);
    return render({
      ...args,
      history: { ...args.history, range, onRangeChange: setRange, points: navHistory('210', range) },
      buy: {
        ...closedBuy,
        open,
        onOpenChange: setOpen,
        amount,
        onAmountChange: setAmount,
        agreed,
        onAgreedChange: setAgreed,
        preview: amount === '300000' ? previewedBuy.preview : { status: 'idle' },
      },
    });
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRule: Story = { args: Rule.args, globals: { locale: 'cn' } };
export const ChineseBuy: Story = { args: { buy: buy({ agreed: true }) }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishClosed: Story = { args: Closed.args, globals: { locale: 'us' } };
export const EnglishBuy: Story = { args: { buy: previewedBuy }, globals: { locale: 'us' } };
export const EnglishBuyBelowMinimum: Story = { args: BuyBelowMinimum.args, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkBuy: Story = { args: { buy: previewedBuy }, globals: { theme: 'dark' } };
