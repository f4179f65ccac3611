import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { afterExpiry, emptyBalances, exchangeList, history, lastSeconds, usdJpyQuote } from '../shared/fixtures.ts';
import type { ExchangeCurrency } from '../shared/types.ts';
import { ExchangeScreen } from './ExchangeScreen.tsx';
import { exchangeScreenMessages } from './ExchangeScreen.messages.ts';
import { exchangeScreenProps, idleQuote } from './ExchangeScreen.fixtures.ts';
import type { ExchangeScreenProps } from './ExchangeScreen.types.ts';

const render = localizedRender(ExchangeScreen, exchangeScreenMessages.title);

const meta = {
  title: 'Screens/Exchange/ExchangeScreen',
  component: ExchangeScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: {
    ...exchangeScreenProps,
    onRetry: fn(),
    onConvert: fn(),
    form: {
      ...exchangeScreenProps.form,
      onFromChange: fn(),
      onToChange: fn(),
      onSwap: fn(),
      onAmountChange: fn(),
    },
    quote: { ...exchangeScreenProps.quote, onRequest: fn() },
  },
} satisfies Meta<typeof ExchangeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The convert button in any language. */
const convertButton = /^両替する$|^兑换$|^Convert$/;

/** ¥1,000,000 to dollars quoted: mid, spread, customer rate, fee, what the spread costs, $6,437.00 received, 24 s left. */
export const Default: Story = {};
/** Nothing quoted yet: the indicative rate, and what a quote will show. */
export const Idle: Story = { args: idleQuote };
export const QuoteLoading: Story = { args: { quote: { status: 'loading', onRequest: fn() } } };
export const QuoteError: Story = { args: { quote: { status: 'error', onRequest: fn() } } };
export const QuoteRefused: Story = {
  args: { quote: { status: 'ready', refusal: 'price_unavailable', onRequest: fn() } },
};
/** The amount changed after the quote: it must be asked again. */
export const QuoteStale: Story = { args: { form: { ...exchangeScreenProps.form, amount: '900000' } } };
/** Four seconds left: the bar turns to the warning colour and a screen reader hears it once. */
export const LastSeconds: Story = { args: { now: lastSeconds } };
/** Expired: no converting; a new quote instead. */
export const Expired: Story = { args: { now: afterExpiry } };
/** Dollars to yen with a fee: the amount received has no decimals (rounded down to the yen). */
export const DollarsToYen: Story = {
  args: {
    form: { ...exchangeScreenProps.form, from: 'USD', to: 'JPY', amount: '100.00' },
    quote: { status: 'ready', value: usdJpyQuote, onRequest: fn() },
    indicativeRate: undefined,
  },
};
/** More than the yen available, and a decimal in yen. */
export const OverBalance: Story = { args: { form: { ...exchangeScreenProps.form, amount: '1300000' }, ...idleQuote } };
export const YenWithDecimals: Story = {
  args: { form: { ...exchangeScreenProps.form, amount: '1000.5' }, ...idleQuote },
};
export const SameCurrency: Story = {
  args: { form: { ...exchangeScreenProps.form, to: 'JPY' }, ...idleQuote },
};
export const ConfirmConvert: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: convertButton }));
  },
};
export const ConvertRefused: Story = { args: { convertRefusal: 'insufficient_balance' } };
/** Just converted: what was paid and received, at which rate. */
export const Converted: Story = {
  args: { converted: history[0], ...idleQuote, form: { ...exchangeScreenProps.form, amount: '' } },
};
/** A new account: every balance zero, no history. */
export const Empty: Story = {
  args: {
    balances: emptyBalances,
    history: exchangeList([]),
    ...idleQuote,
    form: { ...exchangeScreenProps.form, amount: '' },
  },
};
export const MoreHistory: Story = { args: { history: { ...exchangeList(history), hasMore: true } } };
export const HistoryLoading: Story = { args: { history: { ...exchangeList([]), status: 'loading' } } };
export const HistoryError: Story = { args: { history: { ...exchangeList([]), status: 'error' } } };
export const Loading: Story = { args: { status: 'loading', balances: undefined } };
export const Error: Story = { args: { status: 'error', balances: undefined } };
/** The form held locally; the countdown does not tick here (`now` is fixed). */
export const Playground: Story = {
  render: function Render(args) {
    const [from, setFrom] = useState<ExchangeCurrency>('JPY');
    const [to, setTo] = useState<ExchangeCurrency>('USD');
    const [amount, setAmount] = useState('1000000');
    const form: ExchangeScreenProps['form'] = {
      from,
      to,
      amount,
      onFromChange: setFrom,
      onToChange: setTo,
      onAmountChange: setAmount,
      onSwap: () => {
        setFrom(to);
        setTo(from);
      },
    };
    return render({ ...args, form });
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseExpired: Story = { ...Expired, globals: { locale: 'cn' } };
export const ChineseDollarsToYen: Story = { ...DollarsToYen, globals: { locale: 'cn' } };
export const ChineseEmpty: Story = { ...Empty, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishExpired: Story = { ...Expired, globals: { locale: 'us' } };
export const EnglishConfirmConvert: Story = { ...ConfirmConvert, globals: { locale: 'us' } };
export const EnglishIdle: Story = { ...Idle, globals: { locale: 'us' } };
export const EnglishError: Story = { ...Error, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkExpired: Story = { ...Expired, globals: { theme: 'dark' } };
export const DarkConfirmConvert: Story = { ...ConfirmConvert, globals: { theme: 'dark' } };
