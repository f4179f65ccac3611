import type { Clock } from '../clock.ts';
import type { Leadership, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import type { Market, MessageCode } from '../market/types.ts';
import { fillOrder } from './fills.ts';
import { closedByAuction, matchesNow, type TradingDeps } from './market.ts';
import { finishOrder } from './orders.ts';
import { findOrder, lockTrader } from './store.ts';

interface WorkingOrder {
  id: bigint;
  user_id: bigint;
  market: Market;
  code: string;
  side: 'buy' | 'sell';
  price: bigint | null;
  bound_price: bigint | null;
  expires_at: Date;
}

export interface PassResult {
  /** Open orders when the pass began. */
  working: number;
  filled: number;
  expired: number;
  rejected: number;
}

/**
 * Whether an order takes a price: a buy at or under its bound (the limit; a market buy's limit-up or US collar), a
 * sell at or over its limit (a market sell at any price). Day-trade orders cross by the same rule (daytrade/).
 */
export function crosses(side: 'buy' | 'sell', boundPrice: ScaledPrice | null, price: ScaledPrice): boolean {
  if (side === 'buy') return boundPrice !== null && price <= boundPrice;
  return boundPrice === null || price >= boundPrice;
}

/** `wait`: its market is matching and the price does not cross, or (`closed`) its market is not matching now. */
type Decision = { kind: 'wait'; closed: boolean } | { kind: 'fill'; price: ScaledPrice; at: Date } | { kind: 'expire' };

/**
 * Matches working orders against the simulator's prices. The running server calls a pass on each market tick (every
 * 100 ms); tests call `pass()` after moving the clock. One pass runs at a time, each fill in its own transaction; with
 * no working orders a tick costs nothing (no query) until an order is placed, or every `idlePollMs` for orders placed
 * by another process on the same database. Orders that wait only for their market to open (overnight, the lunch
 * break, the closing auction) cost no query either: the next pass runs on the first tick their market matches, or at
 * the earliest expiry among them.
 *
 * - Limit orders fill at the current price when it is at or better than the limit; market orders at the next price
 *   (a US market buy only inside its 5 % collar). Orders fill whole: the simulated book is deep enough for one order.
 * - Day orders expire at the close. Tokyo's closing auction (15:25–15:30) matches nothing until 15:30, when every
 *   working order that the closing price crosses fills at it; the rest expire.
 */
/** How an engine on the market's ticks (this one, and the day-trade engine) runs its passes. */
export interface EngineOptions {
  /** A pass at least this often with nothing pending (5 s). */
  idlePollMs?: number;
  /**
   * With several processes on one database, only the leader runs the passes on its ticks (each fill is safe under
   * row locks anyway, but every process scanning every working order on every tick costs N times).
   */
  leadership?: Leadership;
}

export class MatchingEngine {
  private running: Promise<PassResult> | undefined;
  /** Orders may be working: placed since the last pass, or left over by it. */
  private pending = true;
  private lastPassAt = Number.NEGATIVE_INFINITY;
  /** Markets whose orders the last pass left waiting for the market to match again. */
  private closedMarkets: readonly Market[] = [];
  /** The earliest expiry among the orders the last pass left working. */
  private nextExpiry = Number.POSITIVE_INFINITY;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly deps: TradingDeps & { clock: Clock },
    private readonly options: EngineOptions = {},
  ) {}

  /**
   * Runs a pass on every market tick from now on; resolves once it has tried to lead (with several processes on one
   * database; at once otherwise).
   */
  start(): Promise<void> {
    if (this.unsubscribe) return Promise.resolve();
    this.unsubscribe = this.deps.marketData.subscribe(() => this.onTick());
    return this.options.leadership?.tryLead() ?? Promise.resolve();
  }

  /** Stops listening and waits for a pass under way. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.idle();
    await this.options.leadership?.close();
  }

  /** An order was placed: the next tick matches. */
  notify(): void {
    this.pending = true;
  }

  /** Resolves when no pass is running. */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private onTick(): void {
    if (this.running) return;
    const { leadership } = this.options;
    if (leadership && !leadership.leading) {
      void leadership.tryLead();
      return;
    }
    const now = this.deps.clock.now();
    const due =
      this.pending ||
      now.getTime() - this.lastPassAt >= (this.options.idlePollMs ?? 5_000) ||
      now.getTime() >= this.nextExpiry ||
      this.closedMarkets.some((market) => matchesNow(market, now, this.deps.alwaysOpen));
    if (!due) return;
    this.pass().catch((error: unknown) => console.error('matching pass failed:', error));
  }

  /** One matching pass now (after the one under way, if any). */
  pass(): Promise<PassResult> {
    if (this.running) return this.running.catch(() => undefined).then(() => this.pass());
    const run = this.runPass().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async runPass(): Promise<PassResult> {
    const { db, marketData, alwaysOpen, clock } = this.deps;
    const now = clock.now();
    this.lastPassAt = now.getTime();
    this.pending = false;
    this.closedMarkets = [];
    this.nextExpiry = Number.POSITIVE_INFINITY;
    const orders = await db.query<WorkingOrder>(
      `SELECT id, user_id, market, code, side, price, bound_price, expires_at FROM trade_orders
       WHERE status IN ('working', 'partially_filled') ORDER BY id`,
    );
    const result: PassResult = { working: orders.length, filled: 0, expired: 0, rejected: 0 };
    if (orders.length === 0) return result;

    const quotes = new Map<string, ScaledPrice | null>();
    const priceAt = async (order: WorkingOrder, at: Date, cache: boolean): Promise<ScaledPrice | null> => {
      const key = `${order.market}:${order.code}`;
      if (cache && quotes.has(key)) return quotes.get(key) ?? null;
      const quote = await marketData.quote(order.market, order.code, at);
      const price = quote ? parsePrice(quote.price) : null;
      if (cache) quotes.set(key, price);
      return price;
    };
    const decide = async (order: WorkingOrder): Promise<Decision> => {
      if (now.getTime() >= order.expires_at.getTime()) {
        if (closedByAuction(order.market, order.expires_at, alwaysOpen)) {
          const close = await priceAt(order, order.expires_at, false);
          if (close !== null && crosses(order.side, order.bound_price, close))
            return { kind: 'fill', price: close, at: order.expires_at };
        }
        return { kind: 'expire' };
      }
      if (!matchesNow(order.market, now, alwaysOpen)) return { kind: 'wait', closed: true };
      const price = await priceAt(order, now, true);
      return price !== null && crosses(order.side, order.bound_price, price)
        ? { kind: 'fill', price, at: now }
        : { kind: 'wait', closed: false };
    };

    // What the next pass waits for: the next tick (an order waits on a moving price, or failed and is tried again),
    // or only its market's next match or the earliest expiry.
    let again = false;
    const closed = new Set<Market>();
    let nextExpiry = Number.POSITIVE_INFINITY;
    for (const order of orders) {
      const decision = await decide(order);
      if (decision.kind === 'wait') {
        if (decision.closed) closed.add(order.market);
        else again = true;
        nextExpiry = Math.min(nextExpiry, order.expires_at.getTime());
        continue;
      }
      try {
        if (decision.kind === 'fill') {
          if (await db.transaction((tx) => fillOrder(tx, order.id, order.user_id, decision.price, decision.at))) {
            result.filled += 1;
          }
        } else if (await db.transaction((tx) => endOrder(tx, order, 'expired', now))) result.expired += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) {
          console.error(`matching order ${order.id} failed:`, error);
          again = true;
          continue;
        }
        // A rule refused the fill (a leveraged sale the cash cannot cover): the order ends, rejected, and says why.
        if (await db.transaction((tx) => endOrder(tx, order, 'rejected', now, error.code))) result.rejected += 1;
      }
    }
    if (again) this.pending = true;
    this.closedMarkets = [...closed];
    this.nextExpiry = nextExpiry;
    return result;
  }
}

async function endOrder(
  tx: Tx,
  working: WorkingOrder,
  status: 'expired' | 'rejected',
  at: Date,
  reason: MessageCode | null = null,
): Promise<boolean> {
  await lockTrader(tx, working.user_id);
  const order = await findOrder(tx, working.id, true);
  if (!order || (order.status !== 'working' && order.status !== 'partially_filled')) return false;
  await finishOrder(tx, order, status, at, reason);
  return true;
}
