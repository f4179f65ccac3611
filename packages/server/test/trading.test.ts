import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFigures } from '../src/ledger/balances.ts';
import { HOUSE } from '../src/ledger/accounts.ts';
import { balanceOf, houseAccount } from '../src/ledger/ledger.ts';
import { walletBalances } from '../src/ledger/wallets.ts';
import { createUser } from '../src/auth/users.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_INVITE_CODE, DEMO_OPERATOR, DEMO_USER, DEMO_VERIFIED_USER, seedDemoData } from '../src/seed.ts';
import { operatorHeaders, restrictDirectly, userIdOf } from './helpers/accounts.ts';
import { DAY, TestClock } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { amountOf, ceilDiv, commission, minorOf, moneyText, stepPrice } from './helpers/money.ts';
import { startTestServer, type ApiResponse, type TestServer } from './helpers/server.ts';
import { PinnedMarket, tradingFingerprint, verifyRealName } from './helpers/trading.ts';

interface Quote {
  price: string;
  previousClose: string;
  limitUp: string | null;
  limitDown: string | null;
}
interface Preview {
  price: string;
  lastPrice: string;
  tickSize: string;
  leverage: string;
  leverageChoices: string[];
  principal: string;
  marginRequired: string;
  fee: string;
  tax: string;
  total: string;
  holdAmount: string;
  feeRule: { rate: string; minimum: string; stampDutyRate: string };
  availableBalance: string;
  availableAfter: string;
  limitUp: string | null;
  limitDown: string | null;
  withinPriceLimits: boolean;
  phase: string;
  checks: string[];
  currency: string;
}
interface Order {
  id: string;
  clientOrderId: string;
  status: string;
  price: string | null;
  quantity: number;
  filledQuantity: number;
  averageFillPrice: string | null;
  heldAmount: string;
  filledAmount: string;
  fee: string;
  tax: string;
  leverage: string;
  expiresAt: string;
  rejectReason: string | null;
}
interface OrderDetail extends Order {
  positionIds: string[];
  fills: { price: string; quantity: number; amount: string; fee: string; tax: string; settlementDate: string }[];
}
interface Position {
  id: string;
  status: string;
  quantity: number;
  sellableQuantity: number;
  buyPrice: string;
  cost: string;
  currentPrice: string;
  marketValue: string;
  leverage: string;
  originalMargin: string;
  borrowed: string;
  equity: string;
  maintenanceMargin: string;
  marginStatus: string;
  unrealizedPnl: string;
  unrealizedPnlRate: string;
  buyFee: string;
  lockupDays: number;
  lockupUntil: string | null;
  sellableFrom: string;
  sellPrice: string | null;
  sellTime: string | null;
  realizedPnl: string | null;
}
interface Trader {
  account: string;
  password: string;
  id: bigint;
  headers: Record<string, string>;
}
interface RecordItem {
  id: string;
  type: string;
  status: string;
  amount: string;
  currency: string;
  orderNo?: string;
  stockCode?: string;
  market?: string;
}

const YEN = 0;
const CENTS = 2;
const OPENING = { JPY: 1_000_000n, USD: 1_000_000n, CNY: 10_000_000n } as const;

