import { describe, expect, it } from 'vitest';
import { CANDLE_PERIODS, CANDLE_RANGES, type QuoteSnapshot, type StockQuote } from '../src/market/provider.ts';
import { divide, parsePrice, roundPrice, formatPrice } from '../src/market/price.ts';
import { isOnTick, snapToTickScaled } from '../src/market/rules/ticks.ts';
import { createSimulator } from '../src/market/simulator/index.ts';
import type { MarketSimulator } from '../src/market/simulator/index.ts';
import { findListed, indexDefinitions, universe } from '../src/market/universe/index.ts';
import { TestClock, MINUTE, HOUR } from './helpers/clock.ts';

// Friday 2026-11-20 in Tokyo (a trading day); instants are given in UTC.
const tokyo = (time: string) => new Date(`2026-11-20T${time}+09:00`);
const jp = (sim: MarketSimulator, code: string, at: Date) => sim.quote('jpy', code, at) as Promise<StockQuote>;

const realSim = (seed = 7) => createSimulator({ clock: new TestClock(), alwaysOpen: false, seed });

describe('the market simulator', () => {
  it('is deterministic: the same seed gives the same prices in another instance, another seed differs', async () => {
    const a = realSim(7);
    const b = realSim(7);
    const c = realSim(8);
    const instants = [tokyo('09:00:00'), tokyo('10:17:42.300'), tokyo('14:59:59.900'), tokyo('15:30:00')];
    for (const at of instants) {
      expect(await a.marketQuotes('jpy', at)).toEqual(await b.marketQuotes('jpy', at));
      expect(await a.indexQuotes('usd', at)).toEqual(await b.indexQuotes('usd', at));
    }
    // A past moment recomputed later, after other moments were asked, is the same (no replay state).
    const again = await a.quote('jpy', '7203', tokyo('10:17:42.300'));
    expect(again).toEqual(await realSim(7).quote('jpy', '7203', tokyo('10:17:42.300')));
    const candles = { market: 'jpy' as const, code: '7203', period: 'day' as const, range: '1m' as const };
    expect(await a.candles(candles, tokyo('11:00:00'))).toEqual(await b.candles(candles, tokyo('11:00:00')));
    const prices = async (sim: MarketSimulator) =>
      (await sim.marketQuotes('jpy', tokyo('10:17:42.300'))).map((q) => q.price);
    expect(await prices(c)).not.toEqual(await prices(a));
  });

  it('keeps every price on tick and within the daily limits over a long run of ticks', async () => {
    const clock = new TestClock(Date.parse('2026-11-19T23:50:00Z'));
    const sim = createSimulator({ clock, alwaysOpen: false, seed: 3 });
    const seen = new Map<string, QuoteSnapshot>();
    const problems: string[] = [];
    let checked = 0;
    // From 08:50 Tokyo through the Tokyo, China and US sessions, in irregular steps (about 19 hours).
    for (let i = 0; i < 500; i += 1) {
      clock.advance(i % 5 === 0 ? 613_000 : 700 + (i % 7) * 100);
      for (const q of sim.tick().quotes) {
        const entry = findListed(q.code, q.market);
        if (!entry) continue; // an index
        const { instrument } = entry;
        const up = q.limitUp === null ? null : parsePrice(q.limitUp);
        const down = q.limitDown === null ? null : parsePrice(q.limitDown);
        for (const price of [q.price, q.open, q.high, q.low]) {
          if (price === null) continue;
          if (!isOnTick(instrument, price)) problems.push(`${q.code} ${price} off tick`);
          const p = parsePrice(price);
          if ((up !== null && p > up) || (down !== null && p < down))
            problems.push(`${q.code} ${price} outside limits`);
        }
        if (q.high !== null && q.low !== null) {
          const [h, p, l] = [q.high, q.price, q.low].map(parsePrice) as [bigint, bigint, bigint];
          if (!(h >= p && p >= l)) problems.push(`${q.code} high ${q.high} price ${q.price} low ${q.low}`);
        }
        // Volume and turnover only grow within a day.
        const before = seen.get(`${q.market}:${q.code}`);
        if (before && before.previousClose === q.previousClose) {
          if (q.volume < before.volume) problems.push(`${q.code} volume went down`);
          if (parsePrice(q.turnover) < parsePrice(before.turnover)) problems.push(`${q.code} turnover went down`);
        }
        seen.set(`${q.market}:${q.code}`, q);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('sends in each tick exactly the quotes whose snapshot changed (time aside), through the sessions and breaks', () => {
    // The oracle: every snapshot of snapshots() compared with the one last seen, as the push hub's subscribers see it.
    const clock = new TestClock(Date.parse('2026-11-19T23:40:00Z'));
    const sim = createSimulator({ clock, alwaysOpen: false, seed: 5 });
    const last = new Map<string, string>();
    let sent = 0;
    for (let i = 0; i < 400; i += 1) {
      // Small steps and jumps: minutes of trading, the lunch break, the closes, the US session, the next morning.
      clock.advance(i % 9 === 0 ? 1_013_000 : 100 + (i % 5) * 300);
      const expected: string[] = [];
      for (const snapshot of sim.snapshots(clock.now())) {
        const { time: _time, ...rest } = snapshot;
        void _time;
        const key = `${snapshot.market}:${snapshot.code}`;
        if (last.get(key) === JSON.stringify(rest)) continue;
        last.set(key, JSON.stringify(rest));
        expected.push(JSON.stringify(snapshot));
      }
      const batch = sim.tick();
      expect(batch.quotes.map((quote) => JSON.stringify(quote)).sort()).toEqual(expected.sort());
      sent += expected.length;
    }
    // Not a run where nothing moves: quotes and phases changed all along.
    expect(sent).toBeGreaterThan(4_000);
  });

  it('stands still in the lunch break and after the close, with the closing auction printing at 15:30', async () => {
    const sim = realSim();
    const beforeOpen = await jp(sim, '7203', tokyo('08:59:59'));
    expect(beforeOpen.open).toBeNull();
    expect(beforeOpen.volume).toBe(0);
    expect(beforeOpen.price).toBe(beforeOpen.previousClose);
    expect(beforeOpen.phase).toBe('pre_open');

    const lunchStart = await jp(sim, '7203', tokyo('11:30:00'));
    const lunchEnd = await jp(sim, '7203', tokyo('12:29:59.900'));
    expect(lunchEnd.phase).toBe('lunch_break');
    expect({ ...lunchEnd, time: '', phase: '' }).toEqual({ ...lunchStart, time: '', phase: '' });

    const auctionStart = await jp(sim, '7203', tokyo('15:25:00'));
    const auctionLate = await jp(sim, '7203', tokyo('15:29:59'));
    expect(auctionLate.closingAuction).toBe(true);
    expect(auctionLate.price).toBe(auctionStart.price);
    expect(auctionLate.volume).toBe(auctionStart.volume);

    const closed = await jp(sim, '7203', tokyo('15:30:00'));
    const evening = await jp(sim, '7203', tokyo('20:00:00'));
    const saturday = await jp(sim, '7203', new Date('2026-11-21T12:00:00+09:00'));
    expect(closed.volume).toBeGreaterThan(auctionLate.volume);
    expect({ ...evening, phase: '' }).toEqual({ ...closed, phase: '' });
    expect({ ...saturday, phase: '' }).toEqual({ ...closed, phase: '' });
    // The close is the day bar's close and the next day's previous close.
    const day = await sim.candles({ market: 'jpy', code: '7203', period: 'day', range: '1w' }, tokyo('20:00:00'));
    expect(day?.candles.at(-1)).toMatchObject({
      close: closed.price,
      open: closed.open,
      high: closed.high,
      low: closed.low,
    });
    const monday = await jp(sim, '7203', new Date('2026-11-24T08:30:00+09:00'));
    expect(monday.previousClose).toBe(closed.price);
  });

  it('moves indices with their members by weight', async () => {
    const sim = realSim();
    for (const at of [tokyo('10:00:00'), tokyo('15:30:00')]) {
      const definition = indexDefinitions.find((d) => d.code === 'N225')!;
      const quotes = await sim.quotes(
        'jpy',
        definition.members.map((m) => m.code),
        at,
      );
      const precision = 10n ** 12n;
      let sum = 0n;
      let weights = 0n;
      definition.members.forEach((member, i) => {
        const entry = findListed(member.code, 'jpy')!;
        const reference = snapToTickScaled(entry.instrument, entry.referencePrice, 'nearest');
        const weight = parsePrice(member.weight);
        sum += divide(weight * parsePrice(quotes[i]!.price) * precision, reference, 'half-up');
        weights += weight;
      });
      const expected = roundPrice(
        divide(parsePrice(definition.referencePrice) * sum, weights * precision, 'half-up'),
        2,
        'half-up',
      );
      const n225 = (await sim.indexQuotes('jpy', at)).find((q) => q.code === 'N225')!;
      expect(n225.price).toBe(formatPrice(expected, 2));
    }
  });

  it('has consistent candles for every period and range, from the first start', async () => {
    const sim = realSim();
    const at = tokyo('13:45:10');
    const quote = await jp(sim, '6758', at);
    const instrument = findListed('6758')!.instrument;
    // An instrument and an index (the smallest, to keep the test quick: index bars read every member's path).
    for (const code of ['6758', '399001.SZ']) {
      for (const period of CANDLE_PERIODS) {
        for (const range of period === 'intraday' ? [undefined] : [undefined, ...CANDLE_RANGES]) {
          const market = code === '6758' ? 'jpy' : 'cny';
          const series = await sim.candles({ market, code, period, range }, at);
          expect(series?.candles.length, `${code} ${period} ${range}`).toBeGreaterThan(0);
          let previous = '';
          for (const bar of series!.candles) {
            const [o, h, l, c] = [bar.open, bar.high, bar.low, bar.close].map(parsePrice) as [
              bigint,
              bigint,
              bigint,
              bigint,
            ];
            expect(h >= o && h >= c && l <= o && l <= c, `${code} ${period} ${JSON.stringify(bar)}`).toBe(true);
            expect(bar.time > previous).toBe(true);
            previous = bar.time;
            if (code === '6758')
              for (const p of [bar.open, bar.high, bar.low, bar.close]) expect(isOnTick(instrument, p)).toBe(true);
          }
        }
      }
    }
    // Today's minute bars add up to the quote, and the last one closes at the current price.
    const intraday = (await sim.candles({ market: 'jpy', code: '6758', period: 'intraday' }, at))!.candles;
    expect(intraday.reduce((sum, bar) => sum + bar.volume, 0)).toBe(quote.volume);
    expect(intraday.at(-1)?.close).toBe(quote.price);
    expect(intraday[0]?.open).toBe(quote.open);
    const highs = intraday.map((bar) => parsePrice(bar.high));
    expect(
      formatPrice(
        highs.reduce((a, b) => (a > b ? a : b)),
        1,
      ),
    ).toBe(formatPrice(parsePrice(quote.high!), 1));
    // Five-minute bars are the minute bars merged.
    const fives = (await sim.candles({ market: 'jpy', code: '6758', period: '5m', range: '1w' }, at))!.candles;
    expect(fives.at(-1)?.close).toBe(quote.price);
    const lastFive = fives.at(-1)!;
    const inLastFive = intraday.filter((bar) => bar.time >= lastFive.time);
    expect(inLastFive.reduce((sum, bar) => sum + bar.volume, 0)).toBe(lastFive.volume);
  });

  it('trades around the clock in always-open mode, weekends included', async () => {
    const clock = new TestClock(Date.parse('2026-11-22T03:00:00Z')); // a Sunday
    const sim = createSimulator({ clock, alwaysOpen: true, seed: 7 });
    const first = await sim.quote('usd', 'AAPL');
    clock.advance(HOUR + 7 * MINUTE);
    const later = await sim.quote('usd', 'AAPL');
    expect(later?.phase).toBe('open');
    expect(later!.volume).toBeGreaterThan(first!.volume);
    expect(later!.limitUp).toBeNull();
    expect(universe.filter((e) => e.instrument.market === 'usd').length).toBeGreaterThan(0);
  });
});
