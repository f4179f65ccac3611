import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { ExchangeShell } from './types.ts';
import type {
  CurrencyBalanceView,
  ExchangeList,
  ExchangeQuoteView,
  ExchangeRateView,
  ExchangeRecordView,
} from './types.ts';

// Stories' and tests' data for the exchange screen, after the contract's examples (¥1,000,000 to dollars at a mid of
// 0.006450 less a 0.20 % spread: $6,437.00, the spread costing $13.00). Fixed instants and a fixed `now`, so the
// countdown renders the same every time.

/** The shell of the exchange screen in stories and tests: back to the account menu. */
export function exchangeShell(title: string, backHref = '#/mine/menu'): ExchangeShell {
  return {
    ...shellProps,
    header: { title, backHref },
    topBar: {
      messagesHref: '#/mine/message',
      supportHref: '#/mine/support',
      onMypage: () => {},
      unreadCount: 0,
    },
    bottomNav: { ...shellProps.bottomNav!, active: 'menu' },
  };
}

/** Stories and tests show times in Japan time, whatever the machine's zone. */
export const fixtureTimeZone = 'Asia/Tokyo';

/** Every currency, in the order the server lists them; JPY, KRW and VND without decimals. */
export const balances: readonly CurrencyBalanceView[] = [
  { currency: 'JPY', available: '1250000', frozen: '200000' },
  { currency: 'USD', available: '6437.00', frozen: '0.00' },
  { currency: 'CNY', available: '1520.35', frozen: '0.00' },
  { currency: 'HKD', available: '0.00', frozen: '0.00' },
  { currency: 'TWD', available: '0.00', frozen: '0.00' },
  { currency: 'THB', available: '0.00', frozen: '0.00' },
  { currency: 'MYR', available: '0.00', frozen: '0.00' },
  { currency: 'KRW', available: '448695', frozen: '0' },
  { currency: 'VND', available: '0', frozen: '0' },
];

/** A new account: every currency at zero. */
export const emptyBalances: readonly CurrencyBalanceView[] = balances.map((balance) => ({
  ...balance,
  available: balance.currency === 'JPY' || balance.currency === 'KRW' || balance.currency === 'VND' ? '0' : '0.00',
  frozen: balance.currency === 'JPY' || balance.currency === 'KRW' || balance.currency === 'VND' ? '0' : '0.00',
}));

export const jpyUsdRate: ExchangeRateView = {
  from: 'JPY',
  to: 'USD',
  mid: '0.006450',
  spread: '0.20',
  rate: '0.006437',
  asOf: '2026-11-20T10:40:00+09:00',
};

/** The contract's quote: ¥1,000,000 at 0.006437, no fee: $6,437.00 received; at the mid it would be $6,450.00. */
export const jpyUsdQuote: ExchangeQuoteView = {
  ...jpyUsdRate,
  quoteId: 'QT8f3a2c91d0',
  amount: '1000000',
  fee: '0',
  spreadCost: '13.00',
  amountReceived: '6437.00',
  expiresAt: '2026-11-20T10:40:30+09:00',
};

/** Six seconds into the quote's thirty: 24 seconds left. */
export const quoteNow = Date.parse('2026-11-20T10:40:06+09:00');
/** Four seconds left. */
export const lastSeconds = Date.parse('2026-11-20T10:40:26+09:00');
/** A second after the quote expired. */
export const afterExpiry = Date.parse('2026-11-20T10:40:31+09:00');

/** Dollars back to yen with a $1.00 fee: (100.00 − 1.00) × 154.7299 = 15,318.2601 → ¥15,318 (no decimals). */
export const usdJpyQuote: ExchangeQuoteView = {
  quoteId: 'QT1c77e0b5a2',
  from: 'USD',
  to: 'JPY',
  amount: '100.00',
  mid: '155.0400',
  spread: '0.20',
  rate: '154.7299',
  fee: '1.00',
  spreadCost: '30',
  amountReceived: '15318',
  asOf: '2026-11-20T10:40:00+09:00',
  expiresAt: '2026-11-20T10:40:30+09:00',
};

export const history: readonly ExchangeRecordView[] = [
  {
    id: 'EX20261120000058',
    quoteId: 'QT8f3a2c91d0',
    from: 'JPY',
    to: 'USD',
    amount: '1000000',
    mid: '0.006450',
    spread: '0.20',
    rate: '0.006437',
    fee: '0',
    amountReceived: '6437.00',
    convertedAt: '2026-11-20T10:40:12+09:00',
  },
  {
    id: 'EX20261118000031',
    quoteId: 'QT55d0a1b7e4',
    from: 'JPY',
    to: 'KRW',
    amount: '50000',
    mid: '9.0100',
    spread: '0.40',
    rate: '8.9739',
    fee: '0',
    amountReceived: '448695',
    convertedAt: '2026-11-18T14:05:40+09:00',
  },
  {
    id: 'EX20261110000012',
    quoteId: 'QT0b9e44c21f',
    from: 'USD',
    to: 'CNY',
    amount: '210.00',
    mid: '7.2400',
    spread: '0.30',
    rate: '7.2182',
    fee: '0.00',
    amountReceived: '1515.82',
    convertedAt: '2026-11-10T09:12:03+09:00',
  },
];

/** A ready list of `items`, one page. */
export function exchangeList<T>(items: readonly T[]): ExchangeList<T> {
  return { status: 'ready', items, hasMore: false };
}
