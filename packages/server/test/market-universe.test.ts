import { describe, expect, it } from 'vitest';
import { INDICES, indexSnapshot } from '../src/market/indices.ts';
import { parsePrice } from '../src/market/price.ts';
import { LOT_RULES } from '../src/market/rules/lots.ts';
import { isOnTick, tickSize } from '../src/market/rules/ticks.ts';
import { apportion as apportionForTest } from '../src/market/universe/indices.ts';
import {
  findListed,
  indexDefinitions,
  listedByMarket,
  MARKET_OF_BOARD,
  TSE_SECTORS,
  universe,
} from '../src/market/universe/index.ts';

const CODE_FORMAT = {
  jpy: /^\d{3}[0-9A-Z]$/,
  usd: /^[A-Z]{1,5}(\.[A-Z])?$/,
  cny: /^(60[0135]|688|00[0-3]|30[01])\d{3}$/,
};
const BOARD_PREFIX: Record<string, RegExp> = {
  sse_main: /^60[0135]/,
  star: /^688/,
  szse_main: /^00[0-3]/,
  chinext: /^30[01]/,
};

describe('the universe', () => {
  it('has enough of each market: Tokyo in and out of TOPIX500, New York on both exchanges, every China board', () => {
    const jp = listedByMarket('jpy');
    expect(jp.length).toBeGreaterThanOrEqual(60);
    expect(jp.filter((e) => e.instrument.topix500).length).toBeGreaterThanOrEqual(30);
    expect(jp.filter((e) => !e.instrument.topix500).length).toBeGreaterThanOrEqual(10);
    for (const board of ['tse_prime', 'tse_standard', 'tse_growth'] as const) {
      expect(
        jp.some((e) => e.instrument.board === board),
        board,
      ).toBe(true);
    }
    const us = listedByMarket('usd');
    expect(us.length).toBeGreaterThanOrEqual(40);
    expect(us.filter((e) => e.instrument.board === 'nyse').length).toBeGreaterThanOrEqual(10);
    expect(us.filter((e) => e.instrument.board === 'nasdaq').length).toBeGreaterThanOrEqual(10);
    const cn = listedByMarket('cny');
    expect(cn.length).toBeGreaterThanOrEqual(40);
    for (const board of ['sse_main', 'szse_main', 'star', 'chinext'] as const) {
      expect(cn.filter((e) => e.instrument.board === board).length, board).toBeGreaterThanOrEqual(5);
    }
    expect(cn.filter((e) => e.instrument.specialTreatment).length).toBeGreaterThanOrEqual(1);
    expect(universe.length).toBe(jp.length + us.length + cn.length);
  });

  it('has unique codes in the format of each market, on the board the code belongs to', () => {
    const codes = universe.map((e) => e.instrument.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { instrument } of universe) {
      expect(instrument.code, instrument.code).toMatch(CODE_FORMAT[instrument.market]);
      expect(instrument.code).toMatch(/^[0-9A-Z][0-9A-Z.-]{0,11}$/); // the contract's StockCode
      expect(MARKET_OF_BOARD[instrument.board]).toBe(instrument.market);
      const prefix = BOARD_PREFIX[instrument.board];
      if (prefix) expect(instrument.code, instrument.board).toMatch(prefix);
    }
  });

  it('names every instrument and sector in jp, cn and us', () => {
    for (const { instrument } of universe) {
      for (const text of [instrument.name, instrument.sector]) {
        expect(text, instrument.code).not.toBeNull();
        for (const locale of ['jp', 'cn', 'us'] as const) expect(text?.[locale].trim(), instrument.code).not.toBe('');
      }
      // English names are written in Latin letters; Chinese names use Chinese characters where the company has one.
      expect(instrument.name.us, instrument.code).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(findListed('7203')?.instrument.name).toEqual({ jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota Motor' });
    expect(findListed('600519')?.instrument.name.cn).toBe('贵州茅台');
    expect(findListed('AAPL')?.instrument.name.jp).toBe('アップル');
  });

  it('uses the TSE 33 sectors in Japan', () => {
    const tse = new Set(Object.values(TSE_SECTORS));
    expect(tse.size).toBe(33);
    for (const { instrument } of listedByMarket('jpy')) {
      expect(tse.has(instrument.sector as never), instrument.code).toBe(true);
    }
    expect(findListed('7203')?.instrument.sector).toEqual({
      jp: '輸送用機器',
      cn: '运输设备',
      us: 'Transportation Equipment',
    });
  });

  it('prices every instrument on its tick, within sane bounds, with shares and a volatility', () => {
    const bounds = { jpy: ['50', '200000'], usd: ['1', '5000'], cny: ['1', '3000'] } as const;
    for (const entry of universe) {
      const { instrument } = entry;
      expect(isOnTick(instrument, entry.referencePrice), `${instrument.code} ${entry.referencePrice}`).toBe(true);
      const [low, high] = bounds[instrument.market];
      const price = parsePrice(entry.referencePrice);
      expect(price >= parsePrice(low) && price <= parsePrice(high), instrument.code).toBe(true);
      expect(BigInt(entry.sharesOutstanding) >= 10_000_000n, instrument.code).toBe(true);
      const vol = Number(entry.annualVolatilityPercent);
      expect(vol >= 10 && vol <= 100, instrument.code).toBe(true);
      // The reference price is written at its band's precision (US in cents, TOPIX500 under ¥3,000 in tenths).
      const places = entry.referencePrice.split('.')[1]?.length ?? 0;
      expect(places, instrument.code).toBe(tickSize(instrument, entry.referencePrice).split('.')[1]?.length ?? 0);
    }
    // Both Tokyo tables are in use, and both sides of their first boundary.
    const fine = listedByMarket('jpy').filter((e) => e.instrument.topix500);
    expect(fine.some((e) => tickSize(e.instrument, e.referencePrice) === '0.1')).toBe(true);
    expect(fine.some((e) => tickSize(e.instrument, e.referencePrice) === '0.5')).toBe(true);
    const coarse = listedByMarket('jpy').filter((e) => !e.instrument.topix500);
    expect(coarse.some((e) => tickSize(e.instrument, e.referencePrice) === '5')).toBe(true);
  });

  it('gives each market its rules: lots, tick tables, limits, settlement, zone', () => {
    for (const { instrument } of universe) {
      expect(instrument).toMatchObject(LOT_RULES[instrument.board]);
      expect(instrument.tradingStatus).toBe('normal');
      switch (instrument.market) {
        case 'jpy':
          expect(instrument).toMatchObject({
            currency: 'JPY',
            lotSize: 100,
            priceLimitRule: 'jp_table',
            priceLimitPercent: null,
            settlementDays: 2,
            timeZone: 'Asia/Tokyo',
            specialTreatment: false,
          });
          expect(instrument.tickTable[0]?.tick).toBe(instrument.topix500 ? '0.1' : '1');
          break;
        case 'usd':
          expect(instrument).toMatchObject({
            currency: 'USD',
            lotSize: 1,
            minBuyQuantity: 1,
            priceLimitRule: 'none',
            priceLimitPercent: null,
            settlementDays: 1,
            timeZone: 'America/New_York',
            topix500: false,
            specialTreatment: false,
          });
          expect(instrument.tickTable).toEqual([
            { upTo: '0.9999', tick: '0.0001' },
            { upTo: null, tick: '0.01' },
          ]);
          break;
        case 'cny': {
          const expected =
            instrument.board === 'star' || instrument.board === 'chinext'
              ? '20.00'
              : instrument.specialTreatment
                ? '5.00'
                : '10.00';
          expect(instrument).toMatchObject({
            currency: 'CNY',
            priceLimitRule: 'percent',
            priceLimitPercent: expected,
            settlementDays: 1,
            timeZone: 'Asia/Shanghai',
            topix500: false,
            oddLotSellAllowed: true,
          });
          expect(instrument.minBuyQuantity).toBe(instrument.board === 'star' ? 200 : 100);
          expect(instrument.tickTable).toEqual([{ upTo: null, tick: '0.01' }]);
          break;
        }
      }
    }
  });

  it("matches the contract's example instrument (688981 SMIC)", () => {
    expect(findListed('688981')?.instrument).toEqual({
      code: '688981',
      market: 'cny',
      currency: 'CNY',
      name: { jp: '中芯国際', cn: '中芯国际', us: 'SMIC' },
      kind: 'stock',
      board: 'star',
      sector: { jp: '半導体', cn: '半导体', us: 'Semiconductors' },
      topix500: false,
      specialTreatment: false,
      lotSize: 1,
      minBuyQuantity: 200,
      buyQuantityStep: 1,
      oddLotSellAllowed: true,
      tickTable: [{ upTo: null, tick: '0.01' }],
      priceLimitRule: 'percent',
      priceLimitPercent: '20.00',
      settlementDays: 1,
      timeZone: 'Asia/Shanghai',
      tradingStatus: 'normal',
    });
  });

  it('finds by code, within a market when asked, and lists by market', () => {
    expect(findListed('7203')?.instrument.market).toBe('jpy');
    expect(findListed('7203', 'jpy')).toBe(findListed('7203'));
    expect(findListed('7203', 'usd')).toBeUndefined();
    expect(findListed('ZZZZ')).toBeUndefined();
    expect(findListed('000001')?.instrument.name.cn).toBe('平安银行');
    expect(listedByMarket('usd').every((e) => e.instrument.market === 'usd')).toBe(true);
    expect(Object.isFrozen(universe) && Object.isFrozen(findListed('7203')?.instrument)).toBe(true);
  });
});

describe('indices', () => {
  it('defines the eight indices with names, levels and members from the universe', () => {
    expect(indexDefinitions.map((d) => d.code)).toEqual([
      'N225',
      'TOPIX',
      'SPX',
      'IXIC',
      'DJI',
      '000001.SS',
      '399001.SZ',
      '000300.SS',
    ]);
    for (const index of indexDefinitions) {
      for (const locale of ['jp', 'cn', 'us'] as const) expect(index.name[locale]).not.toBe('');
      expect(parsePrice(index.referencePrice) > 0n).toBe(true);
      expect(index.members.length, index.code).toBeGreaterThanOrEqual(5);
      const codes = index.members.map((m) => m.code);
      expect(new Set(codes).size).toBe(codes.length);
      let total = 0n;
      for (const member of index.members) {
        expect(findListed(member.code, index.market), `${index.code} ${member.code}`).toBeDefined();
        expect(member.weight).toMatch(/^\d+\.\d{4}$/);
        expect(parsePrice(member.weight) > 0n).toBe(true);
        total += parsePrice(member.weight);
      }
      expect(total, index.code).toBe(parsePrice('100'));
    }
  });

  it('weighs the Nikkei and the Dow by price and the others by market value', () => {
    const weight = (index: string, code: string) =>
      Number(indexDefinitions.find((d) => d.code === index)?.members.find((m) => m.code === code)?.weight);
    // Fast Retailing's price dwarfs Toyota's in the Nikkei; Toyota's market value dwarfs it in TOPIX.
    expect(weight('N225', '9983')).toBeGreaterThan(weight('N225', '7203') * 10);
    expect(weight('TOPIX', '7203')).toBeGreaterThan(weight('TOPIX', '9983'));
    expect(weight('DJI', 'GS')).toBeGreaterThan(weight('DJI', 'NVDA'));
    expect(weight('SPX', 'NVDA')).toBeGreaterThan(weight('SPX', 'GS'));
    // Risk-warned stocks are not in the SZSE Component; TOPIX is Prime only.
    expect(indexDefinitions.find((d) => d.code === '399001.SZ')?.members.some((m) => m.code === '000656')).toBe(false);
    expect(indexDefinitions.find((d) => d.code === 'TOPIX')?.members.some((m) => m.code === '2702')).toBe(false);
  });

  it('apportions exactly, largest remainders first, never a zero weight', () => {
    expect(apportionForTest([1n, 1n, 1n])).toEqual([333_334n, 333_333n, 333_333n]);
    expect(apportionForTest([2n, 1n])).toEqual([666_667n, 333_333n]);
    expect(apportionForTest([10n ** 12n, 1n])).toEqual([999_999n, 1n]);
    expect(() => apportionForTest([0n])).toThrow();
  });

  it('keeps the snapshot of /market/snapshot working', () => {
    expect(INDICES).toBe(indexDefinitions);
    const now = new Date('2026-11-20T01:00:00Z');
    const snapshot = indexSnapshot('jpy', now);
    expect(snapshot.map((q) => q.code)).toEqual(['N225', 'TOPIX']);
    expect(snapshot[0]).toEqual({
      code: 'N225',
      name: { jp: '日経平均株価', cn: '日经225指数', us: 'Nikkei 225' },
      market: 'jpy',
      price: '49500.00',
      change: '0.00',
      changePercent: '0.00',
      time: '2026-11-20T01:00:00.000Z',
    });
    expect(indexSnapshot('cny', now)).toHaveLength(3);
  });
});
