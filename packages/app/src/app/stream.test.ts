import { describe, expect, it, vi } from 'vitest';
import { createQuoteStream, quoteKey, type QuoteKey, type StreamQuote } from './stream.ts';

type Listener = (event: MessageEvent<string>) => void;

class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  closed = false;
  listeners = new Map<string, Listener[]>();
  constructor(
    readonly url: string,
    readonly withSession = true,
  ) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }
}

function quote(code: string, eventId: number, price: string, market = 'jpy'): StreamQuote {
  return {
    eventId: String(eventId),
    code,
    market: market as StreamQuote['market'],
    price,
    open: null,
    high: null,
    low: null,
    previousClose: '100',
    change: '0',
    changePercent: '0.00',
    volume: 0,
    turnover: '0',
    limitUp: null,
    limitDown: null,
    phase: 'open',
    closingAuction: false,
    time: '2026-11-20T05:00:00Z',
  };
}

function setup(replay = vi.fn()) {
  FakeSource.all = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const stream = createQuoteStream({
    createEventSource: (url, withSession) => new FakeSource(url, withSession),
    requestFrame: (flush) => frames.push(flush),
    replay,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const runFrames = () => frames.splice(0).forEach((flush) => flush());
  const runTimers = () =>
    timers.splice(0).forEach((timer) => {
      if (!timer.cleared) timer.run();
    });
  const current = () => FakeSource.all[FakeSource.all.length - 1]!;
  return { stream, runFrames, runTimers, current, timers };
}

describe('quote stream', () => {
  it('resolves connect at hello and fails when the host does not answer', async () => {
    const { stream, current, runTimers } = setup();
    const connected = stream.connect();
    current().emit('hello', { serverTime: 'x' });
    await expect(connected).resolves.toBeUndefined();

    const second = stream.connect();
    runTimers();
    await expect(second).rejects.toThrow('stream_unavailable');
  });

  it('opens with the subscribed codes and focus, and reopens when they change', async () => {
    const { stream, current, runTimers } = setup();
    const connected = stream.connect();
    current().emit('hello');
    await connected;
    expect(current().url).toBe('/api/vue/stream');

    const off = stream.subscribe({ keys: [quoteKey('jpy', '7203'), quoteKey('jpy', 'N225')], onChange: () => {} });
    stream.subscribe({ keys: [], focus: quoteKey('jpy', '6758'), onChange: () => {} });
    runTimers();
    expect(decodeURIComponent(current().url)).toBe('/api/vue/stream?codes=7203,N225&focus=6758');
    off();
    runTimers();
    expect(decodeURIComponent(current().url)).toBe('/api/vue/stream?focus=6758');
    expect(FakeSource.all.filter((source) => !source.closed)).toHaveLength(1);
  });

  it('coalesces quotes to one delivery per frame, only to the views that asked', async () => {
    const { stream, current, runFrames, runTimers } = setup();
    void stream.connect();
    current().emit('hello');
    const toyota = vi.fn();
    const sony = vi.fn();
    stream.subscribe({ keys: [quoteKey('jpy', '7203')], onChange: toyota });
    stream.subscribe({ keys: [quoteKey('jpy', '6758')], onChange: sony });
    runTimers();
    current().emit('hello');
    current().emit('quote', quote('7203', 1, '2990.0'));
    current().emit('quote', quote('7203', 2, '2991.0'));
    current().emit('quote', quote('7203', 3, '2992.5'));
    expect(toyota).not.toHaveBeenCalled();
    runFrames();
    expect(toyota).toHaveBeenCalledTimes(1);
    expect(toyota).toHaveBeenCalledWith(new Set<QuoteKey>(['jpy:7203']));
    expect(sony).not.toHaveBeenCalled();
    expect(stream.latest(quoteKey('jpy', '7203'))?.price).toBe('2992.5');
  });

  it('never goes back to an older event', async () => {
    const { stream, current, runFrames } = setup();
    void stream.connect();
    current().emit('hello');
    current().emit('quote', quote('7203', 10, '3000.0'));
    current().emit('quote', quote('7203', 9, '2900.0'));
    runFrames();
    expect(stream.latest(quoteKey('jpy', '7203'))?.price).toBe('3000.0');
  });

  it('pauses while hidden and catches up through the replay when shown again', async () => {
    const replay = vi.fn(async () => ({ resync: false, lastEventId: '12', events: [quote('7203', 12, '3010.0')] }));
    const { stream, current, runFrames, runTimers } = setup(replay);
    void stream.connect();
    current().emit('hello');
    stream.subscribe({ keys: [quoteKey('jpy', '7203')], onChange: () => {} });
    runTimers();
    current().emit('hello');
    current().emit('quote', quote('7203', 11, '3005.0'));
    runFrames();

    stream.pause();
    expect(current().closed).toBe(true);
    stream.resume();
    expect(current().closed).toBe(false);
    current().emit('hello');
    await vi.waitFor(() => expect(replay).toHaveBeenCalledWith('11', ['7203']));
    await vi.waitFor(() => {
      runFrames();
      expect(stream.latest(quoteKey('jpy', '7203'))?.price).toBe('3010.0');
    });
  });

  it('tells listeners to refetch on resync', async () => {
    const { stream, current } = setup();
    void stream.connect();
    current().emit('hello');
    const refetch = vi.fn();
    stream.onResync(refetch);
    current().emit('resync', { lastEventId: '99' });
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('reopens with back-off when the stream is closed for good', async () => {
    const { stream, current, timers, runTimers } = setup();
    void stream.connect();
    const first = current();
    first.emit('hello');
    first.readyState = 2;
    first.emit('error');
    const backoff = timers.find((timer) => !timer.cleared && timer.ms >= 1000);
    expect(backoff?.ms).toBe(1000);
    runTimers();
    expect(current()).not.toBe(first);
  });

  it("passes the account's user events on by kind, and skips unknown kinds and malformed data", async () => {
    const { stream, current } = setup();
    void stream.connect();
    current().emit('hello');
    const seen: string[] = [];
    const off = stream.onUserEvent((kind) => seen.push(kind));
    current().emit('user', { kind: 'order' });
    current().emit('user', { kind: 'message' });
    current().emit('user', { kind: 'daytrade' });
    current().emit('user', { kind: 'deposit' });
    current().emit('user', 'order');
    for (const listener of current().listeners.get('user') ?? []) listener({ data: '{' } as MessageEvent<string>);
    expect(seen).toEqual(['order', 'message', 'daytrade']);
    off();
    current().emit('user', { kind: 'order' });
    expect(seen).toHaveLength(3);
  });

  it('calls for every area once the stream is back after it was down, but not after a new query', async () => {
    const { stream, current, runTimers } = setup();
    void stream.connect();
    current().emit('hello');
    const seen: string[] = [];
    stream.onUserEvent((kind) => seen.push(kind));
    // A new query reopens the stream at once: nothing was missed.
    stream.subscribe({ keys: [quoteKey('jpy', '7203')], onChange: () => {} });
    runTimers();
    current().emit('hello');
    expect(seen).toEqual([]);
    // Dropped for good, then back: user events are not replayed, so every area is read again.
    const dropped = current();
    dropped.readyState = 2;
    dropped.emit('error');
    runTimers();
    current().emit('hello');
    expect(seen).toEqual(['order', 'daytrade', 'message']);
    // Hidden and shown again: the same.
    stream.pause();
    stream.resume();
    current().emit('hello');
    expect(seen).toHaveLength(6);
    // A stale source's events are ignored.
    dropped.emit('user', { kind: 'order' });
    expect(seen).toHaveLength(6);
  });

  it('opens afresh when asked to (a new session), once it has connected', async () => {
    const { stream, current } = setup();
    stream.reopen();
    expect(FakeSource.all).toHaveLength(0);
    void stream.connect();
    const first = current();
    first.emit('hello');
    stream.reopen();
    expect(current()).not.toBe(first);
    expect(first.closed).toBe(true);
  });

  it('opens again at once without the session when the server refuses it, until the session changes', async () => {
    const { stream, current, timers } = setup();
    const connected = stream.connect();
    const first = current();
    expect(first.withSession).toBe(true);
    // A revoked session: refused, then closed for good. The splash still waits for a hello.
    first.emit('refused', 401);
    first.readyState = 2;
    first.emit('error');
    const second = current();
    expect(second).not.toBe(first);
    expect(second.withSession).toBe(false);
    expect(timers.filter((timer) => !timer.cleared && timer.ms === 1000)).toHaveLength(0);
    second.emit('hello');
    await expect(connected).resolves.toBeUndefined();
    // A new session (signed in again): with it once more.
    stream.reopen();
    expect(current().withSession).toBe(true);
    // Closed for good without a refusal: back-off as before, with the session.
    const third = current();
    third.emit('hello');
    third.readyState = 2;
    third.emit('error');
    expect(current()).toBe(third);
    expect(timers.some((timer) => !timer.cleared && timer.ms === 1000)).toBe(true);
  });
});
