import { describe, expect, it } from 'vitest';
import type { QuoteRowItem } from '@kabuto/ui';
import type { StreamQuote } from '../../app/stream.ts';
import {
  addRecentSearch,
  applyToRow,
  flashOf,
  inOrder,
  mergeQuote,
  parseRecentSearches,
  priceDecimals,
  sortStocks,
  toClockView,
  toQuoteInfoView,
  toQuoteRow,
  withLivePrice,
  withoutCodes,
  type MarketClock,
  type StockQuote,
} from './markets.mappers.ts';

const toyota: StockQuote = {
  code: '7203',
  market: 'jpy',
  currency: 'JPY',
  name: { jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota Motor' },
  price: '2995.5',
  open: '2984.0',
  high: '3001.5',
  low: '2978.5',
  previousClose: '2980.0',
  change: '15.5',
  changePercent: '0.52',
  volume: 18452300,
  turnover: '55218976500',
  marketCap: '48815000000000',
  limitUp: '3480.0',
  limitDown: '2480.0',
  phase: 'open',
  closingAuction: false,
  time: '2026-11-20T14:03:12+09:00',
};

function event(fields: Partial<StreamQuote>): StreamQuote {
  const { name: _name, currency: _currency, marketCap: _cap, ...rest } = toyota;
  void _name;
  void _currency;
  void _cap;
  return { ...rest, eventId: '1', ...fields };
}

describe('markets mappers', () => {
  it('shows prices at the widest tick precision given', () => {
    expect(priceDecimals('2995.5', '2980')).toBe(1);
    expect(priceDecimals('187.23')).toBe(2);
    expect(priceDecimals('0.1234', '0.12')).toBe(4);
    expect(priceDecimals('38500')).toBe(0);
    expect(priceDecimals('n/a')).toBe(0);
  });

  it('compares prices exactly for the flash', () => {
    expect(flashOf('0.3', '0.30000000000000001')).toBe('up');
    expect(flashOf('2995.5', '2995.50')).toBeUndefined();
    expect(flashOf('100', '99.9')).toBe('down');
    expect(flashOf(null, '1')).toBeUndefined();
  });

  it('names a row in the user’s language', () => {
    expect(toQuoteRow(toyota, 'cn')).toEqual({
      code: '7203',
      name: '丰田汽车',
      price: '2995.5',
      change: '15.5',
      changePercent: '0.52',
      decimals: 1,
      currency: 'JPY',
    });
  });

  it('applies a live quote to a row and keeps the row when nothing changed', () => {
    const row: QuoteRowItem = toQuoteRow(toyota, 'jp');
    const same = applyToRow(row, event({}));
    expect(same).toBe(row);
    const down = applyToRow(row, event({ price: '2990.0', change: '10.0', changePercent: '0.34' }));
    expect(down).toMatchObject({ price: '2990.0', change: '10.0', changePercent: '0.34', flash: 'down' });
  });

  it('merges a newer stream quote into the REST quote, and ignores an older one', () => {
    const newer = mergeQuote(toyota, event({ price: '3000.0', time: '2026-11-20T14:03:13+09:00' }));
    expect(newer.price).toBe('3000.0');
    expect(newer.marketCap).toBe(toyota.marketCap);
    expect(newer).not.toHaveProperty('eventId');
    const older = mergeQuote(toyota, event({ price: '1.0', time: '2026-11-20T14:03:11+09:00' }));
    expect(older).toBe(toyota);
  });

  it('builds the detail view with exact strings and the sector in the user’s language', () => {
    const view = toQuoteInfoView(
      toyota,
      { sector: { jp: '輸送用機器', cn: '运输设备', us: 'Transportation Equipment' } } as never,
      'us',
    );
    expect(view).toMatchObject({
      name: 'Toyota Motor',
      volume: '18452300',
      marketCap: '48815000000000',
      limitDown: '2480.0',
      decimals: 1,
      sector: 'Transportation Equipment',
    });
  });

  it('moves the last bar with the live price, never an older bar', () => {
    const candles = [{ time: '2026-11-20T05:00:00Z', open: '10', high: '12', low: '9', close: '11', volume: '5' }];
    expect(withLivePrice(candles, '12.5', '2026-11-20T05:00:30Z')[0]).toMatchObject({
      close: '12.5',
      high: '12.5',
      low: '9',
    });
    expect(withLivePrice(candles, '8.5', '2026-11-20T05:00:30Z')[0]).toMatchObject({
      close: '8.5',
      high: '12',
      low: '8.5',
    });
    expect(withLivePrice(candles, '8.5', '2026-11-20T04:59:00Z')).toBe(candles);
  });

  it('finds the next phase change: lunch break, closing auction, after the close', () => {
    const clock: MarketClock = {
      market: 'jpy',
      timeZone: 'Asia/Tokyo',
      now: '2026-11-20T11:42:05+09:00',
      phase: 'lunch_break',
      tradingDay: '2026-11-20',
      holidayName: null,
      nextOpen: '2026-11-20T12:30:00+09:00',
      nextClose: '2026-11-20T15:30:00+09:00',
      alwaysOpen: false,
      segments: [
        { phase: 'pre_open', start: '2026-11-20T08:00:00+09:00', end: '2026-11-20T09:00:00+09:00' },
        { phase: 'open', start: '2026-11-20T09:00:00+09:00', end: '2026-11-20T11:30:00+09:00' },
        { phase: 'lunch_break', start: '2026-11-20T11:30:00+09:00', end: '2026-11-20T12:30:00+09:00' },
        { phase: 'open', start: '2026-11-20T12:30:00+09:00', end: '2026-11-20T15:25:00+09:00' },
        { phase: 'closing_auction', start: '2026-11-20T15:25:00+09:00', end: '2026-11-20T15:30:00+09:00' },
      ],
    };
    expect(toClockView(clock)).toEqual({
      phase: 'lunchBreak',
      timeZone: 'Asia/Tokyo',
      alwaysOpen: false,
      nextChangeAt: '2026-11-20T12:30:00+09:00',
      nextPhase: 'open',
    });
    expect(toClockView({ ...clock, now: '2026-11-20T15:26:00+09:00', phase: 'closing_auction' })).toMatchObject({
      phase: 'closingAuction',
      nextChangeAt: '2026-11-20T15:30:00+09:00',
      nextPhase: 'closed',
    });
    expect(
      toClockView({
        ...clock,
        now: '2026-11-20T16:00:00+09:00',
        phase: 'closed',
        nextOpen: '2026-11-23T09:00:00+09:00',
      }),
    ).toMatchObject({ phase: 'closed', nextChangeAt: '2026-11-23T09:00:00+09:00', nextPhase: 'open' });
  });

  it('sorts by change percent and turnover exactly, then by code', () => {
    const quotes = [
      { ...toyota, code: 'A', changePercent: '0.10', turnover: '100.01' },
      { ...toyota, code: 'B', changePercent: '-2.00', turnover: '100.1' },
      { ...toyota, code: 'C', changePercent: '0.10', turnover: '99' },
    ];
    expect(sortStocks(quotes, 'gainers').map((q) => q.code)).toEqual(['A', 'C', 'B']);
    expect(sortStocks(quotes, 'losers').map((q) => q.code)).toEqual(['B', 'A', 'C']);
    expect(sortStocks(quotes, 'turnover').map((q) => q.code)).toEqual(['B', 'A', 'C']);
    expect(sortStocks([...quotes].reverse(), 'code').map((q) => q.code)).toEqual(['A', 'B', 'C']);
  });

  it('keeps recent searches newest first, without repeats, at most ten', () => {
    let recent: string[] = [];
    for (const keyword of ['トヨタ', 'Apple', ' トヨタ ', '', '茅台']) recent = addRecentSearch(recent, keyword);
    expect(recent).toEqual(['茅台', 'トヨタ', 'Apple']);
    expect(
      addRecentSearch(
        Array.from({ length: 10 }, (_, i) => String(i)),
        'x',
      ),
    ).toHaveLength(10);
    expect(parseRecentSearches('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('not json')).toEqual([]);
  });

  it('removes and reorders by code', () => {
    const items = [{ code: 'A' }, { code: 'B' }, { code: 'C' }];
    expect(withoutCodes(items, ['B'])).toEqual([{ code: 'A' }, { code: 'C' }]);
    expect(inOrder(items, ['C', 'A', 'B'])).toEqual([{ code: 'C' }, { code: 'A' }, { code: 'B' }]);
  });
});
