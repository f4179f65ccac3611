import { describe, expect, it } from 'vitest';
import { formatMinimal, parsePrice, PRICE_SCALE } from '../src/market/price.ts';
import {
  contractTickTable,
  isOnTick,
  maxPriceDecimals,
  snapToTick,
  TICK_TABLES,
  tickBands,
  tickSize,
  tickTableId,
  type TickTableId,
} from '../src/market/rules/ticks.ts';
import {
  CN_LIMIT_PERCENT_ROWS,
  JPX_DAILY_LIMITS,
  jpxDailyLimit,
  priceLimitBand,
  priceLimitRuleFor,
  withinPriceLimits,
} from '../src/market/rules/limits.ts';
import { checkQuantity, LOT_RULES } from '../src/market/rules/lots.ts';
import {
  addTradingDays,
  CALENDAR_COVERAGE,
  EARLY_CLOSES,
  HOLIDAYS,
  holidayOn,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
} from '../src/market/rules/calendar.ts';
import { addDays, isLocalDate, weekday } from '../src/market/rules/dates.ts';
import { settlementDate, settlementDays, US_SETTLEMENT_CLOSURES } from '../src/market/rules/settlement.ts';
import { SESSION_TABLES, sessionSegmentsOn } from '../src/market/rules/sessions.ts';

const withTable = (id: TickTableId) => ({ tickTable: contractTickTable(id) });
const topix500 = withTable('tse_topix500');
const tseOther = withTable('tse_standard');
const us = withTable('us');
const cn = withTable('cn');
const unit = formatMinimal(1n); // the smallest step of the price scale, 0.0001

const plus = (price: string, delta: bigint) => formatMinimal(parsePrice(price) + delta);

