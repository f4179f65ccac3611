import type { Market, MarketDataProvider, QuoteBatch, QuoteSnapshot } from '../provider.ts';
import { ReplayBuffer, type BufferedEvent, type Channel } from './replay.ts';

/*
 * The push hub: one provider subscription, fanned out to every open stream.
 *
 * Changes are coalesced per code and published as `quote` events on two clocks paced by the provider's batches:
 * the list frame (4 a second) publishes the latest snapshot of every code that changed since the previous list
 * frame; the focus frame (10 a second) does the same for the codes some stream has in focus. Every published
 * event takes the next id from one counter and goes into the replay buffer, so a stream's events are in id order
 * and a resume replays exactly what the stream would have received. Each event is serialised once and the same
 * string is written to every recipient; a recipient whose unsent bytes pass the limit is dropped.
 *
 * A stream opened with a session also carries `user` events for its user (`deliverUser`, fed by events/cluster.ts
 * from every process on the database): no id and no replay, as they only say which area to read again.
 */

export interface PushHubOptions {
  provider: MarketDataProvider;
  /** For ids and the buffer's age limit. */
  now: () => number;
  listIntervalMs?: number;
  focusIntervalMs?: number;
  heartbeatMs?: number;
  /** Unsent bytes a stream may have before it is dropped. */
  maxQueueBytes?: number;
  bufferEvents?: number;
  bufferMs?: number;
}

export const LIST_INTERVAL_MS = 250;
export const FOCUS_INTERVAL_MS = 100;
export const HEARTBEAT_MS = 15_000;
export const MAX_QUEUE_BYTES = 256 * 1024;

export interface Subscription {
  market?: Market | undefined;
  codes?: readonly string[] | undefined;
  focus?: string | undefined;
}

/** Where a stream's bytes go: a socket (or a web stream in tests without one). */
export interface StreamSink {
  /** Queues a chunk; returns the bytes now waiting to be sent. */
  write(chunk: string): number;
  /** Ends the response and frees the connection. */
  close(): void;
}

export interface PushClient {
  readonly id: number;
  readonly market: Market | undefined;
  readonly codes: ReadonlySet<string>;
  readonly focus: string | undefined;
  readonly sink: StreamSink;
  /** The signed-in user and session of a stream opened with a session. */
  readonly user: { userId: bigint; sessionId: bigint } | undefined;
  /** Chunks waiting for the end of the current frame. */
  pending: string[];
  closed: boolean;
}

export interface HubStats {
  clients: number;
  published: number;
  /** Quote events written to streams (live and replayed). */
  delivered: number;
  evicted: number;
}

