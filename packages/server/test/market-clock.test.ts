import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsOrders, alwaysOpen, marketClock, matches, sessionState } from '../src/market/clock.ts';
import { SESSION_TABLES } from '../src/market/rules/sessions.ts';
import { formatZoned, intlZonedParts, MARKET_TIME_ZONES, zonedInstant, zonedParts } from '../src/market/zone.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Market } from '../src/market/types.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

const real = { alwaysOpen: false };
const demo = { alwaysOpen: true };
const at = (iso: string) => new Date(iso);
const SECOND = 1000;

/** The phase at a local wall time of a market. */
const phaseAt = (market: Market, date: string, time: string, delta = 0) =>
  sessionState(market, zonedInstant(date, time, MARKET_TIME_ZONES[market]) + delta, real).phase;

describe('time zones', () => {
  it('reads wall time and offset through the IANA zone, daylight saving included', () => {
    expect(zonedParts(at('2026-11-20T02:42:05Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-20',
      time: '11:42:05',
      offsetMinutes: 540,
    });
    expect(zonedParts(at('2026-03-09T13:30:00Z'), 'America/New_York').offsetMinutes).toBe(-240);
    expect(zonedParts(at('2026-03-06T14:30:00Z'), 'America/New_York').offsetMinutes).toBe(-300);
    expect(formatZoned(at('2026-11-02T14:30:00.789Z'), 'America/New_York')).toBe('2026-11-02T09:30:00-05:00');
    expect(formatZoned(at('2026-11-20T01:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-20T09:00:00+08:00');
    expect(new Date(zonedInstant('2026-03-09', '09:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-06', '09:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-06T14:30:00.000Z',
    );
    expect(new Date(zonedInstant('2026-11-01', '23:59:59', 'America/New_York')).toISOString()).toBe(
      '2026-11-02T04:59:59.000Z',
    );
  });

  it('agrees with Intl read afresh at every second around offset changes, and on instants remembered by the minute', () => {
    const oracle = intlZonedParts;
    // Each an offset change: New York and St John's (−3:30) in spring and autumn, Lord Howe (a half-hour change),
    // Chatham (+12:45), and Tokyo and Shanghai, which have none.
    const changes: [string, string][] = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['America/St_Johns', '2026-03-08T05:30:00Z'],
      ['America/St_Johns', '2026-11-01T04:30:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Pacific/Chatham', '2026-09-26T14:00:00Z'],
      ['Asia/Tokyo', '2026-11-27T15:00:00Z'],
      ['Asia/Shanghai', '2026-11-27T16:00:00Z'],
    ];
    let checked = 0;
    for (const [zone, iso] of changes) {
      const change = Date.parse(iso);
      if (!zone.startsWith('Asia/')) {
        expect(oracle(change - 1000, zone).offsetMinutes).not.toBe(oracle(change, zone).offsetMinutes);
      }
      // Every second from two minutes before to two minutes after, each at a few milliseconds into the second.
      for (let ms = change - 120_000; ms <= change + 120_000; ms += 1000) {
        for (const into of [0, 1, 999]) {
          expect(zonedParts(ms + into, zone)).toEqual(oracle(ms + into, zone));
          checked += 1;
        }
      }
    }
    // Random instants over two years, asked twice (the second answer comes from the remembered minute).
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const ms = Date.parse('2026-01-01T00:00:00Z') + (seed % (2 * 365 * 86_400)) * 1000 + (i % 1000);
      const zone = changes[i % changes.length]![0];
      expect(zonedParts(ms, zone)).toEqual(oracle(ms, zone));
      expect(zonedParts(ms + 17, zone)).toEqual(oracle(ms + 17, zone));
      checked += 2;
    }
    expect(checked).toBe(changes.length * 241 * 3 + 4000);
  });
});

describe('session phases at every boundary', () => {
  it.each(SESSION_TABLES.map((t) => [t.market, t] as const))(
    '%s: each segment from its first to its last second',
    (market, table) => {
      const day = '2026-11-20'; // a Friday on which all three trade
      for (const s of table.segments) {
        expect(phaseAt(market, day, s.start), `${market} ${s.start}`).toBe(s.phase);
        expect(phaseAt(market, day, s.end, -SECOND), `${market} before ${s.end}`).toBe(s.phase);
        const instant = zonedInstant(day, s.start, MARKET_TIME_ZONES[market]);
        expect(acceptsOrders(market, instant, real)).toBe(s.acceptsOrders);
        expect(matches(market, instant, real)).toBe(s.matches);
      }
      const first = table.segments[0];
      const last = table.segments.at(-1);
      expect(phaseAt(market, day, first?.start ?? '', -SECOND)).toBe('closed');
      expect(phaseAt(market, day, last?.end ?? '')).toBe('closed');
      expect(acceptsOrders(market, zonedInstant(day, last?.end ?? '', MARKET_TIME_ZONES[market]), real)).toBe(false);
    },
  );

  it('Tokyo: lunch break and closing auction take orders but match nothing', () => {
    const lunch = at('2026-11-20T03:00:00Z'); // 12:00 JST
    expect(sessionState('jpy', lunch, real)).toEqual({
      phase: 'lunch_break',
      acceptsOrders: true,
      matches: false,
      localDate: '2026-11-20',
    });
    const auction = at('2026-11-20T06:27:00Z'); // 15:27 JST
    expect(sessionState('jpy', auction, real).phase).toBe('closing_auction');
    expect(acceptsOrders('jpy', auction, real)).toBe(true);
    expect(matches('jpy', auction, real)).toBe(false);
    expect(phaseAt('jpy', '2026-11-20', '15:24:59')).toBe('open');
    expect(phaseAt('jpy', '2026-11-20', '15:25')).toBe('closing_auction');
    expect(phaseAt('jpy', '2026-11-20', '15:30')).toBe('closed');
  });

  it('New York: the open moves with daylight saving (switch days 2026-03-08 and 2026-11-01)', () => {
    expect(sessionState('usd', at('2026-03-06T14:29:59Z'), real).phase).toBe('closed'); // 09:29:59 EST
    expect(sessionState('usd', at('2026-03-06T14:30:00Z'), real).phase).toBe('open');
    expect(sessionState('usd', at('2026-03-06T20:59:59Z'), real).phase).toBe('open'); // 15:59:59 EST
    expect(sessionState('usd', at('2026-03-06T21:00:00Z'), real).phase).toBe('closed');
    expect(sessionState('usd', at('2026-03-09T13:29:59Z'), real).phase).toBe('closed'); // 09:29:59 EDT
    expect(sessionState('usd', at('2026-03-09T13:30:00Z'), real).phase).toBe('open');
    expect(sessionState('usd', at('2026-03-09T19:59:59Z'), real).phase).toBe('open');
    expect(sessionState('usd', at('2026-03-09T20:00:00Z'), real).phase).toBe('closed');
    expect(sessionState('usd', at('2026-10-30T13:30:00Z'), real).phase).toBe('open'); // Friday, EDT
    expect(sessionState('usd', at('2026-11-02T13:30:00Z'), real).phase).toBe('closed'); // Monday, EST: 08:30
    expect(sessionState('usd', at('2026-11-02T14:30:00Z'), real).phase).toBe('open');
  });

  it('New York: an early close ends the day at 13:00', () => {
    expect(phaseAt('usd', '2026-11-27', '12:59:59')).toBe('open');
    expect(phaseAt('usd', '2026-11-27', '13:00')).toBe('closed');
  });

  it('China: the opening call, the lunch break and the close', () => {
    expect(phaseAt('cny', '2026-11-20', '09:14:59')).toBe('closed');
    expect(phaseAt('cny', '2026-11-20', '09:15')).toBe('pre_open');
    expect(phaseAt('cny', '2026-11-20', '09:27')).toBe('pre_open');
    expect(matches('cny', zonedInstant('2026-11-20', '09:20', 'Asia/Shanghai'), real)).toBe(false);
    expect(phaseAt('cny', '2026-11-20', '09:30')).toBe('open');
    expect(phaseAt('cny', '2026-11-20', '11:30')).toBe('lunch_break');
    expect(phaseAt('cny', '2026-11-20', '12:59:59')).toBe('lunch_break');
    expect(phaseAt('cny', '2026-11-20', '13:00')).toBe('open');
    expect(phaseAt('cny', '2026-11-20', '15:00')).toBe('closed');
  });

  it('holidays and weekends are closed all day', () => {
    expect(phaseAt('jpy', '2026-11-23', '10:00')).toBe('holiday');
    expect(phaseAt('usd', '2026-07-03', '10:00')).toBe('holiday');
    expect(phaseAt('cny', '2026-10-05', '10:00')).toBe('holiday');
    expect(phaseAt('jpy', '2026-11-21', '10:00')).toBe('closed'); // Saturday
    expect(phaseAt('usd', '2026-11-22', '10:00')).toBe('closed'); // Sunday
    expect(acceptsOrders('jpy', zonedInstant('2026-11-23', '10:00', 'Asia/Tokyo'), real)).toBe(false);
  });
});

describe('marketClock', () => {
  it("answers the contract's example exactly (Tokyo lunch break)", () => {
    expect(marketClock('jpy', at('2026-11-20T02:42:05Z'), real)).toEqual({
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
    });
  });

  it('names the holiday and points at the next trading day', () => {
    const clock = marketClock('jpy', at('2026-11-23T01:00:00Z'), real);
    expect(clock.phase).toBe('holiday');
    expect(clock.holidayName).toEqual({ jp: '勤労感謝の日', cn: '勤劳感谢日', us: 'Labor Thanksgiving Day' });
    expect(clock.tradingDay).toBe('2026-11-24');
    expect(clock.nextOpen).toBe('2026-11-24T09:00:00+09:00');
    expect(clock.nextClose).toBe('2026-11-24T15:30:00+09:00');
    expect(clock.segments[0]?.start).toBe('2026-11-24T08:00:00+09:00');
  });

  it('after the close and over a weekend: the next trading day, in the right offset across a DST switch', () => {
    const friday = marketClock('jpy', at('2026-11-20T07:00:00Z'), real); // 16:00 JST
    expect([friday.phase, friday.tradingDay, friday.nextOpen, friday.nextClose]).toEqual([
      'closed',
      '2026-11-20',
      '2026-11-24T09:00:00+09:00',
      '2026-11-24T15:30:00+09:00',
    ]);
    const saturday = marketClock('jpy', at('2026-11-21T01:00:00Z'), real);
    expect([saturday.phase, saturday.holidayName, saturday.tradingDay]).toEqual(['closed', null, '2026-11-24']);

    const us = marketClock('usd', at('2026-03-06T22:00:00Z'), real); // Friday 17:00 EST
    expect(us.now).toBe('2026-03-06T17:00:00-05:00');
    expect(us.nextOpen).toBe('2026-03-09T09:30:00-04:00');
    expect(us.nextClose).toBe('2026-03-09T16:00:00-04:00');
    const early = marketClock('usd', at('2026-11-27T15:00:00Z'), real);
    expect(early.segments).toEqual([
      { phase: 'open', start: '2026-11-27T09:30:00-05:00', end: '2026-11-27T13:00:00-05:00' },
    ]);
    expect(early.nextClose).toBe('2026-11-27T13:00:00-05:00');
  });

  it('nextOpen is the next start of continuous trading; nextClose the end of the current day', () => {
    const morning = marketClock('jpy', at('2026-11-20T01:00:00Z'), real); // 10:00 JST
    expect([morning.phase, morning.nextOpen, morning.nextClose]).toEqual([
      'open',
      '2026-11-20T12:30:00+09:00',
      '2026-11-20T15:30:00+09:00',
    ]);
    const lunch = marketClock('cny', at('2026-11-20T04:00:00Z'), real); // 12:00 CST
    expect([lunch.phase, lunch.nextOpen, lunch.nextClose]).toEqual([
      'lunch_break',
      '2026-11-20T13:00:00+08:00',
      '2026-11-20T15:00:00+08:00',
    ]);
    const call = marketClock('cny', at('2026-11-20T01:20:00Z'), real); // 09:20 CST
    expect([call.phase, call.nextOpen]).toEqual(['pre_open', '2026-11-20T09:30:00+08:00']);
    const auction = marketClock('jpy', at('2026-11-20T06:27:00Z'), real);
    expect([auction.phase, auction.nextOpen, auction.nextClose]).toEqual([
      'closing_auction',
      '2026-11-24T09:00:00+09:00',
      '2026-11-20T15:30:00+09:00',
    ]);
  });

  it('always-open: open on a Saturday night, one segment for the whole day', () => {
    const saturdayNight = at('2026-11-21T14:00:00Z'); // 23:00 JST
    const clock = marketClock('jpy', saturdayNight, demo);
    expect(clock).toEqual({
      market: 'jpy',
      timeZone: 'Asia/Tokyo',
      now: '2026-11-21T23:00:00+09:00',
      phase: 'open',
      tradingDay: '2026-11-21',
      holidayName: null,
      nextOpen: '2026-11-22T00:00:00+09:00',
      nextClose: '2026-11-22T00:00:00+09:00',
      alwaysOpen: true,
      segments: [{ phase: 'open', start: '2026-11-21T00:00:00+09:00', end: '2026-11-22T00:00:00+09:00' }],
    });
    expect(acceptsOrders('jpy', saturdayNight, demo)).toBe(true);
    expect(matches('usd', at('2026-07-03T15:00:00Z'), demo)).toBe(true); // a holiday
    expect(matches('usd', at('2026-07-03T15:00:00Z'), real)).toBe(false);
  });
});

describe.each(engines())('alwaysOpen on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
    await migrate(database.db);
  });
  afterAll(async () => database.dispose());

  it('follows the environment or the operator setting, either one', async () => {
    const { db } = database;
    expect(await alwaysOpen(db, { marketClock: 'real' })).toBe(false);
    expect(await alwaysOpen(db, { marketClock: 'always-open' })).toBe(true);
    await db.query(`UPDATE config SET value = '1' WHERE name = 'market_always_open'`);
    expect(await alwaysOpen(db, { marketClock: 'real' })).toBe(true);
    await db.query(`UPDATE config SET value = '0' WHERE name = 'market_always_open'`);
    expect(await alwaysOpen(db, { marketClock: 'real' })).toBe(false);
  });
});