describe('tick tables', () => {
  it.each(Object.keys(TICK_TABLES) as TickTableId[])('%s: every row at its top and just above it', (id) => {
    const rows = TICK_TABLES[id];
    const instrument = withTable(id);
    rows.forEach((row, i) => {
      if (row.upTo === null) {
        expect(i).toBe(rows.length - 1);
        expect(tickSize(instrument, '99999999999')).toBe(row.tick);
        return;
      }
      expect(tickSize(instrument, row.upTo), `${id} at ${row.upTo}`).toBe(row.tick);
      expect(isOnTick(instrument, row.upTo), `${row.upTo} is on tick`).toBe(true);
      const next = rows[i + 1];
      expect(next).toBeDefined();
      expect(tickSize(instrument, plus(row.upTo, 1n)), `${id} just above ${row.upTo}`).toBe(next?.tick);
      // The first price of the next band that is on its grid.
      const nextTick = parsePrice(next?.tick ?? '1');
      const firstAbove = formatMinimal(((parsePrice(row.upTo) + nextTick) / nextTick) * nextTick);
      expect(isOnTick(instrument, firstAbove), `${firstAbove}`).toBe(true);
      const lowInRow = i === 0 ? row.tick : plus(rows[i - 1]?.upTo ?? '0', parsePrice(row.tick));
      expect(tickSize(instrument, lowInRow), `${id} bottom of the row ending ${row.upTo}`).toBe(row.tick);
    });
  });

  it('answers the boundaries of the brief and the JPX examples', () => {
    expect(tickSize(topix500, '999.9')).toBe('0.1');
    expect(tickSize(topix500, '1000')).toBe('0.1');
    expect(tickSize(topix500, '1000.5')).toBe('0.5');
    expect(tickSize(topix500, '3000')).toBe('0.5');
    expect(tickSize(topix500, '3001')).toBe('1');
    expect(tickSize(topix500, '10001')).toBe('5');
    expect(tickSize(topix500, '30010')).toBe('10');
    expect(tickSize(topix500, '100050')).toBe('50');
    expect(tickSize(tseOther, '999')).toBe('1');
    expect(tickSize(tseOther, '3000')).toBe('1');
    expect(tickSize(tseOther, '3005')).toBe('5');
    expect(tickSize(tseOther, '5010')).toBe('10');
    expect(tickSize(tseOther, '30050')).toBe('50');
    expect(tickSize(tseOther, '50100')).toBe('100');
    expect(tickSize(us, '0.9999')).toBe('0.0001');
    expect(tickSize(us, '1')).toBe('0.01');
    expect(tickSize(us, '187.23')).toBe('0.01');
    expect(tickSize(cn, '1688')).toBe('0.01');
    expect(unit).toBe('0.0001');
  });

  it('knows which table an instrument uses', () => {
    expect(tickTableId('jpy', true, 'stock')).toBe('tse_topix500');
    expect(tickTableId('jpy', false, 'etf')).toBe('tse_topix500');
    expect(tickTableId('jpy', false, 'stock')).toBe('tse_standard');
    expect(tickTableId('usd', false, 'stock')).toBe('us');
    expect(tickTableId('cny', false, 'stock')).toBe('cn');
  });

  it("merges equal neighbouring rows into the contract's shape (its example for 7203)", () => {
    expect(contractTickTable('tse_topix500')).toEqual([
      { upTo: '1000', tick: '0.1' },
      { upTo: '3000', tick: '0.5' },
      { upTo: '10000', tick: '1' },
      { upTo: '30000', tick: '5' },
      { upTo: '100000', tick: '10' },
      { upTo: '300000', tick: '50' },
      { upTo: '1000000', tick: '100' },
      { upTo: '3000000', tick: '500' },
      { upTo: '10000000', tick: '1000' },
      { upTo: '30000000', tick: '5000' },
      { upTo: null, tick: '10000' },
    ]);
    expect(contractTickTable('cn')).toEqual([{ upTo: null, tick: '0.01' }]);
    expect(contractTickTable('tse_standard')).toHaveLength(11);
    expect(tickBands(us)).toEqual([
      { upTo: '0.9999', tick: '0.0001' },
      { upTo: null, tick: '0.01' },
    ]);
    expect(maxPriceDecimals(topix500)).toBe(1);
    expect(maxPriceDecimals(tseOther)).toBe(0);
    expect(maxPriceDecimals(us)).toBe(4);
  });

  it('tells prices on the grid from prices off it', () => {
    const on: [object, string][] = [
      [topix500, '1000.5'],
      [topix500, '2999.5'],
      [topix500, '999.9'],
      [topix500, '3001'],
      [tseOther, '4995'],
      [tseOther, '5010'],
      [us, '0.5123'],
      [us, '1.01'],
      [cn, '10.05'],
    ];
    const off: [object, string][] = [
      [topix500, '1000.3'],
      [topix500, '3000.5'],
      [topix500, '10002'],
      [tseOther, '999.5'],
      [tseOther, '5005'],
      [us, '1.0001'],
      [cn, '10.005'],
      [cn, '0'],
    ];
    for (const [i, p] of on) expect(isOnTick(i as typeof us, p), p).toBe(true);
    for (const [i, p] of off) expect(isOnTick(i as typeof us, p), p).toBe(false);
  });

  it('snaps down, up and to the nearest valid price, across band edges', () => {
    expect(snapToTick(topix500, '1000.3', 'down')).toBe('1000.0');
    expect(snapToTick(topix500, '1000.3', 'up')).toBe('1000.5');
    expect(snapToTick(topix500, '1000.3', 'nearest')).toBe('1000.5');
    expect(snapToTick(topix500, '1000.2', 'nearest')).toBe('1000.0');
    expect(snapToTick(topix500, '1000.25', 'nearest')).toBe('1000.5'); // a tie goes up
    expect(snapToTick(topix500, '3000.3', 'down')).toBe('3000.0');
    expect(snapToTick(topix500, '3000.3', 'up')).toBe('3001');
    expect(snapToTick(topix500, '2999.7', 'up')).toBe('3000.0');
    expect(snapToTick(tseOther, '5003', 'down')).toBe('5000');
    expect(snapToTick(tseOther, '5003', 'up')).toBe('5010');
    expect(snapToTick(us, '1.005', 'down')).toBe('1.00');
    expect(snapToTick(us, '0.9999', 'up')).toBe('0.9999');
    expect(snapToTick(us, '1.234', 'nearest')).toBe('1.23');
    expect(snapToTick(cn, '11.055', 'nearest')).toBe('11.06');
    expect(snapToTick(tseOther, '0.4', 'down')).toBe('1'); // never below the smallest tick
    expect(snapToTick(cn, '10.05', 'down')).toBe('10.05');
  });
});