const sse = (event: string, data: string, id?: string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

export class PushHub {
  readonly buffer: ReplayBuffer;
  private readonly clients = new Set<PushClient>();
  private readonly listByCode = new Map<string, Set<PushClient>>();
  private readonly focusByCode = new Map<string, Set<PushClient>>();
  private readonly wholeMarket = new Map<Market, Set<PushClient>>();
  private readonly byUser = new Map<bigint, Set<PushClient>>();
  private readonly pendingList = new Map<string, QuoteSnapshot>();
  private readonly pendingFocus = new Map<string, QuoteSnapshot>();
  private readonly touched = new Set<PushClient>();
  private listSlot = -1;
  private focusSlot = -1;
  private nextClientId = 1;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly stats: HubStats = { clients: 0, published: 0, delivered: 0, evicted: 0 };
  readonly listIntervalMs: number;
  readonly focusIntervalMs: number;
  readonly heartbeatMs: number;
  readonly maxQueueBytes: number;

  constructor(private readonly options: PushHubOptions) {
    this.listIntervalMs = options.listIntervalMs ?? LIST_INTERVAL_MS;
    this.focusIntervalMs = options.focusIntervalMs ?? FOCUS_INTERVAL_MS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.maxQueueBytes = options.maxQueueBytes ?? MAX_QUEUE_BYTES;
    // Ids carry the start time, so an id from before a restart is older than anything here (resync), never
    // mistaken for a new one.
    this.buffer = new ReplayBuffer({
      firstId: BigInt(options.now()) * 1000n,
      maxEvents: options.bufferEvents ?? 50_000,
      maxAgeMs: options.bufferMs ?? 5 * 60_000,
    });
    this.unsubscribe = options.provider.subscribe((batch) => this.onBatch(batch));
  }

  get snapshotStats(): HubStats {
    return { ...this.stats, clients: this.clients.size };
  }

  /** Stops listening to the provider and closes every stream. */
  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    for (const client of [...this.clients]) this.remove(client, true);
    this.stopHeartbeat();
  }

  /**
   * Opens a stream: `hello`, then (with `lastEventId`) the missed events or `resync`, then live events. All of
   * it happens before the next frame can run, so nothing is missed or sent twice.
   */
  connect(
    subscription: Subscription,
    sink: StreamSink,
    lastEventId: string | undefined,
    user?: { userId: bigint; sessionId: bigint },
  ): PushClient {
    const client: PushClient = {
      id: this.nextClientId++,
      market: subscription.market,
      codes: new Set(subscription.codes ?? []),
      focus: subscription.focus,
      sink,
      user,
      pending: [],
      closed: false,
    };
    const serverTime = JSON.stringify({ serverTime: new Date(this.options.now()).toISOString() });
    const chunks = [sse('hello', serverTime)];
    if (lastEventId !== undefined) {
      const replay = this.buffer.after(BigInt(lastEventId));
      if (replay === 'resync') chunks.push(sse('resync', JSON.stringify({ lastEventId: String(this.buffer.lastId) })));
      else {
        for (const event of replay) {
          if (this.wants(client, event)) {
            chunks.push(event.frame);
            this.stats.delivered += 1;
          }
        }
      }
    }
    this.clients.add(client);
    for (const code of client.codes) addTo(this.listByCode, code, client);
    // A market without codes: every instrument and index of it.
    if (client.codes.size === 0 && client.market) addTo(this.wholeMarket, client.market, client);
    if (client.focus !== undefined) addTo(this.focusByCode, client.focus, client);
    if (user) addTo(this.byUser, user.userId, client);
    this.send(client, chunks.join(''));
    this.startHeartbeat();
    return client;
  }

  /** Forgets a stream (its connection closed, or it was dropped). */
  remove(client: PushClient, closeSink = false): void {
    if (!this.clients.delete(client)) return;
    client.closed = true;
    for (const code of client.codes) removeFrom(this.listByCode, code, client);
    if (client.market) removeFrom(this.wholeMarket, client.market, client);
    if (client.focus !== undefined) removeFrom(this.focusByCode, client.focus, client);
    if (client.user) removeFrom(this.byUser, client.user.userId, client);
    if (closeSink) client.sink.close();
    if (this.clients.size === 0) this.stopHeartbeat();
  }

  /** Sends a `user` event to the user's streams (`all`: every signed-in stream); answers how many got it. */
  deliverUser(userId: bigint | 'all', kind: string): number {
    const recipients =
      userId === 'all' ? [...this.byUser.values()].flatMap((set) => [...set]) : this.byUser.get(userId);
    if (!recipients) return 0;
    const chunk = sse('user', JSON.stringify({ kind }));
    let sent = 0;
    for (const client of [...recipients]) {
      this.send(client, chunk);
      sent += 1;
    }
    return sent;
  }

  /**
   * Ends the streams of a user's sessions (or of one session) when they are revoked: the client reconnects and,
   * without a valid session, gets quotes only.
   */
  endSessions(match: { userId?: bigint; sessionId?: bigint }): void {
    const candidates =
      match.userId !== undefined
        ? [...(this.byUser.get(match.userId) ?? [])]
        : [...this.byUser.values()].flatMap((set) => [...set]);
    for (const client of candidates) {
      if (match.sessionId === undefined || client.user?.sessionId === match.sessionId) this.remove(client, true);
    }
  }

  /** Whether a buffered event is one this stream receives (the same rule live and on resume). */
  private wants(client: PushClient, event: BufferedEvent): boolean {
    if (client.market && event.market !== client.market) return false;
    if (event.channel === 'focus') return client.focus === event.code;
    if (client.focus === event.code) return false;
    return client.codes.size === 0 ? client.market !== undefined : client.codes.has(event.code);
  }

  private send(client: PushClient, chunk: string): void {
    if (client.closed) return;
    let queued: number;
    try {
      queued = client.sink.write(chunk);
    } catch {
      this.remove(client, true);
      return;
    }
    if (queued > this.maxQueueBytes) {
      // Cannot keep up: drop it rather than let its queue grow. It reconnects with Last-Event-ID.
      this.stats.evicted += 1;
      this.remove(client, true);
    }
  }

  private onBatch(batch: QuoteBatch): void {
    for (const quote of batch.quotes) {
      const key = `${quote.market}:${quote.code}`;
      this.pendingList.set(key, quote);
      if (this.focusByCode.has(quote.code)) this.pendingFocus.set(key, quote);
    }
    const t = batch.time.getTime();
    const focusSlot = Math.floor(t / this.focusIntervalMs);
    if (focusSlot !== this.focusSlot) {
      this.focusSlot = focusSlot;
      this.frame('focus', this.pendingFocus);
    }
    const listSlot = Math.floor(t / this.listIntervalMs);
    if (listSlot !== this.listSlot) {
      this.listSlot = listSlot;
      this.frame('list', this.pendingList);
    }
    // One write per stream per batch, whatever the frames added.
    for (const client of this.touched) {
      const chunk = client.pending.length === 1 ? client.pending[0]! : client.pending.join('');
      client.pending = [];
      this.send(client, chunk);
    }
    this.touched.clear();
  }

  private frame(channel: Channel, pending: Map<string, QuoteSnapshot>): void {
    if (pending.size === 0) return;
    const now = this.options.now();
    for (const quote of pending.values()) {
      const event = this.buffer.publish(channel, quote, now);
      this.stats.published += 1;
      const recipients = channel === 'focus' ? this.focusByCode.get(quote.code) : this.listByCode.get(quote.code);
      if (recipients) for (const client of recipients) this.queue(client, event);
      if (channel === 'list') {
        const whole = this.wholeMarket.get(quote.market);
        if (whole) for (const client of whole) this.queue(client, event);
      }
    }
    pending.clear();
  }

  private queue(client: PushClient, event: BufferedEvent): void {
    if (!this.wants(client, event)) return;
    client.pending.push(event.frame);
    this.touched.add(client);
    this.stats.delivered += 1;
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const chunk = sse('heartbeat', JSON.stringify({ serverTime: new Date(this.options.now()).toISOString() }));
      for (const client of [...this.clients]) this.send(client, chunk);
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

function addTo<K>(index: Map<K, Set<PushClient>>, key: K, client: PushClient): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(client);
}

function removeFrom<K>(index: Map<K, Set<PushClient>>, key: K, client: PushClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}
