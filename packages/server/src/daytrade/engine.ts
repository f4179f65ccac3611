/**
 * The day-trade pass on the market clock: it matches working day-trade orders against the simulator's prices and, at
 * each session's end, closes everything still open. The running server runs a pass on each market tick (as the cash
 * orders' matching engine does); tests call `pass()` after moving their clock.
 *
 * - Matching: whole fills; a limit order fills at the current price once the price reaches its limit, a market order
 *   at the next price; nothing matches outside continuous trading (before 09:00, the lunch break, the closing
 *   auction 15:25–15:30).
 * - The session's end (15:30 Tokyo, or midnight Tokyo on the always-open clock): for every trading day whose end has
 *   passed and that still has something open, one transaction under that day's row in `daytrade_session_closes`
 *   (locked FOR UPDATE, so two processes on one database close a day once): each working order that the closing
 *   price crosses fills at it (a closing auction's day), the others fail with `session_ended`; then every open
 *   position is closed at the closing price by an auto-close order; then debts are collected from cash. The closing
 *   price is the simulator's price at the end's instant, so a server that was down at the close catches up on its
 *   first pass with that day's closing price.
 */
import type { Clock } from '../clock.ts';
import type { Db, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import { crosses, type EngineOptions } from '../trading/matching.ts';
import { closedByAuction, matchesNow, type TradingDeps } from '../trading/market.ts';
import { lockTrader } from '../trading/store.ts';
import { daytradeConfig } from './config.ts';
import { autoClose, failOrder, fillOrder } from './fills.ts';
import { collectDebts } from './ledger.ts';
import { lastEndedSession } from './session.ts';
import type { OrderSide } from './figures.ts';

interface WorkingOrder {
  id: bigint;
  user_id: bigint;
  code: string;
  side: OrderSide;
  price: bigint | null;
  closes_at: Date;
}

export interface DaytradePassResult {
  /** Sessions whose end this pass handled (trading days, `YYYY-MM-DD`). */
  sessionsClosed: string[];
  filled: number;
  failed: number;
  autoClosed: number;
}

export interface SessionCloseResult {
  filled: number;
  failed: number;
  autoClosed: number;
}

/** A market buy takes any price up to the limit-up (as a cash market buy does); the quote gives the bound. */
async function boundOf(marketData: MarketDataProvider, order: WorkingOrder, at: Date): Promise<ScaledPrice | null> {
  if (order.price !== null || order.side === 'sell') return order.price;
  const quote = await marketData.quote('jpy', order.code, at);
  return quote?.limitUp ? parsePrice(quote.limitUp) : parsePrice(quote?.price ?? '0');
}

/**
 * Ends one trading day's session: working orders filled at the closing price when it crosses them (a day that ended
 * with a closing auction) or failed `session_ended`; every open position closed at the closing price; debts collected.
 * One transaction, under the day's row lock, with every affected user locked first in ascending order.
 */
export async function closeSession(
  db: Db,
  marketData: MarketDataProvider,
  day: { date: string; endsAt: Date },
  alwaysOpen: boolean,
  now: Date,
): Promise<SessionCloseResult> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO daytrade_session_closes (trade_date, closes_at, first_run_at, last_run_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (trade_date) DO NOTHING`,
      [day.date, day.endsAt, now],
    );
    await tx.query('SELECT 1 FROM daytrade_session_closes WHERE trade_date = $1 FOR UPDATE', [day.date]);
    const users = await tx.query<{ user_id: bigint }>(
      `SELECT user_id FROM daytrade_orders WHERE trade_date = $1 AND state IN ('submitted', 'in_progress')
       UNION SELECT user_id FROM daytrade_positions WHERE trade_date = $1 AND state = 'open'
       UNION SELECT user_id FROM daytrade_debts WHERE settled_at IS NULL
       ORDER BY user_id`,
      [day.date],
    );
    for (const { user_id } of users) await lockTrader(tx, user_id);

    const closes = new Map<string, ScaledPrice | null>();
    const closeOf = async (code: string) => {
      if (!closes.has(code)) {
        const quote = await marketData.quote('jpy', code, day.endsAt);
        closes.set(code, quote ? parsePrice(quote.price) : null);
      }
      return closes.get(code) ?? null;
    };
    const auction = closedByAuction('jpy', day.endsAt, alwaysOpen);
    const result: SessionCloseResult = { filled: 0, failed: 0, autoClosed: 0 };

    const working = await tx.query<WorkingOrder>(
      `SELECT id, user_id, code, side, price, closes_at FROM daytrade_orders
        WHERE trade_date = $1 AND state IN ('submitted', 'in_progress') ORDER BY id`,
      [day.date],
    );
    for (const order of working) {
      const close = await closeOf(order.code);
      if (auction && close !== null && crosses(order.side, await boundOf(marketData, order, day.endsAt), close)) {
        if (await fillOrder(tx, marketData, order.id, order.user_id, close, day.endsAt)) result.filled += 1;
      } else if (
        await failOrder(tx, order.id, order.user_id, close === null ? 'price_unavailable' : 'session_ended', day.endsAt)
      ) {
        result.failed += 1;
      }
    }

    const config = await daytradeConfig(tx);
    const rates = { commission: config.commissionRate, interest: config.interestRate };
    const open = await tx.query<{ id: bigint; code: string; entry_price: bigint }>(
      `SELECT id, code, entry_price FROM daytrade_positions WHERE trade_date = $1 AND state = 'open' ORDER BY id`,
      [day.date],
    );
    for (const position of open) {
      // No price at the close (the simulator always has one): the position is closed at its entry price, flat.
      const close = (await closeOf(position.code)) ?? position.entry_price;
      if (await autoClose(tx, position.id, close, rates, day.endsAt)) result.autoClosed += 1;
    }

    for (const { user_id } of users) await collectDebts(tx, user_id, now);
    await tx.query(
      `UPDATE daytrade_session_closes SET last_run_at = $2, orders_filled = orders_filled + $3,
              orders_failed = orders_failed + $4, positions_closed = positions_closed + $5
        WHERE trade_date = $1`,
      [day.date, now, result.filled, result.failed, result.autoClosed],
    );
    return result;
  });
}

export class DaytradeEngine {
  private running: Promise<DaytradePassResult> | undefined;
  private pending = true;
  private lastPassAt = Number.NEGATIVE_INFINITY;
  /** The earliest session end among what was open at the last pass: a pass runs then even when idle. */
  private nextEnd = Number.NEGATIVE_INFINITY;
  /** The last pass left orders waiting for Tokyo to match again (before the open, the lunch break, the auction). */
  private waitingForOpen = false;
  /** The last session end this process has recorded (the day row exists). */
  private lastRecordedEnd: string | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly deps: TradingDeps & { clock: Clock },
    private readonly options: EngineOptions = {},
  ) {}

  /** Resolves once it has tried to lead (with several processes on one database; at once otherwise). */
  start(): Promise<void> {
    if (this.unsubscribe) return Promise.resolve();
    this.unsubscribe = this.deps.marketData.subscribe(() => this.onTick());
    return this.options.leadership?.tryLead() ?? Promise.resolve();
  }

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
    const at = this.deps.clock.now();
    const now = at.getTime();
    const due =
      now >= this.nextEnd ||
      now - this.lastPassAt >= (this.options.idlePollMs ?? 5_000) ||
      (this.waitingForOpen && matchesNow('jpy', at, this.deps.alwaysOpen));
    if (!this.pending && !due) return;
    this.pass().catch((error: unknown) => console.error('day-trade pass failed:', error));
  }

  /** One pass now (after the one under way, if any). */
  pass(): Promise<DaytradePassResult> {
    if (this.running) return this.running.catch(() => undefined).then(() => this.pass());
    const run = this.runPass().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async runPass(): Promise<DaytradePassResult> {
    const { db, marketData, alwaysOpen, clock } = this.deps;
    const now = clock.now();
    this.lastPassAt = now.getTime();
    this.pending = false;
    this.waitingForOpen = false;
    const result: DaytradePassResult = { sessionsClosed: [], filled: 0, failed: 0, autoClosed: 0 };

    // Sessions that ended with something still open (also the ones that ended while the server was down), and the
    // latest ended session once, so its row is written and debts are collected even on a day nothing was open.
    const ended = await db.query<{ trade_date: string; closes_at: Date }>(
      `SELECT trade_date::text AS trade_date, MIN(closes_at) AS closes_at FROM (
         SELECT trade_date, closes_at FROM daytrade_orders WHERE state IN ('submitted', 'in_progress') AND closes_at <= $1
         UNION ALL SELECT trade_date, closes_at FROM daytrade_positions WHERE state = 'open' AND closes_at <= $1
       ) due GROUP BY trade_date ORDER BY trade_date`,
      [now],
    );
    const days = ended.map((d) => ({ date: d.trade_date, endsAt: d.closes_at }));
    const latest = lastEndedSession(now, alwaysOpen);
    if (latest && latest.date !== this.lastRecordedEnd && !days.some((d) => d.date === latest.date)) {
      const [row] = await db.query('SELECT 1 FROM daytrade_session_closes WHERE trade_date = $1', [latest.date]);
      if (!row) days.push(latest);
      else this.lastRecordedEnd = latest.date;
    }
    for (const day of days.sort((a, b) => (a.date < b.date ? -1 : 1))) {
      const closed = await closeSession(db, marketData, day, alwaysOpen, now);
      result.sessionsClosed.push(day.date);
      result.filled += closed.filled;
      result.failed += closed.failed;
      result.autoClosed += closed.autoClosed;
      if (day.date === latest?.date) this.lastRecordedEnd = latest.date;
    }

    const working = await db.query<WorkingOrder>(
      `SELECT id, user_id, code, side, price, closes_at FROM daytrade_orders
        WHERE state IN ('submitted', 'in_progress') ORDER BY id`,
    );
    this.nextEnd = Math.min(
      ...working.map((o) => o.closes_at.getTime()),
      await this.earliestOpenPositionEnd(),
      Number.POSITIVE_INFINITY,
    );
    if (working.length === 0 || !matchesNow('jpy', now, alwaysOpen)) {
      // No query on each tick while Tokyo does not match: the first tick it does runs the next pass.
      this.waitingForOpen = working.length > 0;
      return result;
    }
    const prices = new Map<string, ScaledPrice | null>();
    for (const order of working) {
      if (order.closes_at.getTime() <= now.getTime()) continue;
      if (!prices.has(order.code)) {
        const quote = await marketData.quote('jpy', order.code, now);
        prices.set(order.code, quote ? parsePrice(quote.price) : null);
      }
      const price = prices.get(order.code) ?? null;
      if (price === null || !crosses(order.side, await boundOf(marketData, order, now), price)) continue;
      try {
        const filled = await db.transaction((tx: Tx) => fillOrder(tx, marketData, order.id, order.user_id, price, now));
        if (filled) result.filled += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(`day-trade order ${order.id} failed to fill:`, error);
      }
    }
    this.pending = true;
    return result;
  }

  private async earliestOpenPositionEnd(): Promise<number> {
    const [row] = await this.deps.db.query<{ at: Date | null }>(
      `SELECT MIN(closes_at) AS at FROM daytrade_positions WHERE state = 'open'`,
    );
    return row?.at ? row.at.getTime() : Number.POSITIVE_INFINITY;
  }
}