describe('daily price limits', () => {
  it('JPX: every row just below its bound and at it', () => {
    JPX_DAILY_LIMITS.forEach((row, i) => {
      if (row.below === null) {
        expect(i).toBe(JPX_DAILY_LIMITS.length - 1);
        expect(formatMinimal(jpxDailyLimit('999999999'))).toBe(row.limit);
        return;
      }
      expect(formatMinimal(jpxDailyLimit(plus(row.below, -PRICE_SCALE))), `below ${row.below}`).toBe(row.limit);
      expect(formatMinimal(jpxDailyLimit(plus(row.below, -1n))), `just below ${row.below}`).toBe(row.limit);
      expect(formatMinimal(jpxDailyLimit(row.below)), `at ${row.below}`).toBe(JPX_DAILY_LIMITS[i + 1]?.limit);
    });
  });

  it('JPX: the figures of the published table', () => {
    const cases: [string, string][] = [
      ['1', '30'],
      ['99', '30'],
      ['100', '50'],
      ['999', '150'],
      ['1000', '300'],
      ['99999', '15000'],
      ['100000', '30000'],
      ['149999', '30000'],
      ['150000', '40000'],
      ['999999', '150000'],
      ['1000000', '300000'],
      ['4999999', '700000'],
      ['5000000', '1000000'],
      ['49999999', '7000000'],
      ['50000000', '10000000'],
    ];
    for (const [base, limit] of cases) expect(formatMinimal(jpxDailyLimit(base)), base).toBe(limit);
  });

  const jp = (table: { tickTable: ReturnType<typeof contractTickTable> }) => ({
    ...table,
    ...priceLimitRuleFor('jpy', 'tse_prime', false),
  });

  it('JPX: bands from the base, on valid prices', () => {
    expect(priceLimitBand(jp(tseOther), '99')).toEqual({ lower: '69', upper: '129' });
    expect(priceLimitBand(jp(tseOther), '100')).toEqual({ lower: '50', upper: '150' });
    expect(priceLimitBand(jp(tseOther), '1000')).toEqual({ lower: '700', upper: '1300' });
    expect(priceLimitBand(jp(tseOther), '20')).toEqual({ lower: '1', upper: '50' });
    expect(priceLimitBand(jp(topix500), '2500.5')).toEqual({ lower: '2000.5', upper: '3000.0' });
    // 999.9 + 150 = 1149.9, off the 0.5 grid above 1,000: the highest valid price below it.
    expect(priceLimitBand(jp(topix500), '999.9')).toEqual({ lower: '849.9', upper: '1149.5' });
    // 2,800 − 500 = 2,300 … + 500 = 3,300 (tick 1 there).
    expect(priceLimitBand(jp(topix500), '2800')).toEqual({ lower: '2300.0', upper: '3300' });
    // 4,998 (others: tick 5 up to 5,000): ± 700 → 4,298 snaps up to 4,300; 5,698 down to 5,690.
    expect(priceLimitBand(jp(tseOther), '4995')).toEqual({ lower: '4295', upper: '5690' });
    expect(withinPriceLimits(jp(tseOther), '1000', '1300')).toBe(true);
    expect(withinPriceLimits(jp(tseOther), '1000', '1301')).toBe(false);
    expect(withinPriceLimits(jp(tseOther), '1000', '699')).toBe(false);
  });

  it('China: every board row gives its percentage', () => {
    for (const row of CN_LIMIT_PERCENT_ROWS) {
      expect(priceLimitRuleFor('cny', row.board, row.specialTreatment)).toEqual({
        priceLimitRule: 'percent',
        priceLimitPercent: row.percent,
      });
    }
    expect(() => priceLimitRuleFor('cny', 'nyse', false)).toThrow();
    expect(priceLimitRuleFor('usd', 'nasdaq', false)).toEqual({ priceLimitRule: 'none', priceLimitPercent: null });
  });

  const china = (board: 'sse_main' | 'star' | 'chinext' | 'szse_main', st = false) => ({
    ...cn,
    ...priceLimitRuleFor('cny', board, st),
  });

  it('China: ±10 % main board, ±20 % STAR and ChiNext, ±5 % ST, rounded half-up to the fen', () => {
    expect(priceLimitBand(china('sse_main'), '10.05')).toEqual({ lower: '9.05', upper: '11.06' }); // 9.045, 11.055
    expect(priceLimitBand(china('szse_main'), '10.00')).toEqual({ lower: '9.00', upper: '11.00' });
    expect(priceLimitBand(china('sse_main'), '1688.00')).toEqual({ lower: '1519.20', upper: '1856.80' });
    expect(priceLimitBand(china('sse_main'), '3.33')).toEqual({ lower: '3.00', upper: '3.66' }); // 2.997, 3.663
    expect(priceLimitBand(china('sse_main', true), '3.33')).toEqual({ lower: '3.16', upper: '3.50' }); // 3.1635, 3.4965
    expect(priceLimitBand(china('star'), '45.67')).toEqual({ lower: '36.54', upper: '54.80' }); // 36.536, 54.804
    expect(priceLimitBand(china('chinext'), '245.10')).toEqual({ lower: '196.08', upper: '294.12' });
    expect(priceLimitBand(china('star', true), '10.00')).toEqual({ lower: '8.00', upper: '12.00' });
    expect(withinPriceLimits(china('sse_main'), '10.05', '11.06')).toBe(true);
    expect(withinPriceLimits(china('sse_main'), '10.05', '11.07')).toBe(false);
  });

  it('US: no daily limits', () => {
    const instrument = { ...us, ...priceLimitRuleFor('usd', 'nyse', false) };
    expect(priceLimitBand(instrument, '187.23')).toBeNull();
    expect(withinPriceLimits(instrument, '187.23', '9999')).toBe(true);
    expect(() => priceLimitBand(instrument, '0')).toThrow(RangeError);
  });
});

