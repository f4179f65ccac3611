import {
  balances,
  exchangeList,
  exchangeShell,
  fixtureTimeZone,
  history,
  jpyUsdQuote,
  jpyUsdRate,
  quoteNow,
} from '../shared/fixtures.ts';
import type { ExchangeScreenProps } from './ExchangeScreen.types.ts';

/** Yen to dollars, ¥1,000,000 typed and quoted, 24 seconds left. */
export const exchangeScreenProps: ExchangeScreenProps = {
  shell: exchangeShell('両替'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  balances,
  indicativeRate: jpyUsdRate,
  form: {
    from: 'JPY',
    onFromChange: () => undefined,
    to: 'USD',
    onToChange: () => undefined,
    onSwap: () => undefined,
    amount: '1000000',
    onAmountChange: () => undefined,
  },
  quote: { status: 'ready', value: jpyUsdQuote, onRequest: () => undefined },
  now: quoteNow,
  onConvert: () => undefined,
  converting: false,
  history: exchangeList(history),
  links: { depositHref: '#/mine/deposit' },
};

/** Nothing quoted yet. */
export const idleQuote: Pick<ExchangeScreenProps, 'quote'> = {
  quote: { status: 'idle', onRequest: () => undefined },
};