describe.each(engines())('trading on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let sequence = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, { marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)) });
  });
  afterAll(() => t.close());

  const unique = (prefix: string) => `${prefix}-${engine.name}-${(sequence += 1)}`;
  const idem = (user: Trader) => ({ ...user.headers, 'Idempotency-Key': unique('key') });

  async function trader(verified = true): Promise<Trader> {
    const user = await t.newUser();
    if (verified) await verifyRealName(t.db, user.account);
    return {
      account: user.account,
      password: user.password,
      headers: user.headers,
      id: await userIdOf(t.db, user.account),
    };
  }
  /** Moves the clock on; sessions idle for 12 hours end, so the traders sign in again. */
  async function later(ms: number, ...users: Trader[]) {
    t.clock.advance(ms);
    for (const user of users) {
      const login = await t.api.post('/user/login', { account: user.account, password: user.password });
      user.headers = { token: (login.body.data as { token: string }).token, account: user.account };
    }
  }
  const quote = async (type: string, code: string) =>
    (await t.api.post('/market/quote', { type, stock_code: code })).body.data as Quote;
  const preview = async (user: Trader, form: Record<string, string>) => {
    const res = await t.api.post('/trade/previewOrder', form, user.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Preview;
  };
  const place = (user: Trader, form: Record<string, string>) =>
    t.api.post('/trade/placeOrder', { client_order_id: unique('order'), ...form }, idem(user));
  const placed = async (user: Trader, form: Record<string, string>) => {
    const res = await place(user, form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Order;
  };
  const detail = async (user: Trader, id: string) =>
    (await t.api.post('/trade/orderDetail', { order_id: id }, user.headers)).body.data as OrderDetail;
  const position = async (user: Trader, id: string) =>
    (await t.api.post('/position/detail', { position_id: id }, user.headers)).body.data as Position;
  const close = (user: Trader, form: Record<string, string>) =>
    t.api.post('/position/close', { client_order_id: unique('close'), ...form }, idem(user));
  /** A matching pass a tick later. */
  const pass = async () => {
    t.clock.advance(100);
    return t.app.matching.pass();
  };
  const cash = async (user: Trader, currency: string) => {
    const found = (await walletBalances(t.db, user.id)).find((w) => w.currency === currency);
    return { available: found?.available ?? 0n, held: found?.held ?? 0n };
  };
  const fingerprint = async () => ({ ledger: await stateFingerprint(t.db), trading: await tradingFingerprint(t.db) });
  /** Buys at a pinned price and fills: answers the order and the position it opened. */
  async function holding(user: Trader, type: string, code: string, price: string, quantity: string, leverage = '1') {
    market.pin(type as 'jpy', code, price);
    const order = await placed(user, { type, stock_code: code, side: 'buy', order_type: 'market', quantity, leverage });
    await pass();
    const filled = await detail(user, order.id);
    expect(filled.status).toBe('filled');
    return { order: filled, positionId: filled.positionIds[0] ?? '' };
  }
  const expectRefused = (res: ApiResponse, status: number, msg: string) => {
    expect({ status: res.status, msg: res.body.msg }).toEqual({ status, msg });
  };

  describe('the order preview', () => {
    it('Japan, fine tick (TOPIX500): principal half-up, margin up, the minimum fee, nothing held yet', async () => {
      const user = await trader();
      const q = await quote('jpy', '9432');
      const price = stepPrice(q.previousClose, '0.1', 1);
      const p = await preview(user, {
        type: 'jpy',
        stock_code: '9432',
        side: 'buy',
        order_type: 'limit',
        price,
        quantity: '300',
        leverage: '2',
      });
      const principal = amountOf(price, 300, YEN);
      const margin = ceilDiv(principal, 2n);
      const fee = commission(principal, 10n, 100n);
      expect(p).toMatchObject({
        currency: 'JPY',
        price,
        lastPrice: q.price,
        tickSize: '0.1',
        leverage: '2',
        leverageChoices: ['1', '2', '3', '3.3'],
        principal: moneyText(principal, YEN),
        marginRequired: moneyText(margin, YEN),
        fee: moneyText(fee, YEN),
        tax: '0',
        total: moneyText(margin + fee, YEN),
        holdAmount: moneyText(margin + fee, YEN),
        feeRule: { rate: '0.10', minimum: '100', stampDutyRate: '0.00' },
        availableBalance: '1000000',
        availableAfter: moneyText(OPENING.JPY - margin - fee, YEN),
        limitUp: q.limitUp,
        limitDown: q.limitDown,
        withinPriceLimits: true,
        phase: 'open',
        checks: [],
      });
      expect(principal < 100_000n && fee === 100n).toBe(true);
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY, held: 0n });
    });

    it('Japan, coarse tick: a price between ticks is flagged, and leverage 3.3 rounds the margin up', async () => {
      const user = await trader();
      const q = await quote('jpy', '9861');
      const coarse = await preview(user, {
        type: 'jpy',
        stock_code: '9861',
        side: 'buy',
        order_type: 'limit',
        price: `${q.previousClose}.5`,
        quantity: '100',
      });
      expect(coarse.checks).toEqual(['invalid_tick_size']);
      expect(['1', '5', '10']).toContain(coarse.tickSize);
      const p = await preview(user, {
        type: 'jpy',
        stock_code: '9861',
        side: 'buy',
        order_type: 'limit',
        price: q.previousClose,
        quantity: '200',
        leverage: '3.3',
      });
      const principal = amountOf(q.previousClose, 200, YEN);
      expect(p.marginRequired).toBe(moneyText(ceilDiv(principal * 100n, 330n), YEN));
      expect(p.fee).toBe(moneyText(commission(principal, 10n, 100n), YEN));
      expect(p.checks).toEqual([]);
    });

    it('a Japan market buy holds at the day’s limit-up and shows the last price', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const p = await preview(user, {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'market',
        quantity: '100',
      });
      const atLast = amountOf(q.price, 100, YEN);
      const atLimitUp = amountOf(q.limitUp ?? '0', 100, YEN);
      expect(p).toMatchObject({
        price: q.price,
        principal: moneyText(atLast, YEN),
        total: moneyText(atLast + commission(atLast, 10n, 100n), YEN),
        holdAmount: moneyText(atLimitUp + commission(atLimitUp, 10n, 100n), YEN),
      });
    });

    it('US: cents, the $1.00 minimum fee, and a market buy held at the 5 % collar', async () => {
      const user = await trader();
      const q = await quote('usd', 'AAPL');
      const limit = await preview(user, {
        type: 'usd',
        stock_code: 'AAPL',
        side: 'buy',
        order_type: 'limit',
        price: q.previousClose,
        quantity: '3',
      });
      const principal = amountOf(q.previousClose, 3, CENTS);
      expect(limit).toMatchObject({
        currency: 'USD',
        tickSize: '0.01',
        principal: moneyText(principal, CENTS),
        fee: moneyText(commission(principal, 10n, 100n), CENTS),
        feeRule: { rate: '0.10', minimum: '1.00', stampDutyRate: '0.00' },
        availableBalance: '10000.00',
        limitUp: null,
        limitDown: null,
        withinPriceLimits: true,
      });
      const marketBuy = await preview(user, {
        type: 'usd',
        stock_code: 'AAPL',
        side: 'buy',
        order_type: 'market',
        quantity: '3',
      });
      const collar = (minorOf(q.price, CENTS) * 105n) / 100n;
      const held = collar * 3n;
      expect(marketBuy.holdAmount).toBe(moneyText(held + commission(held, 10n, 100n), CENTS));
    });

    it('China: stamp duty on sells only, lots of 100, STAR buys from 200 in steps of 1', async () => {
      const user = await trader();
      const q = await quote('cny', '600519');
      const sell = await preview(user, {
        type: 'cny',
        stock_code: '600519',
        side: 'sell',
        order_type: 'limit',
        price: q.previousClose,
        quantity: '100',
      });
      const principal = amountOf(q.previousClose, 100, CENTS);
      const fee = commission(principal, 10n, 500n);
      const tax = (principal * 5n) / 10_000n;
      expect(sell).toMatchObject({
        currency: 'CNY',
        principal: moneyText(principal, CENTS),
        marginRequired: '0.00',
        fee: moneyText(fee, CENTS),
        tax: moneyText(tax, CENTS),
        total: moneyText(principal - fee - tax, CENTS),
        holdAmount: '0.00',
        feeRule: { rate: '0.10', minimum: '5.00', stampDutyRate: '0.05' },
        checks: ['order_not_holding'],
      });
      const buy = await preview(user, {
        type: 'cny',
        stock_code: '600519',
        side: 'buy',
        order_type: 'limit',
        price: q.previousClose,
        quantity: '150',
      });
      expect(buy).toMatchObject({ tax: '0.00', feeRule: { stampDutyRate: '0.00' } });
      expect(buy.checks).toContain('invalid_lot_size');
      const star = await quote('cny', '688981');
      const starBuy = (quantity: string) =>
        preview(user, {
          type: 'cny',
          stock_code: '688981',
          side: 'buy',
          order_type: 'limit',
          price: star.previousClose,
          quantity,
        });
      expect((await starBuy('150')).checks).toContain('invalid_lot_size');
      expect((await starBuy('201')).checks).not.toContain('invalid_lot_size');
    });
  });

  describe('placing and matching', () => {
    it('a limit buy rests until the price crosses, fills at that price and gives back the unused hold', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const tick = (
        await preview(user, { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' })
      ).tickSize;
      const limit = stepPrice(q.previousClose, tick, -10);
      market.pin('jpy', '7203', q.previousClose);
      const order = await placed(user, {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'limit',
        price: limit,
        quantity: '100',
      });
      const atLimit = amountOf(limit, 100, YEN);
      const hold = atLimit + commission(atLimit, 10n, 100n);
      expect(order).toMatchObject({ status: 'working', heldAmount: moneyText(hold, YEN), filledQuantity: 0 });
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY - hold, held: hold });

      expect(await pass()).toMatchObject({ filled: 0 });
      expect((await detail(user, order.id)).status).toBe('working');

      const fillPrice = stepPrice(limit, tick, -3);
      market.pin('jpy', '7203', fillPrice);
      await pass();
      const filled = await detail(user, order.id);
      const amount = amountOf(fillPrice, 100, YEN);
      const fee = commission(amount, 10n, 100n);
      expect(filled).toMatchObject({
        status: 'filled',
        filledQuantity: 100,
        averageFillPrice: fillPrice,
        heldAmount: '0',
        filledAmount: moneyText(amount, YEN),
        fee: moneyText(fee, YEN),
        fills: [{ price: fillPrice, quantity: 100, amount: moneyText(amount, YEN), fee: moneyText(fee, YEN) }],
      });
      expect(filled.positionIds).toHaveLength(1);
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY - amount - fee, held: 0n });
      market.pin('jpy', '7203', undefined);
    });

    it('a market order fills at the next simulated price', async () => {
      const user = await trader();
      const order = await placed(user, {
        type: 'jpy',
        stock_code: '6758',
        side: 'buy',
        order_type: 'market',
        quantity: '100',
      });
      t.clock.advance(100);
      const next = await market.simulator.quote('jpy', '6758', t.clock.now());
      await t.app.matching.pass();
      const filled = await detail(user, order.id);
      expect(filled).toMatchObject({ status: 'filled', averageFillPrice: next?.price });
      const amount = amountOf(next?.price ?? '0', 100, YEN);
      expect(await cash(user, 'JPY')).toEqual({
        available: OPENING.JPY - amount - commission(amount, 10n, 100n),
        held: 0n,
      });
    });

    it('cancel releases the hold; a finished order is not working; another user’s order is not found', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const order = await placed(user, {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'limit',
        price: q.limitDown ?? '1',
        quantity: '100',
      });
      market.pin('jpy', '7203', q.previousClose);
      const stranger = await trader();
      const before = await fingerprint();
      expectRefused(
        await t.api.post('/trade/cancelOrder', { order_id: order.id }, idem(stranger)),
        404,
        'order_not_found',
      );
      expect(await fingerprint()).toEqual(before);
      const cancelled = await t.api.post('/trade/cancelOrder', { order_id: order.id }, idem(user));
      expect(cancelled.body.data).toMatchObject({ id: order.id, status: 'cancelled', heldAmount: '0' });
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY, held: 0n });
      const again = await fingerprint();
      expectRefused(
        await t.api.post('/trade/cancelOrder', { order_id: order.id }, idem(user)),
        422,
        'order_not_working',
      );
      expect(await fingerprint()).toEqual(again);
      await pass();
      expect((await detail(user, order.id)).status).toBe('cancelled');
      market.pin('jpy', '7203', undefined);
    });

    it('a day order expires at the close and gives its hold back', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      market.pin('jpy', '7203', q.previousClose);
      const order = await placed(user, {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'limit',
        price: q.limitDown ?? '1',
        quantity: '100',
      });
      // The always-open clock closes each market at its midnight.
      expect(order.expiresAt).toMatch(/T00:00:00\+09:00$/);
      await later(Date.parse(order.expiresAt) - t.clock.now().getTime() - 100, user);
      await pass();
      expect((await detail(user, order.id)).status).toBe('expired');
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY, held: 0n });
      market.pin('jpy', '7203', undefined);
    });

    it('a US market buy fills only inside its 5 % collar, and otherwise works until it expires', async () => {
      const user = await trader();
      const q = await quote('usd', 'AAPL');
      market.pin('usd', 'AAPL', q.price);
      const order = await placed(user, {
        type: 'usd',
        stock_code: 'AAPL',
        side: 'buy',
        order_type: 'market',
        quantity: '2',
      });
      const collar = (minorOf(q.price, CENTS) * 105n) / 100n;
      market.pin('usd', 'AAPL', moneyText(collar + 1n, CENTS));
      await pass();
      expect((await detail(user, order.id)).status).toBe('working');
      market.pin('usd', 'AAPL', moneyText(collar, CENTS));
      await pass();
      const filled = await detail(user, order.id);
      expect(filled).toMatchObject({ status: 'filled', averageFillPrice: moneyText(collar, CENTS) });
      const amount = collar * 2n;
      const fee = commission(amount, 10n, 100n);
      expect(await cash(user, 'USD')).toEqual({ available: OPENING.USD - amount - fee, held: 0n });

      const late = await placed(user, {
        type: 'usd',
        stock_code: 'AAPL',
        side: 'buy',
        order_type: 'market',
        quantity: '1',
      });
      market.pin('usd', 'AAPL', moneyText(collar * 2n, CENTS));
      await later(Date.parse(late.expiresAt) - t.clock.now().getTime(), user);
      await pass();
      expect((await detail(user, late.id)).status).toBe('expired');
      expect(await cash(user, 'USD')).toEqual({ available: OPENING.USD - amount - fee, held: 0n });
      market.pin('usd', 'AAPL', undefined);
    });
  });

  describe('refusals change nothing', () => {
    it('answers each rule with its code, in the preview’s checks too', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const buy = { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'limit', quantity: '100' };
      const tick = (await preview(user, { ...buy, order_type: 'market' })).tickSize;
      const cases: [Record<string, string>, number, string][] = [
        [{ ...buy, order_type: 'limit' }, 400, 'invalid_parameter'],
        [{ ...buy, order_type: 'market', price: q.previousClose }, 400, 'invalid_parameter'],
        [{ ...buy, stock_code: '9999', price: q.previousClose }, 404, 'instrument_not_found'],
        [{ ...buy, stock_code: 'AAPL', price: q.previousClose }, 404, 'instrument_not_found'],
        [{ ...buy, price: stepPrice(q.limitUp ?? '0', tick, 1) }, 422, 'price_limit_exceeded'],
        [{ ...buy, price: stepPrice(q.limitDown ?? '0', tick, -1) }, 422, 'price_limit_exceeded'],
        [{ ...buy, price: `${q.previousClose}.5` }, 422, 'invalid_tick_size'],
        [{ ...buy, price: q.previousClose, quantity: '150' }, 422, 'invalid_lot_size'],
        [{ ...buy, price: q.previousClose, leverage: '2.5' }, 422, 'leverage_not_allowed'],
        [{ ...buy, price: q.previousClose, quantity: '10000' }, 422, 'insufficient_available_balance'],
        [{ ...buy, side: 'sell', price: q.previousClose }, 422, 'order_not_holding'],
      ];
      for (const [form, status, code] of cases) {
        const before = await fingerprint();
        expectRefused(await place(user, form), status, code);
        expect(await fingerprint(), code).toEqual(before);
        if (status === 422) expect((await preview(user, form)).checks, code).toContain(code);
      }

      // A sell is never leveraged (no short selling).
      await holding(user, 'jpy', '7203', q.previousClose, '100');
      const before = await fingerprint();
      expectRefused(
        await place(user, { ...buy, side: 'sell', order_type: 'market', leverage: '2' }),
        422,
        'leverage_not_allowed',
      );
      expect(await fingerprint()).toEqual(before);
      market.pin('jpy', '7203', undefined);
    });

    it('needs a verified real name, a price, margin trading for leverage, and an account free to trade', async () => {
      const form = { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' };
      const unverified = await trader(false);
      let before = await fingerprint();
      expectRefused(await place(unverified, form), 422, 'real_name_not_verified');
      expect(await fingerprint()).toEqual(before);

      const user = await trader();
      market.pin('jpy', '7203', null);
      expectRefused(await place(user, form), 422, 'price_unavailable');
      expect((await t.api.post('/trade/previewOrder', form, user.headers)).body.msg).toBe('price_unavailable');
      market.pin('jpy', '7203', undefined);

      const operator = await operatorHeaders(t);
      await t.api.post('/admin/config/update', { name: 'margin_trading_enabled', value: '0' }, operator);
      try {
        expect((await preview(user, { ...form, leverage: '2' })).leverageChoices).toEqual(['1']);
        before = await fingerprint();
        expectRefused(await place(user, { ...form, leverage: '2' }), 422, 'margin_not_enabled');
        expect(await fingerprint()).toEqual(before);
      } finally {
        await t.api.post('/admin/config/update', { name: 'margin_trading_enabled', value: '1' }, operator);
      }

      const frozen = await trader();
      await restrictDirectly(t.db, frozen.account, 'frozen');
      const barred = await trader();
      await restrictDirectly(t.db, barred.account, 'trading_barred');
      before = await fingerprint();
      expectRefused(await place(frozen, form), 403, 'account_frozen');
      expectRefused(await place(barred, form), 403, 'trading_barred');
      expect((await preview(barred, form)).checks).toContain('trading_barred');
      expect(await fingerprint()).toEqual(before);
    });
  });

  describe('idempotency', () => {
    it('the same Idempotency-Key or client order id answers the same order; another body is refused', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const form = {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'limit',
        price: q.limitDown ?? '1',
        quantity: '100',
        client_order_id: unique('same'),
      };
      const headers = idem(user);
      const first = await t.api.post('/trade/placeOrder', form, headers);
      const held = await cash(user, 'JPY');
      const before = await fingerprint();
      const replay = await t.api.post('/trade/placeOrder', form, headers);
      expect(replay.body).toEqual(first.body);
      expect(await fingerprint()).toEqual(before);
      expectRefused(
        await t.api.post('/trade/placeOrder', { ...form, quantity: '200' }, headers),
        409,
        'idempotency_conflict',
      );
      // A new key with the same client order id: the same order, nothing held twice.
      const again = await t.api.post('/trade/placeOrder', form, idem(user));
      expect((again.body.data as Order).id).toBe((first.body.data as Order).id);
      expect(await cash(user, 'JPY')).toEqual(held);
      expectRefused(
        await t.api.post('/trade/placeOrder', { ...form, quantity: '200' }, idem(user)),
        409,
        'duplicate_request',
      );
      expect((await fingerprint()).trading).toEqual(before.trading);
      const orders = await t.db.query('SELECT id FROM trade_orders WHERE user_id = $1', [user.id]);
      expect(orders).toHaveLength(1);
    });
  });

  describe('positions', () => {
    it('closing a cash position posts the realized profit or loss, exact to the yen', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const buyPrice = q.previousClose;
      const { order, positionId } = await holding(user, 'jpy', '7203', buyPrice, '200');
      const bought = amountOf(buyPrice, 200, YEN);
      const buyFee = commission(bought, 10n, 100n);
      expect(order.filledAmount).toBe(moneyText(bought, YEN));

      const tick = (
        await preview(user, { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' })
      ).tickSize;
      const sellPrice = stepPrice(buyPrice, tick, 25);
      market.pin('jpy', '7203', sellPrice);
      const open = await position(user, positionId);
      const value = amountOf(sellPrice, 200, YEN);
      expect(open).toMatchObject({
        status: 'holding',
        quantity: 200,
        sellableQuantity: 200,
        buyPrice,
        cost: moneyText(bought, YEN),
        currentPrice: sellPrice,
        marketValue: moneyText(value, YEN),
        leverage: '1',
        originalMargin: moneyText(bought, YEN),
        borrowed: '0',
        marginStatus: 'not_applicable',
        unrealizedPnl: moneyText(value - bought, YEN),
        buyFee: moneyText(buyFee, YEN),
        realizedPnl: null,
      });
      const list = (await t.api.post('/trade/userstocklist', { type: 'jpy' }, user.headers)).body.data as Record<
        string,
        unknown
      >[];
      expect(list).toEqual([
        expect.objectContaining({
          id: positionId,
          status: 0,
          nowprice: sellPrice,
          stock_num: 200,
          buy_price: buyPrice,
          yingkui: moneyText(value - bought, YEN),
          ccsz: moneyText(value, YEN),
          fdyk: moneyText(value - bought, YEN),
          positionStatus: 'holding',
        }),
      ]);
      const info = (await t.api.post('/user/getUserinfo', {}, user.headers)).body.data as { jpy: string };
      expect(info.jpy).toBe(moneyText(OPENING.JPY - bought - buyFee, YEN));
      // The yen asset panel counts the holding: its cost in frozen assets, its value and floating profit.
      expect(await assetFigures(t.db, user.id)).toMatchObject({
        available: OPENING.JPY - bought - buyFee,
        holdingsCost: bought,
        holdingsValue: value,
        floatingProfit: value - bought,
        frozen: bought,
      });

      const closing = await close(user, { position_id: positionId, quantity: '200' });
      expect(closing.body.data).toMatchObject({ positionId, positionStatus: 'closing', order: { side: 'sell' } });
      expect((await position(user, positionId)).status).toBe('closing');
      await pass();
      const sold = amountOf(sellPrice, 200, YEN);
      const sellFee = commission(sold, 10n, 100n);
      const realized = sold - sellFee - bought - buyFee;
      expect(await position(user, positionId)).toMatchObject({
        status: 'closed',
        quantity: 0,
        sellPrice,
        realizedPnl: moneyText(realized, YEN),
      });
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY + realized, held: 0n });
      const history = (await t.api.post('/trade/userstocklists', { type: 'jpy' }, user.headers)).body.data;
      expect(history).toEqual([
        expect.objectContaining({
          id: positionId,
          status: 2,
          stock_num: 200,
          yingkui: moneyText(realized, YEN),
          lsyk: moneyText(realized, YEN),
          sellPrice,
        }),
      ]);
      expect((await t.api.post('/trade/userstocklist', { type: 'jpy' }, user.headers)).body.data).toEqual([]);
      expect((await t.api.post('/position/summary', { type: 'jpy' }, user.headers)).body.data).toMatchObject({
        positionCount: 0,
        holdingsValue: '0',
      });
      // Closed: nothing more to sell.
      const before = await fingerprint();
      expectRefused(await close(user, { position_id: positionId, quantity: '100' }), 422, 'order_not_holding');
      expect(await fingerprint()).toEqual(before);
      market.pin('jpy', '7203', undefined);
    });

    it('a leveraged position borrows from the house, warns before a margin call, and repays first on sale', async () => {
      const user = await trader();
      const loans = await houseAccount(t.db, 'house_margin_loans', 'JPY');
      const loansBefore = await balanceOf(t.db, loans);
      const q = await quote('jpy', '7203');
      const buyPrice = q.previousClose;
      expect(Number(buyPrice) >= 3000 && Number(buyPrice) < 5000, 'Toyota trades in the ¥1 tick band').toBe(true);
      const { positionId } = await holding(user, 'jpy', '7203', buyPrice, '100', '3.3');
      const cost = amountOf(buyPrice, 100, YEN);
      const margin = ceilDiv(cost * 100n, 330n);
      const borrowed = cost - margin;
      const buyFee = commission(cost, 10n, 100n);
      expect(await balanceOf(t.db, loans)).toBe(loansBefore - borrowed);
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY - margin - buyFee, held: 0n });

      const at = (percent: bigint) => String((BigInt(buyPrice) * percent) / 100n);
      const status = async (price: string) => {
        market.pin('jpy', '7203', price);
        return position(user, positionId);
      };
      const ok = await status(buyPrice);
      expect(ok).toMatchObject({
        leverage: '3.3',
        originalMargin: moneyText(margin, YEN),
        borrowed: moneyText(borrowed, YEN),
        equity: moneyText(cost - borrowed, YEN),
        maintenanceMargin: moneyText(ceilDiv(cost * 20n, 100n), YEN),
        marginStatus: 'ok',
      });
      expect((await status(at(90n))).marginStatus).toBe('warning');
      const call = await status(at(85n));
      const value = amountOf(at(85n), 100, YEN);
      expect(call).toMatchObject({ marginStatus: 'call', equity: moneyText(value - borrowed, YEN) });
      expect(BigInt(call.equity) < BigInt(call.maintenanceMargin)).toBe(true);

      const sellPrice = at(102n);
      market.pin('jpy', '7203', sellPrice);
      await close(user, { position_id: positionId, quantity: '100' });
      await pass();
      const sold = amountOf(sellPrice, 100, YEN);
      const sellFee = commission(sold, 10n, 100n);
      const realized = sold - sellFee - cost - buyFee;
      expect(await position(user, positionId)).toMatchObject({
        status: 'closed',
        realizedPnl: moneyText(realized, YEN),
      });
      expect(await balanceOf(t.db, loans)).toBe(loansBefore);
      expect(await cash(user, 'JPY')).toEqual({ available: OPENING.JPY + realized, held: 0n });
      const records = (await t.api.post('/record/list', { type: 'loan,repayment' }, user.headers)).body.data as {
        items: RecordItem[];
      };
      expect(records.items.map((r) => [r.type, r.amount])).toEqual([
        ['repayment', moneyText(-borrowed, YEN)],
        ['loan', moneyText(borrowed, YEN)],
      ]);
      market.pin('jpy', '7203', undefined);
    });

    it('a partial close leaves the rest open; a working sell shows closing until it is cancelled', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const { positionId } = await holding(user, 'jpy', '7203', q.previousClose, '300', '2');
      const tick = (
        await preview(user, { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' })
      ).tickSize;
      const high = stepPrice(q.previousClose, tick, 50);
      const working = (await close(user, { position_id: positionId, quantity: '100', price: high })).body.data as {
        order: Order;
        positionStatus: string;
      };
      expect(working.positionStatus).toBe('closing');
      expect((await position(user, positionId)).sellableQuantity).toBe(200);
      await pass();
      expect((await detail(user, working.order.id)).status).toBe('working');
      await t.api.post('/trade/cancelOrder', { order_id: working.order.id }, idem(user));
      expect(await position(user, positionId)).toMatchObject({ status: 'holding', sellableQuantity: 300 });

      await close(user, { position_id: positionId, quantity: '100' });
      await pass();
      const rest = await position(user, positionId);
      const cost = amountOf(q.previousClose, 200, YEN);
      expect(rest).toMatchObject({
        status: 'holding',
        quantity: 200,
        cost: moneyText(cost, YEN),
        originalMargin: moneyText(ceilDiv(cost, 2n), YEN),
        borrowed: moneyText(cost - ceilDiv(cost, 2n), YEN),
      });
      // What the position still owes is what the house's margin account still lends it.
      const [owed] = await t.db.query<{ borrowed: bigint }>('SELECT borrowed FROM trade_positions WHERE id = $1', [
        positionId,
      ]);
      expect(owed?.borrowed).toBe(cost - ceilDiv(cost, 2n));
      market.pin('jpy', '7203', undefined);
    });
  });

  describe('market rules', () => {
    it('China T+1: shares bought today are sellable from the next trading day', async () => {
      const user = await trader();
      const q = await quote('cny', '601398');
      const { positionId } = await holding(user, 'cny', '601398', q.previousClose, '100');
      const shanghaiToday = Date.parse(new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10));
      const tomorrow = new Date(shanghaiToday + DAY).toISOString().slice(0, 10);
      expect(await position(user, positionId)).toMatchObject({
        sellableQuantity: 0,
        status: 'holding',
        sellableFrom: tomorrow,
      });
      const before = await fingerprint();
      expectRefused(await close(user, { position_id: positionId, quantity: '100' }), 422, 't_plus_no_sell');
      const sell = { type: 'cny', stock_code: '601398', side: 'sell', order_type: 'market', quantity: '100' };
      expectRefused(await place(user, sell), 422, 't_plus_no_sell');
      expect((await preview(user, sell)).checks).toEqual(['t_plus_no_sell']);
      expect(await fingerprint()).toEqual(before);
      await later(DAY, user);
      expect((await position(user, positionId)).sellableQuantity).toBe(100);
      const placedSell = await place(user, sell);
      expect(placedSell.status).toBe(200);
      market.pin('cny', '601398', undefined);
    });

    it('a position in lock-up is locked: no sale until the lock-up ends', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const { positionId } = await holding(user, 'jpy', '7203', q.previousClose, '100');
      const today = new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
      const until = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
      await t.db.query('UPDATE trade_positions SET lockup_days = 3, lockup_until = $2 WHERE id = $1', [
        positionId,
        until,
      ]);
      expect(await position(user, positionId)).toMatchObject({
        status: 'locked',
        sellableQuantity: 0,
        lockupDays: 3,
        lockupUntil: until,
      });
      const before = await fingerprint();
      expectRefused(await close(user, { position_id: positionId, quantity: '100' }), 422, 'lockup_period');
      expectRefused(
        await place(user, { type: 'jpy', stock_code: '7203', side: 'sell', order_type: 'market', quantity: '100' }),
        422,
        'lockup_period',
      );
      expect(await fingerprint()).toEqual(before);
      await later(3 * DAY, user);
      expect(await position(user, positionId)).toMatchObject({ status: 'holding', sellableQuantity: 100 });
      expect((await close(user, { position_id: positionId, quantity: '100' })).status).toBe(200);
      market.pin('jpy', '7203', undefined);
    });

    it('Japan cash accounts: today’s proceeds of a stock cannot buy it again today at leverage 1', async () => {
      const user = await trader();
      const q = await quote('jpy', '7203');
      const price = q.previousClose;
      const { positionId } = await holding(user, 'jpy', '7203', price, '200');
      await close(user, { position_id: positionId, quantity: '200' });
      await pass();
      const rebuy = { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'limit', price, quantity: '200' };
      const before = await fingerprint();
      expectRefused(await place(user, rebuy), 422, 'cash_day_trade_restricted');
      expect((await preview(user, rebuy)).checks).toEqual(['cash_day_trade_restricted']);
      expect(await fingerprint()).toEqual(before);
      // Another stock with the same money, or the same stock on margin, is fine; so is the next day.
      expect(
        (await preview(user, { ...rebuy, stock_code: '8306', price: (await quote('jpy', '8306')).previousClose }))
          .checks,
      ).toEqual([]);
      expect((await preview(user, { ...rebuy, leverage: '2' })).checks).toEqual([]);
      await later(DAY, user);
      expect((await preview(user, rebuy)).checks).toEqual([]);
      market.pin('jpy', '7203', undefined);
    });
  });

  describe('records, rebates and the operator’s view', () => {
    it('a China round trip shows purchase, fees, sale and stamp duty, each traced to its fill’s transfer', async () => {
      const user = await trader();
      const q = await quote('cny', '601398');
      const { order, positionId } = await holding(user, 'cny', '601398', q.previousClose, '1000');
      await later(DAY, user);
      const sellPrice = stepPrice(q.previousClose, '0.01', 3);
      market.pin('cny', '601398', sellPrice);
      const sale = (await close(user, { position_id: positionId, quantity: '1000' })).body.data as { order: Order };
      await pass();
      const bought = amountOf(q.previousClose, 1000, CENTS);
      const sold = amountOf(sellPrice, 1000, CENTS);
      const tax = (sold * 5n) / 10_000n;
      const list = (await t.api.post('/record/list', { currency: 'CNY' }, user.headers)).body.data as {
        items: RecordItem[];
      };
      const trade = list.items.filter((r) => r.orderNo !== undefined);
      expect(trade.map((r) => [r.type, r.amount, r.orderNo, r.stockCode, r.market, r.status])).toEqual([
        ['stamp_duty', moneyText(-tax, CENTS), sale.order.id, '601398', 'cny', 'completed'],
        ['sell_fee', moneyText(-commission(sold, 10n, 500n), CENTS), sale.order.id, '601398', 'cny', 'completed'],
        ['stock_sale', moneyText(sold, CENTS), sale.order.id, '601398', 'cny', 'completed'],
        ['buy_fee', moneyText(-commission(bought, 10n, 500n), CENTS), order.id, '601398', 'cny', 'completed'],
        ['stock_purchase', moneyText(-bought, CENTS), order.id, '601398', 'cny', 'completed'],
      ]);
      const [fill] = await t.db.query<{ transfer_id: bigint }>(
        'SELECT transfer_id FROM trade_fills WHERE order_id = $1',
        [sale.order.id],
      );
      const traced = (await t.api.post('/record/detail', { id: trade[0]?.id ?? '' }, user.headers)).body.data as {
        transferId: string;
        entries: { account: string; amount: string }[];
      };
      expect(traced.transferId).toBe(String(fill?.transfer_id));
      expect(traced.entries.map((e) => e.account)).toContain('tax:stamp_duty');
      expect(traced.entries.reduce((sum, e) => sum + minorOf(e.amount, CENTS), 0n)).toBe(0n);
      market.pin('cny', '601398', undefined);
    });

    it('an agent earns the disclosed share of each yen buy and sell fee, once per fill', async () => {
      const agent = await trader();
      await t.db.query('UPDATE users SET rebate_ratio_bp = 2000 WHERE id = $1', [agent.id]);
      const [code] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [
        agent.id,
      ]);
      const account = t.nextAccount();
      await t.api.post('/user/register', {
        account,
        password: 'Tq8vLm3xRw',
        invite_code: code?.invite_code ?? DEMO_INVITE_CODE,
        agree: '1',
      });
      const login = (await t.api.post('/user/login', { account, password: 'Tq8vLm3xRw' })).body.data as {
        token: string;
      };
      await verifyRealName(t.db, account);
      const invitee: Trader = {
        account,
        password: 'Tq8vLm3xRw',
        id: await userIdOf(t.db, account),
        headers: { token: login.token, account },
      };

      const q = await quote('jpy', '7203');
      const { order, positionId } = await holding(invitee, 'jpy', '7203', q.previousClose, '200');
      await close(invitee, { position_id: positionId, quantity: '200' });
      await pass();
      await holding(invitee, 'usd', 'AAPL', (await quote('usd', 'AAPL')).previousClose, '1');
      const rebates = await t.db.query<{
        fee_type: string;
        fee_minor: bigint;
        amount_jpy: bigint;
        fee_transfer_id: bigint;
      }>(
        'SELECT fee_type, fee_minor, amount_jpy, fee_transfer_id FROM referral_rebates WHERE invitee_id = $1 ORDER BY id',
        [invitee.id],
      );
      const fee = commission(amountOf(q.previousClose, 200, YEN), 10n, 100n);
      expect(rebates.map((r) => [r.fee_type, r.fee_minor, r.amount_jpy])).toEqual([
        ['buy_fee', fee, (fee * 2000n) / 10_000n],
        ['sell_fee', fee, (fee * 2000n) / 10_000n],
      ]);
      const [buyFill] = await t.db.query<{ transfer_id: bigint }>(
        'SELECT transfer_id FROM trade_fills WHERE order_id = $1',
        [order.id],
      );
      expect(rebates[0]?.fee_transfer_id).toBe(buyFill?.transfer_id);
      const agentRecords = (await t.api.post('/record/list', { type: 'rebate' }, agent.headers)).body.data as {
        total: number;
      };
      expect(agentRecords.total).toBe(2);
      // The operator sees the open position count.
      const operator = await operatorHeaders(t);
      const shown = (await t.api.post('/admin/user/detail', { account }, operator)).body.data as {
        openPositions: number;
      };
      expect(shown.openPositions).toBe(1);
      market.pin('jpy', '7203', undefined);
      market.pin('usd', 'AAPL', undefined);
    });

    it('every position’s borrowed amount is what the house’s margin account lends', async () => {
      for (const currency of ['JPY', 'USD', 'CNY']) {
        const [owed] = await t.db.query<{ total: bigint }>(
          `SELECT COALESCE(SUM(borrowed), 0)::bigint AS total FROM trade_positions WHERE currency = $1`,
          [currency],
        );
        expect(-(await balanceOf(t.db, await houseAccount(t.db, 'house_margin_loans', currency))), currency).toBe(
          owed?.total ?? 0n,
        );
      }
      // And the market's account moved exactly by what positions cost and sales paid.
      const market = await houseAccount(t.db, HOUSE.market, 'JPY');
      const [flows] = await t.db.query<{ net: bigint }>(
        `SELECT COALESCE(SUM(CASE o.side WHEN 'buy' THEN f.amount ELSE -f.amount END), 0)::bigint AS net
         FROM trade_fills f JOIN trade_orders o ON o.id = f.order_id WHERE o.currency = 'JPY'`,
      );
      // IPO allotments pay the market for the shares too (the demo data's listed IPO has a winner).
      const [allotments] = await t.db.query<{ paid: bigint }>(
        `SELECT COALESCE(SUM(e.amount), 0)::bigint AS paid FROM ledger_entries e
         JOIN ledger_transfers x ON x.id = e.transfer_id WHERE e.account_id = $1 AND x.kind = 'ipo_payment'`,
        [market],
      );
      expect(await balanceOf(t.db, market)).toBe((flows?.net ?? 0n) + (allotments?.paid ?? 0n));
    });
  });
});