describe('trading units', () => {
  it.each(Object.entries(LOT_RULES))('%s: buys at the minimum and in steps, nothing else', (_board, rules) => {
    const { minBuyQuantity: min, buyQuantityStep: step } = rules;
    expect(checkQuantity(rules, 'buy', min)).toBeNull();
    expect(checkQuantity(rules, 'buy', min + step)).toBeNull();
    expect(checkQuantity(rules, 'buy', min + 10 * step)).toBeNull();
    if (min > 1) expect(checkQuantity(rules, 'buy', min - 1)).toBe('invalid_lot_size');
    if (step > 1) expect(checkQuantity(rules, 'buy', min + step - 1)).toBe('invalid_lot_size');
    if (step > 1) expect(checkQuantity(rules, 'buy', min + 1)).toBe('invalid_lot_size');
    for (const bad of [0, -100, 1.5, Number.NaN, 1e11])
      expect(checkQuantity(rules, 'buy', bad)).toBe('invalid_lot_size');
  });

  it('Japan: 100-share units both ways; no odd lots on the exchange', () => {
    const r = LOT_RULES.tse_prime;
    expect(r).toEqual({ lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: false });
    expect(checkQuantity(r, 'sell', 200, { heldQuantity: 250 })).toBeNull();
    expect(checkQuantity(r, 'sell', 250, { heldQuantity: 250 })).toBe('invalid_lot_size');
    expect(checkQuantity(r, 'sell', 50, { heldQuantity: 250 })).toBe('invalid_lot_size');
    expect(checkQuantity(r, 'sell', 300, { heldQuantity: 250 })).toBe('order_not_holding');
    expect(checkQuantity(r, 'sell', 100)).toBeNull();
  });

  it('US: single shares', () => {
    const r = LOT_RULES.nasdaq;
    expect(checkQuantity(r, 'buy', 1)).toBeNull();
    expect(checkQuantity(r, 'buy', 37)).toBeNull();
    expect(checkQuantity(r, 'sell', 37, { heldQuantity: 37 })).toBeNull();
    expect(checkQuantity(r, 'sell', 38, { heldQuantity: 37 })).toBe('order_not_holding');
  });

  it('China main board and ChiNext: buy in 100s; an odd remainder is sold in one go', () => {
    for (const r of [LOT_RULES.sse_main, LOT_RULES.szse_main, LOT_RULES.chinext]) {
      expect(checkQuantity(r, 'buy', 150)).toBe('invalid_lot_size');
      expect(checkQuantity(r, 'sell', 200, { heldQuantity: 250 })).toBeNull();
      expect(checkQuantity(r, 'sell', 250, { heldQuantity: 250 })).toBeNull();
      expect(checkQuantity(r, 'sell', 150, { heldQuantity: 250 })).toBeNull();
      expect(checkQuantity(r, 'sell', 50, { heldQuantity: 250 })).toBeNull();
      expect(checkQuantity(r, 'sell', 120, { heldQuantity: 250 })).toBe('invalid_lot_size');
      expect(checkQuantity(r, 'sell', 30, { heldQuantity: 250 })).toBe('invalid_lot_size');
      expect(checkQuantity(r, 'sell', 50)).toBe('invalid_lot_size'); // the holding is not known
      expect(checkQuantity(r, 'sell', 300, { heldQuantity: 250 })).toBe('order_not_holding');
    }
  });

  it('STAR: buys of 200 or more in single shares; a holding under 200 is sold whole', () => {
    const r = LOT_RULES.star;
    expect(checkQuantity(r, 'buy', 199)).toBe('invalid_lot_size');
    expect(checkQuantity(r, 'buy', 200)).toBeNull();
    expect(checkQuantity(r, 'buy', 201)).toBeNull();
    expect(checkQuantity(r, 'sell', 150, { heldQuantity: 150 })).toBeNull();
    expect(checkQuantity(r, 'sell', 100, { heldQuantity: 150 })).toBe('invalid_lot_size');
    expect(checkQuantity(r, 'sell', 220, { heldQuantity: 250 })).toBeNull();
    expect(checkQuantity(r, 'sell', 30, { heldQuantity: 250 })).toBe('invalid_lot_size');
    expect(checkQuantity(r, 'sell', 250, { heldQuantity: 250 })).toBeNull();
  });
});

