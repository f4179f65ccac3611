import type { ResponseData } from '@kabuto/api-client';
import { getSession, onSessionChange } from './session.ts';
import { fetchEventSource, type EventSourceLike } from './sse.ts';

/** The data of a `quote` event on GET /stream (the contract's StreamQuoteEvent). */
export type StreamQuote = ResponseData<'/market/streamReplay'>['events'][number];

/** A symbol is named by its market and code (`jpy:7203`): an index code and a stock code may look alike. */
export type QuoteKey = `${string}:${string}`;
export const quoteKey = (market: string, code: string): QuoteKey => `${market}:${code}`;
const codeOf = (key: QuoteKey) => key.slice(key.indexOf(':') + 1);

/** How long the splash waits for the push stream's first event before it offers a retry. */
const helloTimeoutMs = 10_000;
/** The contract caps `codes` at 100. */
const maxCodes = 100;
/** Subscriptions settle for this long before the stream is reopened with a new query (route changes come in bursts). */
const resubscribeDelayMs = 50;
const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * What a `user` event names (GET /stream, opened with a session): the area of the account to read again — a cash
 * order filled, expired, was rejected or cancelled; a day-trade order or position changed; a new inbox message.
 */
export type UserEventKind = 'order' | 'daytrade' | 'message';
const userEventKinds: readonly UserEventKind[] = ['order', 'daytrade', 'message'];
const isUserEventKind = (kind: unknown): kind is UserEventKind => userEventKinds.some((known) => known === kind);

export interface QuoteStreamOptions {
  /** The stream's path; the query (`codes`, `focus`) is added from the subscriptions. */
  url?: string;
  /**
   * Opens the stream; `withSession`: with the signed-in session's headers (so the account's `user` events come too).
   * A source refused for its session says `refused` before its `error`.
   */
  createEventSource?: (url: string, withSession: boolean) => EventSourceLike;
  /** Schedules the flush of coalesced updates (requestAnimationFrame in the browser). */
  requestFrame?: (flush: () => void) => void;
  /** Catches up after the stream was reopened (a new query or the tab shown again): `/market/streamReplay`. */
  replay?: (
    lastEventId: string,
    codes: readonly string[],
  ) => Promise<{ resync: boolean; lastEventId: string; events: readonly StreamQuote[] }>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** A view's interest in some symbols; `focus` is the one symbol shown in detail (10 updates a second). */
export interface QuoteSubscription {
  keys: readonly QuoteKey[];
  focus?: QuoteKey;
  /** Called at most once per animation frame with the keys that changed. */
  onChange: (changed: ReadonlySet<QuoteKey>) => void;
}

const CLOSED = 2;

/**
 * The tab's one push stream as a live-quote store. Views subscribe by symbol; the stream is (re)opened with the union
 * of their codes and the latest focus. Incoming quotes are kept per symbol and delivered coalesced, once per
 * animation frame, to the views that asked for them. A dropped connection is resumed by EventSource with
 * Last-Event-ID; a stream closed for good is reopened with back-off; a reopened stream catches up through the replay
 * call, and a `resync` (the id is older than the buffer) tells listeners to refetch their quotes. While the tab is
 * hidden the stream is closed.
 */
export function createQuoteStream(options: QuoteStreamOptions = {}) {
  const baseUrl = options.url ?? '/api/vue/stream';
  const createEventSource =
    options.createEventSource ??
    ((url: string, withSession: boolean) => fetchEventSource(url, withSession ? sessionHeaders() : {}));
  const requestFrame = options.requestFrame ?? ((flush: () => void) => void window.requestAnimationFrame(flush));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => window.setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => window.clearTimeout(timer as number));

  const latest = new Map<QuoteKey, StreamQuote>();
  const subscriptions = new Set<QuoteSubscription>();
  const resyncListeners = new Set<() => void>();
  const userListeners = new Set<(kind: UserEventKind) => void>();
  const tellUser = (kind: UserEventKind) => {
    for (const listener of [...userListeners]) listener(kind);
  };
  const pending = new Map<QuoteKey, StreamQuote>();
  let framePending = false;
  let source: EventSourceLike | null = null;
  let openUrl: string | null = null;
  let lastEventId: string | null = null;
  let paused = false;
  let reopenTimer: unknown = null;
  let failures = 0;
  let helloWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let everConnected = false;
  /** The stream was down (dropped, or paused with the tab hidden): `user` events may have been missed. */
  let missedUserEvents = false;
  /**
   * The server refused the session the stream was opened with (revoked or expired): it is opened without it, for the
   * quotes, until the session changes; the API calls' own 401 takes the user to the login screen.
   */
  let sessionRefused = false;