describe.each(engines())('the demo traders on $name', (engine) => {
  it('both demo users are verified and hold yen, dollars and yuan, also in a data folder seeded before', async () => {
    const database = await engine.open();
    const { db } = database;
    try {
      await migrate(db);
      const clock = new TestClock();
      // The seed as it was before trading: the demo user with its yen, the verified user with nothing.
      await db.transaction(async (tx) => {
        const operatorId = await createUser(tx, {
          account: DEMO_OPERATOR.account,
          passwordHash: 'x',
          inviterId: null,
          role: 'operator',
          inviteCode: DEMO_INVITE_CODE,
          openingCredits: [],
          now: clock.now(),
        });
        await createUser(tx, {
          account: DEMO_USER.account,
          passwordHash: 'x',
          inviterId: operatorId,
          role: 'user',
          openingCredits: [{ currency: 'JPY', amount: 10_000_000n }],
          now: clock.now(),
        });
      });
      await seedDemoData(db, clock);
      await seedDemoData(db, clock);
      for (const account of [DEMO_USER.account, DEMO_VERIFIED_USER.account]) {
        const id = await userIdOf(db, account);
        const balances = (await walletBalances(db, id)).map((w) => [w.currency, w.available]).sort();
        expect(balances, account).toEqual([
          ['CNY', 30_000_000n],
          ['JPY', 10_000_000n],
          ['USD', 5_000_000n],
        ]);
        const [user] = await db.query<{ real_name_status: string }>(
          'SELECT real_name_status FROM users WHERE id = $1',
          [id],
        );
        expect(user?.real_name_status).toBe('verified');
      }
    } finally {
      await database.dispose();
    }
  });
});