describe('exchange calendars', () => {
  it('every holiday is a real weekday inside the coverage, listed once', () => {
    const seen = new Set<string>();
    for (const row of HOLIDAYS) {
      const key = `${row.market}:${row.date}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(isLocalDate(row.date), key).toBe(true);
      expect([1, 2, 3, 4, 5], `${key} is a weekday`).toContain(weekday(row.date));
      expect(row.date >= CALENDAR_COVERAGE.from && row.date <= CALENDAR_COVERAGE.to, key).toBe(true);
      expect(row.name.jp && row.name.cn && row.name.us, key).toBeTruthy();
      expect(isTradingDay(row.market, row.date), key).toBe(false);
      expect(holidayOn(row.market, row.date)).toBe(row);
    }
    for (const row of EARLY_CLOSES) {
      expect(isTradingDay(row.market, row.date), row.date).toBe(true);
      expect(row.name.jp && row.name.cn && row.name.us).toBeTruthy();
    }
  });

  it('has the weekday closures of each year that the exchanges published', () => {
    const count = (market: string, year: string) =>
      HOLIDAYS.filter((h) => h.market === market && h.date.startsWith(year)).length;
    expect([count('jpy', '2025'), count('jpy', '2026'), count('jpy', '2027')]).toEqual([18, 19, 17]);
    expect([count('usd', '2025'), count('usd', '2026'), count('usd', '2027')]).toEqual([11, 10, 10]);
    expect([count('cny', '2025'), count('cny', '2026'), count('cny', '2027')]).toEqual([18, 19, 18]);
    expect(HOLIDAYS.filter((h) => h.provisional).every((h) => h.market === 'cny' && h.date >= '2027')).toBe(true);
  });

  it('names the days a user would look up', () => {
    expect(holidayOn('jpy', '2026-11-23')?.name.jp).toBe('勤労感謝の日');
    expect(holidayOn('jpy', '2026-09-22')?.name.us).toBe("Citizens' Holiday");
    expect(holidayOn('jpy', '2026-12-31')?.name.cn).toBe('年末休市日');
    expect(holidayOn('usd', '2026-07-03')?.name.us).toBe('Independence Day');
    expect(holidayOn('usd', '2025-01-09')?.name.us).toMatch(/Carter/);
    expect(holidayOn('cny', '2026-10-05')?.name.cn).toBe('国庆节');
    expect(holidayOn('cny', '2026-02-17')?.name.jp).toBe('春節');
    expect(holidayOn('jpy', '2026-11-24')).toBeUndefined();
    expect(holidayOn('usd', '2027-12-31')).toBeUndefined(); // 2028-01-01 is a Saturday: no Friday closure
  });

  it('steps over weekends and holidays', () => {
    expect(isTradingDay('jpy', '2026-11-21')).toBe(false); // Saturday
    expect(isTradingDay('jpy', '2026-11-24')).toBe(true);
    expect(nextTradingDay('jpy', '2026-11-20')).toBe('2026-11-24'); // Fri → Tue over Labor Thanksgiving Day
    expect(nextTradingDay('jpy', '2026-05-01')).toBe('2026-05-07'); // Golden Week
    expect(nextTradingDay('jpy', '2026-12-30')).toBe('2027-01-04');
    expect(nextTradingDay('cny', '2026-02-13')).toBe('2026-02-24'); // Spring Festival
    expect(nextTradingDay('cny', '2026-09-30')).toBe('2026-10-08'); // National Day; the make-up Saturday stays closed
    expect(nextTradingDay('usd', '2026-07-02')).toBe('2026-07-06');
    expect(previousTradingDay('usd', '2026-11-27')).toBe('2026-11-25');
    expect(previousTradingDay('jpy', '2027-01-04')).toBe('2026-12-30');
    expect(addTradingDays('jpy', '2026-11-20', 0)).toBe('2026-11-20');
    expect(addTradingDays('jpy', '2026-11-20', 3)).toBe('2026-11-26');
    expect(addTradingDays('jpy', '2026-11-26', -3)).toBe('2026-11-20');
    expect(addTradingDays('usd', '2026-11-21', 1)).toBe('2026-11-23');
    expect(() => addTradingDays('usd', '2026-11-21', 0.5)).toThrow(RangeError);
    expect(weekday('2026-11-22')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('settlement', () => {
  it('T+2 Japan, T+1 US, T+1 China (cash leg)', () => {
    expect([settlementDays('jpy'), settlementDays('usd'), settlementDays('cny')]).toEqual([2, 1, 1]);
    expect(settlementDate('jpy', '2026-11-18')).toBe('2026-11-20');
    expect(settlementDate('jpy', '2026-11-19')).toBe('2026-11-24'); // Thu → Fri, (weekend, holiday) Tue
    expect(settlementDate('jpy', '2026-11-20')).toBe('2026-11-25');
    expect(settlementDate('jpy', '2026-12-30')).toBe('2027-01-05');
    expect(settlementDate('usd', '2026-11-25')).toBe('2026-11-27'); // over Thanksgiving
    expect(settlementDate('usd', '2026-11-20')).toBe('2026-11-23');
    expect(settlementDate('cny', '2026-09-30')).toBe('2026-10-08');
    expect(settlementDate('cny', '2026-11-20')).toBe('2026-11-23');
  });

  it('US trades do not settle on the days the Fed is closed while the exchanges trade', () => {
    for (const row of US_SETTLEMENT_CLOSURES) {
      expect(isTradingDay('usd', row.date), row.date).toBe(true);
      expect(settlementDate('usd', previousTradingDay('usd', row.date)), row.date).toBe(
        nextTradingDay('usd', row.date),
      );
    }
    expect(settlementDate('usd', '2026-10-09')).toBe('2026-10-13');
  });
});

describe('session tables', () => {
  it('each market has contiguous, ordered segments that end after they start', () => {
    for (const table of SESSION_TABLES) {
      table.segments.forEach((s, i) => {
        expect(s.start < s.end, `${table.market} ${s.start}`).toBe(true);
        const previous = table.segments[i - 1];
        if (previous) expect(previous.end <= s.start).toBe(true);
        expect(s.matches ? s.acceptsOrders : true).toBe(true);
        expect(s.matches).toBe(s.phase === 'open');
      });
    }
  });

  it('Tokyo: 08:00 orders, 09:00–11:30, lunch, 12:30–15:25, closing auction to 15:30', () => {
    expect(sessionSegmentsOn('jpy', '2026-11-20').map((s) => `${s.phase} ${s.start}-${s.end}`)).toEqual([
      'pre_open 08:00-09:00',
      'open 09:00-11:30',
      'lunch_break 11:30-12:30',
      'open 12:30-15:25',
      'closing_auction 15:25-15:30',
    ]);
    expect(sessionSegmentsOn('cny', '2026-11-20').map((s) => `${s.phase} ${s.start}-${s.end}`)).toEqual([
      'pre_open 09:15-09:30',
      'open 09:30-11:30',
      'lunch_break 11:30-13:00',
      'open 13:00-15:00',
    ]);
    expect(sessionSegmentsOn('usd', '2026-11-20').map((s) => `${s.phase} ${s.start}-${s.end}`)).toEqual([
      'open 09:30-16:00',
    ]);
    expect(sessionSegmentsOn('usd', '2026-11-27').map((s) => `${s.phase} ${s.start}-${s.end}`)).toEqual([
      'open 09:30-13:00',
    ]);
    expect(() => sessionSegmentsOn('jpy', '2020-01-06')).toThrow();
  });
});
