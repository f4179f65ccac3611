import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createApp, type KabutoApp } from '../src/app.ts';
import { noDatabase } from '../src/http/coverage.ts';
import type { MarketDataProvider, QuoteBatch, QuoteListener, QuoteSnapshot } from '../src/market/provider.ts';
import { TestClock } from './helpers/clock.ts';
import { checkedResponse } from './helpers/server.ts';
import { collectEvents, type SseEvent } from './helpers/sse.ts';

/** A provider the test drives by hand: every `emit` is one batch, as the simulator's tick would send. */
class ScriptedProvider implements MarketDataProvider {
  private readonly listeners = new Set<QuoteListener>();
  private version = 0;
  constructor(private readonly clock: TestClock) {}
  emit(codes: readonly string[], padding = 0): void {
    this.version += 1;
    const quotes = codes.map((code) => snapshot(code, this.version, this.clock.now(), padding));
    const batch: QuoteBatch = { time: this.clock.now(), quotes };
    for (const listener of this.listeners) listener(batch);
  }
  subscribe(listener: QuoteListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  start() {}
  stop() {}
  quote = async () => undefined;
  quotes = async () => [];
  marketQuotes = async () => [];
  indexQuotes = async () => [];
  candles = async () => undefined;
}

function snapshot(code: string, version: number, at: Date, padding: number): QuoteSnapshot {
  return {
    code,
    market: 'jpy',
    price: `${1000 + version}.${padding > 0 ? '5' : '0'}`,
    open: '1000.0',
    high: `${1000 + version}.5`,
    low: '999.0',
    previousClose: '1000.0',
    change: `${version}.0`,
    changePercent: '0.10',
    volume: version * 100 + padding,
    turnover: String(version * 100_000),
    limitUp: '1300.0',
    limitDown: '700.0',
    phase: 'open',
    closingAuction: false,
    time: at.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  };
}

/** An event-stream client over real HTTP that parses events as they arrive. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers });
  const events: SseEvent[] = [];
  let ended = false;
  const pumping = collectEvents(res.body!, events).finally(() => {
    ended = true;
  });
  return {
    res,
    events,
    quotes: () =>
      events.filter((e) => e.event === 'quote').map((e) => JSON.parse(e.data) as QuoteSnapshot & { eventId: string }),
    get ended() {
      return ended;
    },
    /** Waits until the predicate holds (the test's timeout is the only clock). */
    async until(predicate: () => boolean): Promise<void> {
      while (!predicate()) {
        if (ended) throw new Error(`stream ended; events so far: ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: async () => {
      controller.abort();
      await pumping;
    },
  };
}

describe('the push stream over HTTP', () => {
  const clock = new TestClock(Date.parse('2026-11-20T05:00:00Z'));
  const provider = new ScriptedProvider(clock);
  let app: KabutoApp;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    app = createApp({
      db: noDatabase,
      clock,
      config: { marketClock: 'always-open' },
      marketData: provider,
      heartbeatMs: 40,
      push: { maxQueueBytes: 64 * 1024 },
    });
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;
    close = () => {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
    };
  });
  afterAll(() => {
    app.pushHub.close();
    close();
  });

  /** One provider batch 100 ms later. */
  const step = (codes: readonly string[], padding = 0) => {
    clock.advance(100);
    provider.emit(codes, padding);
  };

  it('sends hello first, then quote events with strictly increasing ids, and heartbeats', async () => {
    const stream = await openStream(`${base}/stream?market=jpy&codes=7203,6758`);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.until(() => stream.events.length > 0);
    for (let i = 0; i < 10; i += 1) step(['7203', '6758', '9984']);
    await stream.until(() => stream.quotes().length >= 8);
    await stream.until(() => stream.events.some((e) => e.event === 'heartbeat'));
    await stream.close();
    expect(stream.events[0]?.event).toBe('hello');
    const quotes = stream.quotes();
    expect(new Set(quotes.map((q) => q.code))).toEqual(new Set(['7203', '6758']));
    const ids = quotes.map((q) => BigInt(q.eventId));
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]! > ids[i - 1]!).toBe(true);
    // The SSE id is the event's id.
    const quoteEvents = stream.events.filter((e) => e.event === 'quote');
    expect(quoteEvents.map((e) => e.id)).toEqual(quotes.map((q) => q.eventId));
  });

  it('sends the focused symbol at 10 a second and listed ones at 4 a second, coalesced', async () => {
    // Start on a whole second so the frame slots are exact: 10 focus frames and 4 list frames in one second.
    clock.advance(1000 - (clock.now().getTime() % 1000));
    provider.emit([]);
    const stream = await openStream(`${base}/stream?codes=7203,6758&focus=7203`);
    await stream.until(() => stream.events.length > 0);
    for (let i = 0; i < 10; i += 1) step(['7203', '6758']);
    await stream.until(() => stream.quotes().length >= 14);
    await stream.close();
    const quotes = stream.quotes();
    expect(quotes.filter((q) => q.code === '7203')).toHaveLength(10);
    const listed = quotes.filter((q) => q.code === '6758');
    expect(listed).toHaveLength(4);
    // Coalesced: each list event carries the latest state, not a backlog.
    expect(listed.at(-1)?.volume).toBe(quotes.at(-1)?.volume);
  });

  it('resumes with Last-Event-ID with exactly the events missed', async () => {
    const twin = await openStream(`${base}/stream?market=jpy&codes=7203&focus=6758`);
    const first = await openStream(`${base}/stream?market=jpy&codes=7203&focus=6758`);
    await twin.until(() => twin.events.length > 0);
    await first.until(() => first.events.length > 0);
    for (let i = 0; i < 5; i += 1) step(['7203', '6758']);
    await first.until(() => first.quotes().length >= 5);
    await first.close();
    const lastSeen = first.quotes().at(-1)!.eventId;
    for (let i = 0; i < 7; i += 1) step(['7203', '6758', '9984']);
    await twin.until(() => twin.quotes().some((q) => BigInt(q.eventId) >= app.pushHub.buffer.lastId));
    const resumed = await openStream(`${base}/stream?market=jpy&codes=7203&focus=6758`, { 'Last-Event-ID': lastSeen });
    const missed = twin.quotes().filter((q) => BigInt(q.eventId) > BigInt(lastSeen));
    expect(missed.length).toBeGreaterThan(5);
    await resumed.until(() => resumed.quotes().length >= missed.length);
    await resumed.close();
    await twin.close();
    expect(resumed.events[0]?.event).toBe('hello');
    expect(resumed.quotes()).toEqual(missed);
  });

  it('tells a client whose id is older than the buffer to resync', async () => {
    const stream = await openStream(`${base}/stream?codes=7203`, { 'Last-Event-ID': '1' });
    await stream.until(() => stream.events.length >= 2);
    await stream.close();
    expect(stream.events.map((e) => e.event).slice(0, 2)).toEqual(['hello', 'resync']);
    expect(JSON.parse(stream.events[1]!.data)).toEqual({ lastEventId: String(app.pushHub.buffer.lastId) });
  });

  it('serves the same buffer over streamReplay (list-rate events, filtered, checked against the contract)', async () => {
    const from = String(app.pushHub.buffer.lastId);
    for (let i = 0; i < 6; i += 1) step(['7203', '6758']);
    const res = await fetch(`${base}/market/streamReplay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ last_event_id: from, type: 'jpy', stock_codes: '6758' }).toString(),
    });
    const body = (await checkedResponse('/market/streamReplay', 'post', res)).body.data as {
      resync: boolean;
      lastEventId: string;
      events: { code: string; eventId: string }[];
    };
    expect(body.resync).toBe(false);
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => e.code === '6758')).toBe(true);
    expect(body.lastEventId).toBe(String(app.pushHub.buffer.lastId));
    const stale = await fetch(`${base}/market/streamReplay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ last_event_id: '5' }).toString(),
    });
    expect(((await stale.json()) as { data: { resync: boolean } }).data.resync).toBe(true);
  });

  it('refuses unknown or malformed query parameters with invalid_parameter', async () => {
    for (const query of ['market=eur', 'codes=a,b', 'focus=%20', 'symbols=7203']) {
      const res = await fetch(`${base}/stream?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe('invalid_parameter');
    }
  });

  it('drops a client that stops reading without holding up the others', async () => {
    const healthy = await openStream(`${base}/stream?market=jpy`);
    await healthy.until(() => healthy.events.length > 0);
    // A raw connection that sends its request and never reads a byte.
    const { port, hostname } = new URL(base);
    const stalled = connect({ port: Number(port), host: hostname });
    await new Promise<void>((resolve) => stalled.once('connect', () => resolve()));
    stalled.pause();
    stalled.write(`GET ${API_BASE}/stream?market=jpy HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    const evictedBefore = app.pushHub.snapshotStats.evicted;
    const clientsBefore = app.pushHub.snapshotStats.clients;
    await new Promise<void>((resolve) => {
      const check = () => (app.pushHub.snapshotStats.clients > clientsBefore ? resolve() : setTimeout(check, 5));
      check();
    });
    const codes = Array.from({ length: 100 }, (_, i) => `T${i}`);
    let frames = 0;
    // Big frames until the stalled one's unsent bytes pass the limit; bounded so a bug fails instead of hanging.
    while (app.pushHub.snapshotStats.evicted === evictedBefore && frames < 4000) {
      step(codes, 1);
      frames += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    stalled.destroy();
    expect(app.pushHub.snapshotStats.evicted).toBe(evictedBefore + 1);
    // The healthy client got every list event, in order, with no gap.
    const published = app.pushHub.buffer.lastId;
    await healthy.until(() => healthy.quotes().some((q) => BigInt(q.eventId) === published));
    await healthy.close();
    const ids = healthy.quotes().map((q) => BigInt(q.eventId));
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]).toBe(ids[i - 1]! + 1n);
  });
});