  function url(): string {
    const codes: string[] = [];
    let focus: QuoteKey | undefined;
    for (const subscription of subscriptions) {
      for (const key of subscription.keys) {
        const code = codeOf(key);
        if (codes.length < maxCodes && !codes.includes(code)) codes.push(code);
      }
      if (subscription.focus) focus = subscription.focus;
    }
    const query = new URLSearchParams();
    if (codes.length > 0) query.set('codes', codes.join(','));
    if (focus) query.set('focus', codeOf(focus));
    const text = query.toString();
    return text ? `${baseUrl}?${text}` : baseUrl;
  }

  function flush() {
    framePending = false;
    if (pending.size === 0) return;
    const changed = new Set(pending.keys());
    pending.clear();
    for (const subscription of [...subscriptions]) {
      const mine = new Set<QuoteKey>();
      for (const key of subscription.keys) if (changed.has(key)) mine.add(key);
      if (subscription.focus && changed.has(subscription.focus)) mine.add(subscription.focus);
      if (mine.size > 0) subscription.onChange(mine);
    }
  }

  function accept(quote: StreamQuote) {
    const key = quoteKey(quote.market, quote.code);
    const known = latest.get(key);
    // Replayed and live events can overlap: never go back to an older event.
    if (known && BigInt(known.eventId) >= BigInt(quote.eventId)) return;
    latest.set(key, quote);
    pending.set(key, quote);
    if (lastEventId === null || BigInt(quote.eventId) > BigInt(lastEventId)) lastEventId = quote.eventId;
    if (!framePending) {
      framePending = true;
      requestFrame(flush);
    }
  }

  function resync(nextId: string | null) {
    if (nextId) lastEventId = nextId;
    for (const listener of [...resyncListeners]) listener();
  }

