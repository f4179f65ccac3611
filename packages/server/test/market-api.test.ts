import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { codeForm, keywordMatcher, searchForm } from '../src/instruments/search.ts';
import { comparePrice, parsePrice, subtractPrice, formatMinimal } from '../src/market/price.ts';
import { listedByMarket } from '../src/market/universe/index.ts';
import { engines } from './helpers/engines.ts';
import { checkedResponse, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

interface Instrument {
  code: string;
  market: string;
  board: string;
  name: { jp: string; cn: string; us: string };
  lotSize: number;
  topix500: boolean;
  priceLimitRule: string;
}
interface Quote {
  code: string;
  market: string;
  price: string;
  open: string | null;
  previousClose: string;
  change: string;
  changePercent: string;
  volume: number;
  turnover: string;
  limitUp: string | null;
  limitDown: string | null;
  phase: string;
  time: string;
}
interface Candle {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}
interface Series {
  code: string;
  market: string;
  period: string;
  timeZone: string;
  truncated: boolean;
  candles: Candle[];
}
interface Ranking {
  kind: string;
  market: string;
  asOf: string;
  items: { rank: number; code: string; changePercent: string; volume: number; turnover: string }[];
  total: number;
}
interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

const PERIODS = ['intraday', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;

describe('instrument search forms', () => {
  it('folds width, case and kana, and drops the dots between words', () => {
    expect(searchForm('ﾄﾖﾀ')).toBe('トヨタ');
    expect(searchForm('とよた')).toBe('トヨタ');
    expect(searchForm('ＴＯＹＯＴＡ Motor')).toBe('toyotamotor');
    expect(searchForm('ﾊﾞｰｸｼｬｰ･ﾊｻｳｪｲ')).toBe('バークシャーハサウェイ');
    expect(searchForm('伯克希尔·哈撒韦')).toBe('伯克希尔哈撒韦');
    expect(codeForm('７２０３')).toBe('7203');
    expect(codeForm('brk.b')).toBe('BRK.B');
  });

  it('matches a code prefix or a part of a name, never an empty keyword', () => {
    const toyota = { code: '7203', name: { jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota Motor' } };
    for (const keyword of ['72', '７２０３', 'ﾄﾖﾀ', 'とよた', '自動車', '丰田', 'toyota', 'MOTOR', 'ta mo']) {
      expect(keywordMatcher(keyword)(toyota), keyword).toBe(true);
    }
    for (const keyword of ['03', '720 4', 'honda', '本田', ' ', '・']) {
      expect(keywordMatcher(keyword)(toyota), keyword).toBe(false);
    }
  });
});

describe.each(engines())('market API on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());

  const ok = async <T>(path: string, form: Record<string, string> = {}) => {
    const res = await t.api.post(path, form);
    expect(res.status, `${path} ${JSON.stringify(form)} → ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data as T;
  };
  const refused = async (path: string, form: Record<string, string>, status: number, msg: string) => {
    const res = await t.api.post(path, form);
    expect(res.status, `${path} ${JSON.stringify(form)}`).toBe(status);
    expect(res.body.msg).toBe(msg);
  };
  const search = async (keyword: string, type = 'jpy') =>
    (await ok<ListPage<Instrument>>('/market/instruments', { type, keyword, size: '100' })).items.map((i) => i.code);

  it('lists a market’s instruments by code, in pages, filtered by board', async () => {
    for (const market of ['jpy', 'usd', 'cny'] as const) {
      const expected = listedByMarket(market)
        .map((e) => e.instrument.code)
        .sort();
      const codes: string[] = [];
      for (let page = 1; codes.length < expected.length; page += 1) {
        const res = await ok<ListPage<Instrument>>('/market/instruments', {
          type: market,
          page: String(page),
          size: '25',
        });
        expect(res.total).toBe(expected.length);
        expect(res.items.every((i) => i.market === market)).toBe(true);
        codes.push(...res.items.map((i) => i.code));
        if (res.items.length === 0) break;
      }
      expect(codes).toEqual(expected);
    }
    expect((await ok<ListPage<Instrument>>('/market/instruments')).items[0]?.market).toBe('jpy');

    const growth = await ok<ListPage<Instrument>>('/market/instruments', { board: 'tse_growth', size: '100' });
    expect(growth.total).toBeGreaterThan(0);
    expect(growth.items.every((i) => i.board === 'tse_growth')).toBe(true);
    const star = await ok<ListPage<Instrument>>('/market/instruments', { type: 'cny', board: 'star' });
    expect(star.items.every((i) => i.board === 'star' && i.code.startsWith('688'))).toBe(true);
    expect(await ok('/market/instruments', { type: 'jpy', board: 'nasdaq' })).toEqual({
      items: [],
      page: 1,
      size: 20,
      total: 0,
    });
  });

  it('searches by code or by name in Japanese, Chinese and English, whatever the width or kana', async () => {
    for (const keyword of ['7203', '７２０３', 'トヨタ', 'ﾄﾖﾀ', 'とよた', '丰田', 'toyota', 'TOYOTA', 'ＴＯＹＯＴＡ']) {
      expect(await search(keyword), keyword).toContain('7203');
    }
    expect(await search('ソフトバンク')).toEqual(expect.arrayContaining(['9984']));
    expect(await search('软银')).toEqual(['9984']);
    expect(await search('72')).toEqual(
      listedByMarket('jpy')
        .map((e) => e.instrument.code)
        .filter((c) => c.startsWith('72') || false)
        .sort(),
    );
    for (const keyword of ['AAPL', 'aapl', 'アップル', '苹果', 'apple']) {
      expect(await search(keyword, 'usd'), keyword).toContain('AAPL');
    }
    expect(await search('brk.b', 'usd')).toEqual(['BRK.B']);
    expect(await search('バークシャーハサウェイ', 'usd')).toEqual(['BRK.B']);
    for (const keyword of ['600519', '茅台', '貴州', 'moutai', 'Kweichow']) {
      expect(await search(keyword, 'cny'), keyword).toEqual(['600519']);
    }
    // A search stays in its market, and a keyword that matches nothing is an empty page.
    expect(await search('トヨタ', 'usd')).toEqual([]);
    expect(await ok('/market/instruments', { keyword: 'zzzz-nothing' })).toEqual({
      items: [],
      page: 1,
      size: 20,
      total: 0,
    });
    await refused('/market/instruments', { keyword: 'x'.repeat(41) }, 400, 'invalid_parameter');
  });

  it('answers one instrument with its trading rules; another market’s or an unknown code is 404', async () => {
    const toyota = await ok<Instrument>('/market/instrument', { stock_code: '7203' });
    expect(toyota).toMatchObject({
      code: '7203',
      market: 'jpy',
      lotSize: 100,
      topix500: true,
      priceLimitRule: 'jp_table',
    });
    expect(await ok<Instrument>('/market/instrument', { type: 'usd', stock_code: 'AAPL' })).toMatchObject({
      lotSize: 1,
      priceLimitRule: 'none',
    });
    await refused('/market/instrument', { stock_code: 'AAPL' }, 404, 'instrument_not_found');
    await refused('/market/instrument', { stock_code: 'N225' }, 404, 'instrument_not_found');
    await refused('/market/instrument', { type: 'cny', stock_code: '7203' }, 404, 'instrument_not_found');
  });

  it('quotes one instrument consistently: change from the previous close, limits where the market has them', async () => {
    const quote = await ok<Quote>('/market/quote', { stock_code: '7203' });
    expect(quote).toMatchObject({ code: '7203', market: 'jpy', phase: 'open' });
    expect(formatMinimal(subtractPrice(quote.price, quote.previousClose))).toBe(
      formatMinimal(parsePrice(quote.change)),
    );
    expect(quote.limitUp).not.toBeNull();
    expect(comparePrice(quote.price, quote.limitUp!)).toBeLessThanOrEqual(0);
    expect(comparePrice(quote.price, quote.limitDown!)).toBeGreaterThanOrEqual(0);
    const apple = await ok<Quote>('/market/quote', { type: 'usd', stock_code: 'AAPL' });
    expect(apple).toMatchObject({ limitUp: null, limitDown: null });
    expect(apple.time).toMatch(/-0[45]:00$/);
    await refused('/market/quote', { stock_code: 'ZZZZ' }, 404, 'instrument_not_found');
    await refused('/market/quote', { type: 'usd', stock_code: '7203' }, 404, 'instrument_not_found');
  });

  it('quotes many in the order asked, each once, leaving out unknown codes', async () => {
    const quotes = await ok<Quote[]>('/market/quotes', { stock_codes: '9984,ZZZZ,7203,AAPL,9984' });
    expect(quotes.map((q) => q.code)).toEqual(['9984', '7203']);
    const single = await ok<Quote>('/market/quote', { stock_code: '9984' });
    expect(quotes[0]).toEqual(single);
    const hundredOne = Array.from({ length: 101 }, (_, i) => String(1000 + i)).join(',');
    await refused('/market/quotes', { stock_codes: hundredOne }, 400, 'invalid_parameter');
  });

  const assertSeries = async (type: string, code: string, timeZone: string, period: string) => {
    const series = await ok<Series>('/market/candles', { type, stock_code: code, period });
    expect(series, `${code} ${period}`).toMatchObject({ code, market: type, period, timeZone });
    expect(series.candles.length, `${code} ${period}`).toBeGreaterThan(0);
    const times = series.candles.map((c) => Date.parse(c.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const c of series.candles) {
      expect(comparePrice(c.high, c.low)).toBeGreaterThanOrEqual(0);
      for (const p of [c.open, c.close]) {
        expect(comparePrice(c.high, p)).toBeGreaterThanOrEqual(0);
        expect(comparePrice(p, c.low)).toBeGreaterThanOrEqual(0);
      }
      // Indices trade no shares of their own.
      if (code === 'N225') expect(c.volume).toBe(0);
    }
  };
  const SERIES = [
    ['jpy', '7203', 'Asia/Tokyo'],
    ['usd', 'AAPL', 'America/New_York'],
    ['jpy', 'N225', 'Asia/Tokyo'],
  ] as const;

  it('draws candles for every period up to months of a stock and an index, oldest first and well formed', async () => {
    for (const [type, code, timeZone] of SERIES) {
      for (const period of PERIODS.filter((p) => p !== 'year')) await assertSeries(type, code, timeZone, period);
    }
    await assertSeries('jpy', 'N225', 'Asia/Tokyo', 'year');
    const week = await ok<Series>('/market/candles', { stock_code: '7203', period: 'day', range: '1w' });
    const half = await ok<Series>('/market/candles', { stock_code: '7203', period: 'day', range: '6m' });
    expect(half.candles.length).toBeGreaterThan(week.candles.length);
    const span = await ok<Series>('/market/candles', {
      stock_code: '7203',
      period: 'day',
      from: '2026-11-02',
      to: '2026-11-13',
    });
    expect(span.candles.length).toBeGreaterThan(0);
    for (const c of span.candles)
      expect(c.time.slice(0, 10) >= '2026-11-02' && c.time.slice(0, 10) <= '2026-11-13').toBe(true);
  });

  // A year bar of the busiest stocks is the largest volume the contract carries (Quantity ≤ 9,999,999,999 shares).
  it('draws year candles of busy stocks within the contract', async () => {
    for (const [type, code, timeZone] of SERIES.slice(0, 2)) await assertSeries(type, code, timeZone, 'year');
  });

  it('refuses a malformed candle span and an unknown code', async () => {
    const bad: Record<string, string>[] = [
      { period: 'intraday', range: '1w' },
      { period: 'intraday', from: '2026-11-02', to: '2026-11-13' },
      { period: 'day', range: '1m', from: '2026-11-02', to: '2026-11-13' },
      { period: 'day', from: '2026-11-02' },
      { period: 'day', to: '2026-11-13' },
      { period: 'day', from: '2026-11-13', to: '2026-11-02' },
      { period: 'day', from: '2026-02-31', to: '2026-03-02' },
      { period: '1h' },
      { period: 'day', range: '1y' },
    ];
    for (const form of bad) await refused('/market/candles', { stock_code: '7203', ...form }, 400, 'invalid_parameter');
    await refused('/market/candles', { stock_code: 'ZZZZ', period: 'day' }, 404, 'instrument_not_found');
    await refused('/market/candles', { type: 'usd', stock_code: 'N225', period: 'day' }, 404, 'instrument_not_found');
  });

  it('lists each market’s indices with their levels', async () => {
    const codesOf = async (type: string) =>
      (await ok<ListPage<{ code: string; market: string }>>('/market/indices', { type })).items.map((i) => i.code);
    expect(await codesOf('jpy')).toEqual(['N225', 'TOPIX']);
    expect(await codesOf('usd')).toHaveLength(3);
    expect(await codesOf('cny')).toHaveLength(3);
    const second = await ok<ListPage<{ code: string }>>('/market/indices', { type: 'usd', page: '2', size: '2' });
    expect(second).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.items).toHaveLength(1);
  });

  it('ranks gainers, losers, volume and turnover from the live quotes', async () => {
    const quotes = new Map(
      (
        await ok<Quote[]>('/market/quotes', {
          stock_codes: listedByMarket('jpy')
            .slice(0, 100)
            .map((e) => e.instrument.code)
            .join(','),
        })
      ).map((q) => [q.code, q]),
    );
    const rank = (kind: string, form: Record<string, string> = {}) =>
      ok<Ranking>('/market/rankings', { kind, size: '100', ...form });

    const gainers = await rank('gainers');
    expect(gainers).toMatchObject({ kind: 'gainers', market: 'jpy' });
    expect(gainers.asOf).toMatch(/\+09:00$/);
    expect(gainers.items.map((i) => i.rank)).toEqual(gainers.items.map((_, i) => i + 1));
    for (const [a, b] of gainers.items.slice(1).map((item, i) => [gainers.items[i]!, item] as const)) {
      expect(comparePrice(a.changePercent, b.changePercent)).toBeGreaterThanOrEqual(0);
    }
    for (const item of gainers.items) {
      const quote = quotes.get(item.code);
      if (quote) expect(item.changePercent).toBe(quote.changePercent);
      if (quote) expect(quote.open).not.toBeNull();
    }
    const losers = await rank('losers');
    // The same instruments (those that traded today), in the other direction.
    expect(new Set(losers.items.map((i) => i.code))).toEqual(new Set(gainers.items.map((i) => i.code)));
    for (const [a, b] of losers.items.slice(1).map((item, i) => [losers.items[i]!, item] as const)) {
      expect(comparePrice(a.changePercent, b.changePercent)).toBeLessThanOrEqual(0);
    }
    expect(losers.total).toBe(gainers.total);
    const volume = await rank('volume');
    expect(volume.total).toBe(listedByMarket('jpy').length);
    for (const [a, b] of volume.items.slice(1).map((item, i) => [volume.items[i]!, item] as const)) {
      expect(a.volume).toBeGreaterThanOrEqual(b.volume);
    }
    const turnover = await rank('turnover', { type: 'cny' });
    expect(turnover.market).toBe('cny');
    for (const [a, b] of turnover.items.slice(1).map((item, i) => [turnover.items[i]!, item] as const)) {
      expect(comparePrice(a.turnover, b.turnover)).toBeGreaterThanOrEqual(0);
    }
    const page2 = await rank('volume', { size: '10', page: '2' });
    expect(page2.items.map((i) => i.code)).toEqual(volume.items.slice(10, 20).map((i) => i.code));
    expect(page2.items[0]?.rank).toBe(11);
    await refused('/market/rankings', { kind: 'popular' }, 400, 'invalid_parameter');
  });

  it('tells the market clock: always open in the demo, the real sessions otherwise', async () => {
    for (const [type, timeZone] of [
      ['jpy', 'Asia/Tokyo'],
      ['usd', 'America/New_York'],
      ['cny', 'Asia/Shanghai'],
    ] as const) {
      expect(await ok('/market/clock', { type })).toMatchObject({
        market: type,
        timeZone,
        alwaysOpen: true,
        phase: 'open',
      });
    }
    // The same database behind an app on the real clock: Sunday 22 November 2026, 10:00 in Tokyo.
    const real = createApp({ db: t.db, clock: t.clock, config: { marketClock: 'real' } });
    const res = await checkedResponse(
      '/market/clock',
      'post',
      await real.request('/api/vue/market/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'type=jpy',
      }),
    );
    expect(res.body.data).toMatchObject({
      market: 'jpy',
      alwaysOpen: false,
      phase: 'closed',
      tradingDay: '2026-11-24',
    });
  });
});
