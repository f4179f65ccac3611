/**
 * Currency exchange between the user's cash in the nine currencies of the contract. A quote fixes the rate for
 * `QUOTE_TTL_MS` and holds nothing; converting it is one ledger transfer in the transaction that also holds the
 * Idempotency-Key record and marks the quote used:
 *
 *   user's cash in A  −amount      house desk in A  +(amount − fee)    house fees in A  +fee (when any)
 *   house desk in B   −received    user's cash in B +received
 *
 * so every currency's entries sum to zero. Every rounding is down, in minor units of the currency it lands in:
 *
 *   rate        = mid × (1 − spread / 100), rounded down at the mid's six significant digits
 *   received    = (amount − fee) × rate, rounded down to B's minor unit (JPY, KRW, VND: whole units; others: 0.01)
 *   spread cost = (amount − fee) × mid, rounded down the same way, − received
 *
 * The dollar and yuan cash are the very wallets US and China orders buy with and their sales pay into.
 */
import { randomBytes } from 'node:crypto';
import type { ResponseData } from '@kabuto/api-client';
import { assertAccountCan } from '../accounts/restrictions.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { pageResult, type Page, type PageRequest } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE, isCurrency, type Currency } from '../ledger/accounts.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount, transfer, type TransferEntry } from '../ledger/ledger.ts';
import { openWallet, walletBalances } from '../ledger/wallets.ts';
import { DecimalFormatError, formatMinor, minorUnitExponent, parseDecimal } from '../money.ts';
import { timeText } from '../offerings/common.ts';
import { hundredthsOf, percentText } from '../trading/figures.ts';
import { lockTrader } from '../trading/store.ts';
import { convertAt, customerRate, midRate, rateText, type Rate, type RateSource } from './rates.ts';

export type ExchangeRateView = ResponseData<'/exchange/rates'>[number];
export type ExchangeQuoteView = ResponseData<'/exchange/quote'>;
export type ExchangeRecordView = ResponseData<'/exchange/convert'>;
export type CurrencyBalanceView = ResponseData<'/exchange/balances'>[number];

/** How long a quote can be converted. */
export const QUOTE_TTL_MS = 30_000;
/** The exchange fee in the source currency: none (the spread is the desk's whole charge, disclosed). */
export const EXCHANGE_FEE = 0n;
/** The spread when the config has none readable (migration 0003's default). */
const DEFAULT_SPREAD = 25;

export interface ExchangeDeps {
  db: Db;
  rates: RateSource;
}

export interface ExchangeCall {
  user: SessionUser;
  now: Date;
  idempotencyKey: string | undefined;
}

/** The operator's spread (`exchange_spread_percent`) in hundredths of a percent. */
export async function spreadOf(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ value: string }>(`SELECT value FROM config WHERE name = 'exchange_spread_percent'`);
  const spread = hundredthsOf(row?.value ?? '');
  return spread === undefined || spread >= 10_000 ? DEFAULT_SPREAD : spread;
}

function currencyField(text: string | undefined, field: string, fallback?: Currency): Currency {
  if (text === undefined && fallback !== undefined) return fallback;
  if (text === undefined || !isCurrency(text)) throw invalidParameter([{ field, rule: 'enum' }]);
  return text;
}

/** listExchangeRates: from `from` (default JPY) to every other currency, mid, spread and customer rate. */
export async function listRates(deps: ExchangeDeps, form: Form, now: Date): Promise<ExchangeRateView[]> {
  const from = currencyField(form.from, 'from', 'JPY');
  const spread = await spreadOf(deps.db);
  const { values, asOf } = deps.rates.valuesAt(now);
  const rates: ExchangeRateView[] = [];
  for (const to of values.keys()) {
    if (to === from) continue;
    const mid = midRate(values, from, to);
    if (!mid) continue;
    rates.push({
      from,
      to,
      mid: rateText(mid),
      spread: percentText(spread),
      rate: rateText(customerRate(mid, spread)),
      asOf: timeText('jpy', asOf),
    });
  }
  return rates;
}

/** The figures of converting `amount` minor units of `from` into `to` at `mid` less `spread`. */
export interface Conversion {
  mid: Rate;
  rate: Rate;
  fee: bigint;
  received: bigint;
  spreadCost: bigint;
}

