import type { Market, QuoteSnapshot } from '../provider.ts';

export type Channel = 'list' | 'focus';

export interface BufferedEvent {
  id: bigint;
  channel: Channel;
  market: Market;
  code: string;
  at: number;
  /** The whole SSE frame (`id:`, `event: quote`, `data:`), serialised once. */
  frame: string;
  /** The StreamQuoteEvent JSON. */
  data: string;
}

export interface ReplayBufferOptions {
  /** Ids start after this one. */
  firstId: bigint;
  maxEvents: number;
  maxAgeMs: number;
}

/**
 * The last few minutes of published quote events, oldest first, bounded by count and age: a ring of fixed
 * capacity, so memory stays flat whatever the rate.
 */
export class ReplayBuffer {
  private readonly ring: (BufferedEvent | undefined)[];
  private head = 0;
  private size = 0;
  private last: bigint;
  /** Every id at or below this one has left the buffer (or never existed). */
  private floor: bigint;

  constructor(private readonly options: ReplayBufferOptions) {
    this.ring = new Array<BufferedEvent | undefined>(options.maxEvents);
    this.last = options.firstId;
    this.floor = options.firstId;
  }

  get lastId(): bigint {
    return this.last;
  }

  get length(): number {
    return this.size;
  }

  publish(channel: Channel, quote: QuoteSnapshot, now: number): BufferedEvent {
    this.expire(now);
    this.last += 1n;
    const id = String(this.last);
    const data = JSON.stringify({ eventId: id, ...quote });
    const event: BufferedEvent = {
      id: this.last,
      channel,
      market: quote.market,
      code: quote.code,
      at: now,
      frame: `id: ${id}\nevent: quote\ndata: ${data}\n\n`,
      data,
    };
    if (this.size === this.ring.length) this.dropOldest();
    this.ring[(this.head + this.size) % this.ring.length] = event;
    this.size += 1;
    return event;
  }

  private dropOldest(): void {
    const oldest = this.ring[this.head];
    if (oldest) this.floor = oldest.id;
    this.ring[this.head] = undefined;
    this.head = (this.head + 1) % this.ring.length;
    this.size -= 1;
  }

  private expire(now: number): void {
    while (this.size > 0 && (this.ring[this.head]?.at ?? now) < now - this.options.maxAgeMs) this.dropOldest();
  }

  private at(i: number): BufferedEvent {
    return this.ring[(this.head + i) % this.ring.length]!;
  }

  /**
   * The events after `id`, oldest first; 'resync' when some of them have left the buffer or the id is not one
   * this buffer has given out.
   */
  after(id: bigint): BufferedEvent[] | 'resync' {
    if (id < this.floor || id > this.last) return 'resync';
    // Binary search for the first event with a greater id.
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.at(mid).id <= id) lo = mid + 1;
      else hi = mid;
    }
    const out: BufferedEvent[] = [];
    for (let i = lo; i < this.size; i += 1) out.push(this.at(i));
    return out;
  }
}
