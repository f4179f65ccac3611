import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, minorUnitExponent, parseDecimal } from '../src/money.ts';
import { simulatedRateSource, VALUE_SCALE } from '../src/exchange/rates.ts';
import { userIdOf } from './helpers/accounts.ts';
import { engines } from './helpers/engines.ts';
import { exchangeApi, exchangeFingerprint, type ExchangeQuote, type ExchangeRecord } from './helpers/exchange.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { dataOf, key } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket } from './helpers/trading.ts';

const CURRENCIES = ['JPY', 'USD', 'CNY', 'HKD', 'TWD', 'THB', 'MYR', 'KRW', 'VND'];
/** The default spread (migration 0003), in hundredths of a percent. */
const SPREAD = 25n;

/** An independent recomputation of a quote: six significant digits of the mid, rounded down everywhere. */
function expectedQuote(at: Date, from: string, to: string, amount: string) {
  const { values } = simulatedRateSource(1).valuesAt(at);
  const f = values.get(from as never)!;
  const tv = values.get(to as never)!;
  let decimals = 0n;
  while (decimals < 12n && (f * 10n ** decimals) / tv < 100_000n) decimals += 1n;
  const mid = (f * 10n ** decimals) / tv;
  const rate = (mid * (10_000n - SPREAD)) / 10_000n;
  const a = parseDecimal(amount, from);
  const scale = (x: bigint) =>
    (a * x * 10n ** BigInt(minorUnitExponent(to))) / (10n ** BigInt(minorUnitExponent(from)) * 10n ** decimals);
  const text = (x: bigint) => {
    const digits = x.toString().padStart(Number(decimals) + 1, '0');
    return decimals === 0n ? digits : `${digits.slice(0, -Number(decimals))}.${digits.slice(-Number(decimals))}`;
  };
  const received = scale(rate);
  return {
    mid: text(mid),
    rate: text(rate),
    amountReceived: formatMinor(received, to),
    spreadCost: formatMinor(scale(mid) - received, to),
    received,
  };
}