export function conversionOf(amount: bigint, from: Currency, to: Currency, mid: Rate, spread: number): Conversion {
  const rate = customerRate(mid, spread);
  const net = amount - EXCHANGE_FEE;
  const fromExp = minorUnitExponent(from);
  const toExp = minorUnitExponent(to);
  const received = convertAt(net, rate, fromExp, toExp);
  const atMid = convertAt(net, mid, fromExp, toExp);
  return { mid, rate, fee: EXCHANGE_FEE, received, spreadCost: atMid - received };
}

interface QuoteRow {
  id: string;
  user_id: bigint;
  from_currency: Currency;
  to_currency: Currency;
  amount: bigint;
  fee: bigint;
  amount_received: bigint;
  spread_cost: bigint;
  mid: string;
  rate: string;
  spread_hundredths: number;
  as_of: Date;
  expires_at: Date;
  used_at: Date | null;
}

function quoteView(q: QuoteRow): ExchangeQuoteView {
  return {
    quoteId: q.id,
    from: q.from_currency,
    to: q.to_currency,
    amount: formatMinor(q.amount, q.from_currency),
    mid: q.mid,
    spread: percentText(q.spread_hundredths),
    rate: q.rate,
    fee: formatMinor(q.fee, q.from_currency),
    spreadCost: formatMinor(q.spread_cost, q.to_currency),
    amountReceived: formatMinor(q.amount_received, q.to_currency),
    asOf: timeText('jpy', q.as_of),
    expiresAt: timeText('jpy', q.expires_at),
  };
}

async function availableOf(tx: Queryable, userId: bigint, currency: Currency): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    `SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash' AND currency = $2`,
    [userId, currency],
  );
  return row?.balance ?? 0n;
}

/**
 * quoteExchange: fixes the rate for `amount` of `from` into `to` for 30 seconds. Refused when the currencies are the
 * same, the amount exceeds the available `from` balance, there is no rate, or it would receive nothing.
 */