  function settleHello(error?: Error) {
    const waiters = helloWaiters;
    helloWaiters = [];
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  async function catchUp(codes: readonly string[]) {
    if (!options.replay || lastEventId === null || codes.length === 0) return;
    try {
      const answer = await options.replay(lastEventId, codes);
      if (answer.resync) resync(answer.lastEventId);
      else for (const event of answer.events) accept(event);
    } catch {
      // The live stream continues; a missed change shows on the next tick or refetch.
    }
  }

  function close() {
    source?.close();
    source = null;
    openUrl = null;
  }

  function open() {
    if (reopenTimer !== null) {
      clearTimer(reopenTimer);
      reopenTimer = null;
    }
    const next = url();
    close();
    const resumed = everConnected;
    const withSession = !sessionRefused;
    const stream = createEventSource(next, withSession);
    let refused = false;
    source = stream;
    openUrl = next;
    stream.addEventListener('hello', () => {
      if (source !== stream) return;
      failures = 0;
      everConnected = true;
      settleHello();
      if (resumed) void catchUp(next.includes('codes=') ? codesOf(next) : []);
      if (missedUserEvents) {
        missedUserEvents = false;
        userEventKinds.forEach(tellUser);
      }
    });
    stream.addEventListener('quote', (event) => {
      if (source !== stream) return;
      try {
        accept(JSON.parse(event.data) as StreamQuote);
      } catch {
        // A malformed event is skipped; the next one carries the full state.
      }
    });
    stream.addEventListener('resync', (event) => {
      if (source !== stream) return;
      let id: string | null = null;
      try {
        id = (JSON.parse(event.data) as { lastEventId?: string }).lastEventId ?? null;
      } catch {
        id = null;
      }
      resync(id);
    });
    stream.addEventListener('user', (event) => {
      if (source !== stream) return;
      let kind: unknown;
      try {
        kind = (JSON.parse(event.data) as { kind?: unknown }).kind;
      } catch {
        return;
      }
      if (isUserEventKind(kind)) tellUser(kind);
    });
    stream.addEventListener('refused', () => {
      if (source === stream) refused = true;
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      // EventSource retries by itself (sending Last-Event-ID) unless the stream is closed for good.
      if (stream.readyState !== CLOSED) return;
      if (refused && withSession) {
        // At once and without the session: the splash still waits for this stream's hello.
        sessionRefused = true;
        open();
        return;
      }
      close();
      missedUserEvents = true;
      settleHello(new Error('stream_unavailable'));
      const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)] ?? 30_000;
      failures += 1;
      if (!paused) reopenTimer = setTimer(() => open(), delay);
    });
  }

  function codesOf(text: string): string[] {
    const query = text.slice(text.indexOf('?') + 1);
    return (new URLSearchParams(query).get('codes') ?? '').split(',').filter(Boolean);
  }

  /** Reopens the stream when the subscriptions ask for a different query. */
  function scheduleResubscribe() {
    if (paused || source === null) return;
    if (reopenTimer !== null) clearTimer(reopenTimer);
    reopenTimer = setTimer(() => {
      reopenTimer = null;
      if (!paused && url() !== openUrl) open();
    }, resubscribeDelayMs);
  }

  return {
    /** Opens the stream (if it is not open) and resolves at the server's `hello`; the splash's "connecting" step. */
    connect(timeoutMs = helloTimeoutMs): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimer(() => {
          helloWaiters = helloWaiters.filter((waiter) => waiter.resolve !== done);
          close();
          reject(new Error('stream_unavailable'));
        }, timeoutMs);
        function done() {
          clearTimer(timer);
          resolve();
        }
        helloWaiters.push({
          resolve: done,
          reject: (error) => {
            clearTimer(timer);
            reject(error);
          },
        });
        paused = false;
        open();
      });
    },

    /** Adds a view's symbols; returns the unsubscribe. */
    subscribe(subscription: QuoteSubscription): () => void {
      subscriptions.add(subscription);
      scheduleResubscribe();
      return () => {
        subscriptions.delete(subscription);
        scheduleResubscribe();
      };
    },

    /** The newest quote the stream delivered for a symbol. */
    latest(key: QuoteKey): StreamQuote | undefined {
      return latest.get(key);
    },

    /** Called when quotes may have been missed for good: refetch them. */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },

    /**
     * Called with each `user` event: the signed-in account's area to read again. They are not replayed: once the stream
     * is back after being down (dropped, or paused with the tab hidden), the listener is called with every kind.
     */
    onUserEvent(listener: (kind: UserEventKind) => void): () => void {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },

    /** Opens the stream afresh (its headers name another session now); nothing while it is paused or not yet open. */
    reopen() {
      sessionRefused = false;
      if (!paused && everConnected) open();
    },

    /** Stops the stream while the tab is hidden; `resume` reopens it and catches up. */
    pause() {
      if (paused) return;
      paused = true;
      missedUserEvents = true;
      if (reopenTimer !== null) clearTimer(reopenTimer);
      reopenTimer = null;
      close();
    },
    resume() {
      if (!paused) return;
      paused = false;
      if (everConnected) open();
    },

    /** The current stream address (for tests and diagnostics). */
    get url(): string | null {
      return openUrl;
    },
  };
}

export type QuoteStream = ReturnType<typeof createQuoteStream>;

/** The signed-in session's headers: on the stream they add the account's `user` events. */
function sessionHeaders(): Record<string, string> {
  const session = getSession();
  return session ? { token: session.token, account: session.account } : {};
}

let shared: QuoteStream | null = null;
let replayCall: QuoteStreamOptions['replay'];

/** The catch-up call for reopened streams; set by the markets routes (which load the API client anyway). */
export function setStreamReplay(replay: NonNullable<QuoteStreamOptions['replay']>): void {
  replayCall = replay;
}

/** The tab's one stream. */
export function getQuoteStream(): QuoteStream {
  if (!shared) {
    shared = createQuoteStream({
      replay: (lastEventId, codes) => replayCall?.(lastEventId, codes) ?? Promise.reject(),
    });
    if (typeof document !== 'undefined') {
      const stream = shared;
      // Signing in or out changes what the stream carries: it is opened again with the new session's headers.
      onSessionChange(() => stream.reopen());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') stream.pause();
        else stream.resume();
      });
    }
  }
  return shared;
}

/**
 * Opens the tab's one push stream and resolves when the server's `hello` arrives (the splash's "connecting to the
 * host" step). Views then subscribe to quotes on the same stream.
 */
export function connectStream(): Promise<void> {
  return getQuoteStream().connect();
}
