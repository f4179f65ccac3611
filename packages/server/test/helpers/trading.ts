import type { Queryable } from '../../src/db/db.ts';
import type { Clock } from '../../src/clock.ts';
import type { TestClock } from './clock.ts';
import type { MarketClockMode } from '../../src/config/env.ts';
import type {
  CandleQuery,
  CandleSeries,
  IndexQuote,
  Market,
  MarketDataProvider,
  QuoteListener,
  StockQuote,
} from '../../src/market/provider.ts';
import { createSimulator } from '../../src/market/simulator/index.ts';

/** Marks a user's real name verified (placing orders needs it), as the identity review will. */
export async function verifyRealName(db: Queryable, account: string): Promise<void> {
  await db.query(`UPDATE users SET real_name_status = 'verified', real_name = 'テスト 太郎' WHERE account = $1`, [
    account,
  ]);
}

/** What a refused trading request must leave as it was: every order, fill, position and allocation. */
export async function tradingFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || status || ':' || filled_quantity, ',' ORDER BY id) FROM trade_orders)
              AS orders,
            (SELECT COUNT(*) FROM trade_fills)::bigint AS fills,
            (SELECT string_agg(id || ':' || quantity || ':' || locked_quantity || ':' || borrowed, ',' ORDER BY id)
             FROM trade_positions) AS positions,
            (SELECT COUNT(*) FROM trade_order_allocations)::bigint AS allocations,
            (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM ledger_holds) AS holds`,
  );
  return row;
}

/**
 * The simulator with prices a test can pin: every quote is the simulator's (previous close, limits, phase), except
 * that a pinned code answers the pinned price. Pinned prices must be on tick and inside the day's limits.
 */
export class PinnedMarket implements MarketDataProvider {
  readonly simulator;
  private readonly pins = new Map<string, string | null>();
  private readonly listeners = new Set<QuoteListener>();

  constructor(
    private readonly clock: Clock,
    marketClock: MarketClockMode,
  ) {
    this.simulator = createSimulator({ clock, alwaysOpen: marketClock === 'always-open' });
  }

  /** Pins a code's price (`null`: the market has no price for it; `undefined` unpins it). */
  pin(market: Market, code: string, price: string | null | undefined): void {
    if (price === undefined) this.pins.delete(`${market}:${code}`);
    else this.pins.set(`${market}:${code}`, price);
  }

  private pinned(quote: StockQuote): StockQuote | null {
    const price = this.pins.get(`${quote.market}:${quote.code}`);
    if (price === null) return null;
    return price === undefined ? quote : { ...quote, price };
  }

  async quote(market: Market, code: string, at?: Date): Promise<StockQuote | null | undefined> {
    const quote = await this.simulator.quote(market, code, at);
    return quote ? this.pinned(quote) : quote;
  }

  async quotes(market: Market, codes: readonly string[], at?: Date): Promise<StockQuote[]> {
    return (await this.simulator.quotes(market, codes, at)).flatMap((q) => this.pinned(q) ?? []);
  }

  async marketQuotes(market: Market, at?: Date): Promise<StockQuote[]> {
    return (await this.simulator.marketQuotes(market, at)).flatMap((q) => this.pinned(q) ?? []);
  }

  indexQuotes(market: Market, at?: Date): Promise<IndexQuote[]> {
    return this.simulator.indexQuotes(market, at);
  }

  candles(query: CandleQuery, at?: Date): Promise<CandleSeries | undefined> {
    return this.simulator.candles(query, at);
  }

  /** One market tick: the listeners (the matching engine, once started) hear of it. */
  tick(): void {
    const batch = { time: this.clock.now(), quotes: [] };
    for (const listener of this.listeners) listener(batch);
  }

  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {}
  stop(): void {}
}

/**
 * `ticks(n)`: `n` market ticks 100 ms apart on `clock`, as the running server's timer makes them, each answered by
 * `engine` (a pass, or nothing) before the next.
 */
export function ticker(clock: TestClock, market: PinnedMarket, engine: { idle(): Promise<void> }) {
  return async (n: number): Promise<void> => {
    for (let i = 0; i < n; i += 1) {
      clock.advance(100);
      market.tick();
      await engine.idle();
    }
  };
}