export async function quoteExchange(deps: ExchangeDeps, user: SessionUser, form: Form, now: Date) {
  const from = currencyField(form.from, 'from');
  const to = currencyField(form.to, 'to');
  let amount: bigint;
  try {
    amount = parseDecimal(form.amount ?? '', from);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
    throw error;
  }
  if (amount <= 0n) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
  if (from === to) throw new ApiError(422, 'exchange_same_currency');
  const { values, asOf } = deps.rates.valuesAt(now);
  const mid = midRate(values, from, to);
  if (!mid) throw new ApiError(422, 'price_unavailable');
  if (amount > (await availableOf(deps.db, user.userId, from))) throw new ApiError(422, 'insufficient_balance');
  const spread = await spreadOf(deps.db);
  const c = conversionOf(amount, from, to, mid, spread);
  // Too small to receive a single minor unit of `to`: nothing to convert.
  if (c.received <= 0n) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
  const id = `QT${randomBytes(10).toString('hex')}`;
  const [row] = await deps.db.query<QuoteRow>(
    `INSERT INTO exchange_quotes (id, user_id, from_currency, to_currency, amount, fee, amount_received, spread_cost,
                                  mid, rate, spread_hundredths, as_of, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      id,
      user.userId,
      from,
      to,
      amount,
      c.fee,
      c.received,
      c.spreadCost,
      rateText(c.mid),
      rateText(c.rate),
      spread,
      asOf,
      new Date(now.getTime() + QUOTE_TTL_MS),
    ],
  );
  return quoteView(row!);
}

interface ConversionRow {
  id: bigint;
  quote_id: string;
  from_currency: Currency;
  to_currency: Currency;
  amount: bigint;
  fee: bigint;
  amount_received: bigint;
  mid: string;
  rate: string;
  spread_hundredths: number;
  converted_at: Date;
}

function recordView(r: ConversionRow): ExchangeRecordView {
  return {
    id: String(r.id),
    quoteId: r.quote_id,
    from: r.from_currency,
    to: r.to_currency,
    amount: formatMinor(r.amount, r.from_currency),
    mid: r.mid,
    spread: percentText(r.spread_hundredths),
    rate: r.rate,
    fee: formatMinor(r.fee, r.from_currency),
    amountReceived: formatMinor(r.amount_received, r.to_currency),
    convertedAt: timeText('jpy', r.converted_at),
  };
}

/** The entries of one conversion: `from` out of the user's cash into the desk, `to` out of the desk to the user. */
async function conversionEntries(tx: Tx, q: QuoteRow) {
  const fromWallet = await openWallet(tx, q.user_id, q.from_currency);
  const toWallet = await openWallet(tx, q.user_id, q.to_currency);
  const entries: TransferEntry[] = [
    { accountId: fromWallet.available, amount: -q.amount },
    { accountId: await houseAccount(tx, HOUSE.exchange, q.from_currency), amount: q.amount - q.fee },
    { accountId: await houseAccount(tx, HOUSE.exchange, q.to_currency), amount: -q.amount_received },
    { accountId: toWallet.available, amount: q.amount_received },
  ];
  if (q.fee > 0n) entries.push({ accountId: await houseAccount(tx, HOUSE.fees, q.from_currency), amount: q.fee });
  return entries;
}

/**
 * convertExchange: executes the user's own unexpired, unused quote exactly as quoted. Under the user's row lock (as
 * orders and withdrawals), so concurrent conversions cannot together spend more than the balance; the quote's row
 * lock makes it convert once.
 */
export async function convertExchange(deps: ExchangeDeps, call: ExchangeCall, form: Form): Promise<ExchangeRecordView> {
  const { user, now } = call;
  assertAccountCan(user, 'move_money');
  return deps.db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'convertExchange',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockTrader(tx, user.userId);
        const [q] = await tx.query<QuoteRow>('SELECT * FROM exchange_quotes WHERE id = $1 FOR UPDATE', [
          form.quote_id ?? '',
        ]);
        if (!q || q.user_id !== user.userId) throw new ApiError(404, 'not_found');
        if (q.used_at !== null || now.getTime() > q.expires_at.getTime()) throw new ApiError(422, 'quote_expired');
        const transferId = await transfer(tx, {
          kind: 'exchange',
          memo: `exchange ${q.from_currency} → ${q.to_currency} at ${q.rate} (quote ${q.id})`,
          at: now,
          entries: await conversionEntries(tx, q),
        });
        await tx.query('UPDATE exchange_quotes SET used_at = $2 WHERE id = $1', [q.id, now]);
        const [row] = await tx.query<ConversionRow>(
          `INSERT INTO exchange_conversions (user_id, quote_id, from_currency, to_currency, amount, fee,
                                             amount_received, mid, rate, spread_hundredths, transfer_id, converted_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
          [
            user.userId,
            q.id,
            q.from_currency,
            q.to_currency,
            q.amount,
            q.fee,
            q.amount_received,
            q.mid,
            q.rate,
            q.spread_hundredths,
            transferId,
            now,
          ],
        );
        return recordView(row!);
      },
    ),
  );
}

/** getExchangeBalances: available and frozen (held) cash in each of the nine currencies, zero where never used. */
export async function exchangeBalances(tx: Tx, userId: bigint): Promise<CurrencyBalanceView[]> {
  const balances = await walletBalances(tx, userId, { allCurrencies: true });
  return balances.map((b) => ({
    currency: b.currency as Currency,
    available: formatMinor(b.available, b.currency),
    frozen: formatMinor(b.held, b.currency),
  }));
}

/** listExchanges: the user's conversions, newest first, optionally those from or to `currency`. */
export async function listExchanges(
  tx: Queryable,
  userId: bigint,
  form: Form,
  page: PageRequest,
): Promise<Page<ExchangeRecordView>> {
  const currency = form.currency === undefined ? null : currencyField(form.currency, 'currency');
  const where = `user_id = $1 AND ($2::text IS NULL OR from_currency = $2 OR to_currency = $2)`;
  const rows = await tx.query<ConversionRow>(
    `SELECT * FROM exchange_conversions WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [userId, currency, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM exchange_conversions WHERE ${where}`, [
    userId,
    currency,
  ]);
  return pageResult(page, rows.map(recordView), count?.n ?? 0);
}