describe.each(engines())('currency exchange on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let ex: ReturnType<typeof exchangeApi>;
  beforeAll(async () => {
    t = await startTestServer(engine, { marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)) });
    ex = exchangeApi(t);
  });
  afterAll(() => t.close());

  const everything = async () => ({ ledger: await stateFingerprint(t.db), exchange: await exchangeFingerprint(t.db) });
  const refused = async (res: Promise<{ status: number; body: { msg?: string } }>, status: number, msg: string) => {
    const before = await everything();
    const answer = await res;
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await everything(), `${msg} changed something`).toEqual(before);
  };
  const house = async (currency: string) => {
    const [row] = await t.db.query<{ balance: bigint }>(
      `SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_exchange' AND currency = $1`,
      [currency],
    );
    return row!.balance;
  };
  const cash = async (headers: Record<string, string>, currency: string) =>
    parseDecimal((await ex.balances(headers)).get(currency)!.available, currency);

  it('rates: from JPY (default) to the eight others, mid and customer rate from the simulator, the disclosed spread', async () => {
    const user = await t.newUser();
    const rates = dataOf<{ from: string; to: string; mid: string; spread: string; rate: string }[]>(
      await t.api.post('/exchange/rates', {}, user.headers),
    );
    expect(rates.map((r) => r.to).sort()).toEqual(CURRENCIES.filter((c) => c !== 'JPY').sort());
    for (const r of rates) {
      const expected = expectedQuote(t.clock.now(), 'JPY', r.to, '1');
      expect(r).toMatchObject({ from: 'JPY', mid: expected.mid, rate: expected.rate, spread: '0.25' });
    }
    // Plausible: a dollar is worth ¥140–160, a won under a yen.
    const usd = dataOf<{ to: string; mid: string }[]>(
      await t.api.post('/exchange/rates', { from: 'USD' }, user.headers),
    ).find((r) => r.to === 'JPY')!;
    expect(Number(usd.mid)).toBeGreaterThan(140);
    expect(Number(usd.mid)).toBeLessThan(160);
    // Deterministic: the same instant gives the same rates; they move with time.
    const again = dataOf<typeof rates>(await t.api.post('/exchange/rates', {}, user.headers));
    expect(again).toEqual(rates);
    const values = simulatedRateSource(1);
    const later = values.valuesAt(new Date(t.clock.now().getTime() + 3_600_000)).values.get('USD')!;
    expect(later).not.toBe(values.valuesAt(t.clock.now()).values.get('USD'));
    expect(later / VALUE_SCALE).toBeGreaterThan(140n);
  });

  it('balances list the nine currencies in order, zero where never used; the opening paper money is there', async () => {
    const user = await t.newUser();
    const balances = [...(await ex.balances(user.headers)).values()];
    expect(balances.map((b) => b.currency)).toEqual(CURRENCIES);
    expect(balances.slice(0, 3).map((b) => b.available)).toEqual(['1000000', '10000.00', '100000.00']);
    expect(balances.find((b) => b.currency === 'KRW')).toEqual({ currency: 'KRW', available: '0', frozen: '0' });
    expect(balances.find((b) => b.currency === 'HKD')).toEqual({ currency: 'HKD', available: '0.00', frozen: '0.00' });
  });

  it('quotes: mid, spread, rate, fee, spread cost and received exact and rounded down; refusals change nothing', async () => {
    const user = await t.newUser();
    for (const [from, to, amount] of [
      ['JPY', 'USD', '1000000'],
      ['JPY', 'KRW', '123457'],
      ['USD', 'JPY', '1234.56'],
      ['CNY', 'VND', '999.99'],
      ['JPY', 'HKD', '7'],
    ] as const) {
      const q = await ex.quoted(user.headers, from, to, amount);
      const expected = expectedQuote(t.clock.now(), from, to, amount);
      expect(q).toMatchObject({
        from,
        to,
        amount,
        fee: formatMinor(0n, from),
        spread: '0.25',
        mid: expected.mid,
        rate: expected.rate,
        amountReceived: expected.amountReceived,
        spreadCost: expected.spreadCost,
      });
      expect(Date.parse(q.expiresAt) - Date.parse(t.clock.now().toISOString())).toBe(30_000);
    }
    await refused(ex.quote(user.headers, 'JPY', 'JPY', '100'), 422, 'exchange_same_currency');
    await refused(ex.quote(user.headers, 'JPY', 'USD', '1000001'), 422, 'insufficient_balance');
    await refused(ex.quote(user.headers, 'HKD', 'JPY', '1.00'), 422, 'insufficient_balance');
    await refused(ex.quote(user.headers, 'JPY', 'USD', '100.5'), 400, 'invalid_parameter');
    // ¥1 is not a cent: nothing would be received.
    await refused(ex.quote(user.headers, 'JPY', 'USD', '1'), 400, 'invalid_parameter');
    await refused(ex.quote(user.headers, 'JPY', 'XXX', '100'), 400, 'invalid_parameter');
  });

  it('converts a quote in one transfer through the desk: every currency balances; history and records show it', async () => {
    const user = await t.newUser();
    const q = await ex.quoted(user.headers, 'JPY', 'USD', '1000000');
    const received = parseDecimal(q.amountReceived, 'USD');
    const [deskJpy, deskUsd] = [await house('JPY'), await house('USD')];
    const k = key();
    const res = await ex.convert(user.headers, q.quoteId, k);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = dataOf<ExchangeRecord>(res);
    expect(record).toMatchObject({ quoteId: q.quoteId, from: 'JPY', to: 'USD', amount: '1000000', rate: q.rate });
    expect(record.amountReceived).toBe(q.amountReceived);
    expect(await cash(user.headers, 'JPY')).toBe(0n);
    expect(await cash(user.headers, 'USD')).toBe(1_000_000n + received);
    expect([(await house('JPY')) - deskJpy, (await house('USD')) - deskUsd]).toEqual([1_000_000n, -received]);
    const [transfer] = await t.db.query<{ n: bigint }>(
      `SELECT COUNT(DISTINCT t.id)::bigint AS n FROM ledger_transfers t JOIN exchange_conversions c ON c.transfer_id = t.id
       WHERE c.user_id = $1 AND t.kind = 'exchange'`,
      [await userIdOf(t.db, user.account)],
    );
    expect(transfer!.n).toBe(1n);

    // A replay with the key returns the same conversion and moves nothing; another key cannot use the quote again.
    const before = await everything();
    expect((await ex.convert(user.headers, q.quoteId, k)).body).toEqual(res.body);
    expect(await everything()).toEqual(before);
    await refused(ex.convert(user.headers, q.quoteId), 422, 'quote_expired');
    await refused(
      t.api.post('/exchange/convert', { quote_id: 'QTother' }, { ...user.headers, 'Idempotency-Key': k }),
      409,
      'idempotency_conflict',
    );

    const history = dataOf<{ items: ExchangeRecord[]; total: number }>(
      await t.api.post('/exchange/history', { currency: 'USD' }, user.headers),
    );
    expect(history.items).toEqual([record]);
    expect(
      dataOf<{ total: number }>(await t.api.post('/exchange/history', { currency: 'KRW' }, user.headers)).total,
    ).toBe(0);
    const records = dataOf<{ items: { type: string; amount: string; currency: string }[] }>(
      await t.api.post('/record/list', { type: 'exchange' }, user.headers),
    ).items;
    expect(records.map((r) => [r.currency, r.amount]).sort()).toEqual(
      [
        ['JPY', '-1000000'],
        ['USD', q.amountReceived],
      ].sort(),
    );
  });

  it('an expired quote, another user’s quote and a balance spent since the quote are refused, changing nothing', async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const q = await ex.quoted(user.headers, 'JPY', 'CNY', '500000');
    await refused(ex.convert(other.headers, q.quoteId), 404, 'not_found');
    await refused(ex.convert(user.headers, 'QTnothing'), 404, 'not_found');
    t.clock.advance(30_001);
    await refused(ex.convert(user.headers, q.quoteId), 422, 'quote_expired');
    const a = await ex.quoted(user.headers, 'JPY', 'USD', '600000');
    const b = await ex.quoted(user.headers, 'JPY', 'CNY', '600000');
    expect((await ex.convert(user.headers, a.quoteId)).status).toBe(200);
    await refused(ex.convert(user.headers, b.quoteId), 422, 'insufficient_balance');
    // Still within its 30 seconds at exactly the expiry instant.
    const c = await ex.quoted(user.headers, 'JPY', 'USD', '1000');
    t.clock.advance(30_000);
    expect((await ex.convert(user.headers, c.quoteId)).status).toBe(200);
  });

  it('100 concurrent conversions over one balance: exactly the ones the balance covers', async () => {
    const user = await t.newUser();
    // ¥1,000,000 covers 13 conversions of ¥75,000 (975,000); the other 87 are refused.
    const quotes: ExchangeQuote[] = [];
    for (let i = 0; i < 100; i += 1) quotes.push(await ex.quoted(user.headers, 'JPY', i % 2 ? 'USD' : 'CNY', '75000'));
    const results = await Promise.all(quotes.map((q) => ex.convert(user.headers, q.quoteId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(13);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.msg}`))).toEqual(
      new Set(['422 insufficient_balance']),
    );
    expect(await cash(user.headers, 'JPY')).toBe(25_000n);
    const received = results
      .filter((r) => r.status === 200)
      .map((r) => dataOf<ExchangeRecord>(r))
      .reduce(
        (sum, r) => ({ ...sum, [r.to]: (sum[r.to] ?? 0n) + parseDecimal(r.amountReceived, r.to) }),
        {} as Record<string, bigint>,
      );
    expect(await cash(user.headers, 'USD')).toBe(1_000_000n + (received.USD ?? 0n));
    expect(await cash(user.headers, 'CNY')).toBe(10_000_000n + (received.CNY ?? 0n));
  });

  it('dollars from exchange buy a US stock, and the proceeds convert back to yen', async () => {
    const user = await t.newUser();
    const userId = await userIdOf(t.db, user.account);
    await t.db.query(`UPDATE users SET real_name_status = 'verified' WHERE id = $1`, [userId]);
    market.pin('usd', 'AAPL', '250.00');
    // $10,000 of opening paper money is not enough for 60 shares ($15,000): ¥1,000,000 more in dollars is.
    const q = await ex.quoted(user.headers, 'JPY', 'USD', '1000000');
    expect((await ex.convert(user.headers, q.quoteId)).status).toBe(200);
    const dollars = await cash(user.headers, 'USD');
    expect(dollars).toBeGreaterThan(1_500_000n);
    const order = await t.api.post(
      '/trade/placeOrder',
      {
        type: 'usd',
        stock_code: 'AAPL',
        side: 'buy',
        order_type: 'limit',
        price: '250',
        quantity: '60',
        client_order_id: key(),
      },
      { ...user.headers, 'Idempotency-Key': key() },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    t.clock.advance(1_000);
    await t.app.matching.pass();
    const [position] = await t.db.query<{ id: bigint; quantity: bigint }>(
      `SELECT id, quantity FROM trade_positions WHERE user_id = $1 AND market = 'usd' AND closed_at IS NULL`,
      [userId],
    );
    expect(position?.quantity).toBe(60n);
    expect(await cash(user.headers, 'USD')).toBeLessThan(dollars - 1_500_000n + 1n);
    // Sold, and the dollars back to yen.
    const close = await t.api.post(
      '/position/close',
      { position_id: String(position!.id), quantity: '60', client_order_id: key() },
      { ...user.headers, 'Idempotency-Key': key() },
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    t.clock.advance(1_000);
    await t.app.matching.pass();
    const after = await cash(user.headers, 'USD');
    expect(after).toBeGreaterThan(dollars - 100_000n);
    const back = await ex.quoted(user.headers, 'USD', 'JPY', formatMinor(after, 'USD'));
    expect((await ex.convert(user.headers, back.quoteId)).status).toBe(200);
    expect(await cash(user.headers, 'USD')).toBe(0n);
    expect(await cash(user.headers, 'JPY')).toBe(parseDecimal(back.amountReceived, 'JPY'));
  });
});
