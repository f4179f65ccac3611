import { transactionRecordTypes } from '@kabuto/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPaperMoney } from '../src/auth/users.ts';
import { withdrawToBank } from '../src/ledger/wallets.ts';
import { DEMO_USER, DEMO_VERIFIED_USER, seedDemoData } from '../src/seed.ts';
import { operatorHeaders, restrictDirectly, userIdOf } from './helpers/accounts.ts';
import {
  daytradeApi,
  daytradeFingerprint,
  interestOf,
  marginOf,
  yenOf,
  type DaytradeApplication,
  type DaytradeOrder,
  type DaytradeUser,
} from './helpers/daytrade.ts';
import { engines } from './helpers/engines.ts';
import { verifyDirectly } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { dataOf, key } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket } from './helpers/trading.ts';

/** The record types day trading writes (the contract's TransactionRecordType). */
const DAYTRADE_RECORDS = ['daytrade_fund', 'daytrade_profit', 'daytrade_loss', 'margin_interest'];
const recordsInContract = DAYTRADE_RECORDS.every((type) =>
  (transactionRecordTypes as readonly string[]).includes(type),
);

/** 2.80 % a year, the default, in hundredths of a percent. */
const RATE = 280n;

describe.each(engines())('day trading on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let dt: ReturnType<typeof daytradeApi>;
  beforeAll(async () => {
    t = await startTestServer(engine, {
      marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)),
    });
    dt = daytradeApi(t);
    market.pin('jpy', '7203', '3900');
    market.pin('jpy', '6758', '4100');
  });
  afterAll(async () => {
    await t.app.daytrade.stop();
    await t.close();
  });

  const everything = async () => ({ ledger: await stateFingerprint(t.db), daytrade: await daytradeFingerprint(t.db) });
  const verifiedUser = async (): Promise<DaytradeUser> => {
    const user = await t.newUser();
    await verifyDirectly(t.db, user.account);
    return user;
  };
  const pass = async () => {
    t.clock.advance(100);
    return t.app.daytrade.pass();
  };
  const placed = async (user: DaytradeUser, form: Record<string, string>) => {
    const res = await dt.order(user, form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return dataOf<DaytradeOrder>(res);
  };
  const refused = async (res: Promise<{ status: number; body: { msg?: string } }>, status: number, msg: string) => {
    const before = await everything();
    const answer = await res;
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await everything(), `${msg} changed something`).toEqual(before);
  };

  it('the demo: the verified demo user has an approved account with ¥1,000,000 beside its ¥10,000,000, an applicant waits', async () => {
    const signIn = async (account: string, password: string): Promise<DaytradeUser> => {
      const login = await t.api.post('/user/login', { account, password });
      return { account, password, headers: { token: dataOf<{ token: string }>(login).token, account } };
    };
    const verified = await signIn(DEMO_VERIFIED_USER.account, DEMO_VERIFIED_USER.password);
    expect(await dt.account(verified)).toMatchObject({
      approved: true,
      fund: '1000000',
      application: { amount: '1000000', state: 'approved' },
    });
    expect(await dt.cash(verified)).toBe(10_000_000n);
    const demo = await signIn(DEMO_USER.account, DEMO_USER.password);
    expect(await dt.account(demo)).toMatchObject({ approved: false, application: null, fund: '0' });
    const queue = dataOf<{ items: { account: string; participationFund: string; identityVerified: boolean }[] }>(
      await t.api.post('/admin/dayTrade/list', { status: 'pending' }, await operatorHeaders(t)),
    );
    expect(queue.items).toContainEqual(
      expect.objectContaining({ account: '0900000003', participationFund: '300000', identityVerified: true }),
    );
    // Seeding again (every start) adds nothing.
    const before = await everything();
    await seedDemoData(t.db, t.clock);
    expect(await everything()).toEqual(before);
  });

  it('applies: the fund moves from cash into the day-trade fund, once per Idempotency-Key, and waits for review', async () => {
    const user = await verifiedUser();
    const cash = await dt.cash(user);
    expect(cash).toBe(1_000_000n);
    const k = key();
    const first = await dt.apply(user, '300000', k);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const application = dataOf<DaytradeApplication>(first);
    expect(application).toMatchObject({ amount: '300000', state: 'submitted', rejectReason: null, note: null });
    const before = await everything();
    const replay = await dt.apply(user, '300000', k);
    expect(replay.body).toEqual(first.body);
    expect(await everything()).toEqual(before);
    const conflict = await t.api.post(
      '/daytrade/apply',
      { amount: '400000', agree: '1' },
      { ...user.headers, 'Idempotency-Key': k },
    );
    expect([conflict.status, conflict.body.msg]).toEqual([409, 'idempotency_conflict']);

    expect(await dt.cash(user)).toBe(700_000n);
    expect(await dt.account(user)).toMatchObject({
      application: { id: application.id, state: 'submitted' },
      approved: false,
      fund: '300000',
      buyingPower: '900000',
      marginInUse: '0',
      availableMargin: '300000',
      minParticipationFund: '100000',
      commissionPercent: '0.00',
      interestPercentPerYear: '2.80',
      leverageOptions: [1, 2, 3],
      debt: '0',
    });
    await refused(dt.apply(user, '200000'), 409, 'daytrade_application_exists');
    await refused(dt.order(user, { side: 'buy', order_type: 'market' }), 403, 'margin_not_enabled');
    const list = dataOf<{ items: DaytradeApplication[]; total: number }>(
      await t.api.post('/daytrade/applications', {}, user.headers),
    );
    expect(list.items.map((a) => [a.id, a.state])).toEqual([[application.id, 'submitted']]);
    if (recordsInContract) {
      expect((await dt.records(user)).slice(0, 1)).toEqual([
        expect.objectContaining({ type: 'daytrade_fund', amount: '-300000' }),
      ]);
    }
  });

  it('refuses an application that breaks a rule, and changes nothing', async () => {
    const unverified = await t.newUser();
    await refused(dt.apply(unverified, '300000'), 422, 'real_name_not_verified');
    const user = await verifiedUser();
    await refused(dt.apply(user, '99999'), 422, 'daytrade_fund_below_minimum');
    await refused(dt.apply(user, '1000001'), 422, 'insufficient_balance');
    await refused(dt.apply(user, '100000.5'), 400, 'invalid_parameter');
    await restrictDirectly(t.db, user.account, 'trading_barred');
    await refused(dt.apply(user, '300000'), 403, 'trading_barred');
  });

  it('the operator approves from the queue, once, with an audit entry; orders are allowed from then', async () => {
    const user = await verifiedUser();
    const id = dataOf<DaytradeApplication>(await dt.apply(user, '500000')).id;
    const op = await operatorHeaders(t);
    const queue = dataOf<{ items: { id: string; status: string; account: string; participationFund: string }[] }>(
      await t.api.post('/admin/dayTrade/list', { status: 'pending', account: user.account }, op),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({ id, status: 'pending', account: user.account, participationFund: '500000' }),
    ]);
    const detail = await t.api.post('/admin/dayTrade/detail', { id }, op);
    expect(dataOf(detail)).toMatchObject({ id, identityVerified: true, reviewedBy: null });
    const approved = await dt.approve(id);
    expect(dataOf(approved)).toMatchObject({ id, status: 'approved', reviewedBy: '0000000001' });
    await refused(dt.approve(id, op), 409, 'review_already_decided');
    await refused(dt.reject(id, 'review_rejected_other', undefined, op), 409, 'review_already_decided');
    await refused(t.api.post('/admin/dayTrade/detail', { id: '999999999' }, op), 404, 'not_found');
    const [audit] = await t.db.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM audit_log WHERE target_type = 'daytrade_application' AND target_id = $1`,
      [id],
    );
    expect(audit).toEqual({ action: 'daytrade_approved', target_id: id });
    const account = await dt.account(user);
    expect(account).toMatchObject({ approved: true, fund: '500000', application: { state: 'approved' } });
    expect(await dt.cash(user)).toBe(500_000n);
  });

  it('approval needs verified identity still; the queue filters by state, pending first', async () => {
    const user = await verifiedUser();
    const id = dataOf<DaytradeApplication>(await dt.apply(user, '100000')).id;
    await t.db.query(`UPDATE users SET real_name_status = 'unverified' WHERE account = $1`, [user.account]);
    const op = await operatorHeaders(t);
    await refused(dt.approve(id, op), 422, 'real_name_not_verified');
    await verifyDirectly(t.db, user.account);
    const queue = async (status: string) =>
      dataOf<{ items: { id: string; status: string }[] }>(
        await t.api.post('/admin/dayTrade/list', { status, size: '100' }, op),
      ).items;
    expect((await queue('pending')).map((i) => i.id)).toContain(id);
    expect((await queue('pending')).every((i) => i.status === 'pending')).toBe(true);
    await dt.approve(id, op);
    expect((await queue('pending')).map((i) => i.id)).not.toContain(id);
    expect((await queue('approved')).map((i) => i.id)).toContain(id);
    const all = dataOf<{ items: { id: string; status: string }[] }>(
      await t.api.post('/admin/dayTrade/list', { size: '100' }, op),
    ).items;
    const firstDecided = all.findIndex((i) => i.status !== 'pending');
    expect(all.slice(firstDecided).every((i) => i.status !== 'pending')).toBe(true);
  });

  it('a rejection releases the whole fund with the reason and note the user sees; a cancel releases it too', async () => {
    const user = await verifiedUser();
    const id = dataOf<DaytradeApplication>(await dt.apply(user, '250000')).id;
    const rejected = await dt.reject(id, 'daytrade_rejected_suitability_not_met', 'Experience below the rules');
    expect(dataOf(rejected)).toMatchObject({
      status: 'rejected',
      rejectReason: 'daytrade_rejected_suitability_not_met',
    });
    expect(await dt.cash(user)).toBe(1_000_000n);
    const account = await dt.account(user);
    expect(account).toMatchObject({
      approved: false,
      fund: '0',
      application: {
        id,
        state: 'rejected',
        rejectReason: 'daytrade_rejected_suitability_not_met',
        note: 'Experience below the rules',
      },
    });
    expect(account.application?.releasedAt).not.toBeNull();
    await refused(dt.close(user, id), 422, 'order_not_in_review');

    // A new application after a rejection, cancelled by the user before review.
    const again = dataOf<DaytradeApplication>(await dt.apply(user, '100000')).id;
    expect(await dt.cash(user)).toBe(900_000n);
    const cancelled = await dt.close(user, again);
    expect(dataOf(cancelled)).toMatchObject({ id: again, state: 'cancelled' });
    expect(await dt.cash(user)).toBe(1_000_000n);
    await refused(dt.approve(again, await operatorHeaders(t)), 409, 'review_already_decided');
    const other = await verifiedUser();
    await refused(dt.close(other, again), 404, 'order_not_found');
    if (recordsInContract) {
      expect((await dt.records(user)).filter((r) => r.type === 'daytrade_fund').map((r) => r.amount)).toEqual([
        '100000',
        '-100000',
        '250000',
        '-250000',
      ]);
    }
  });

  it('a long: margin held at the limit, filled at the price, closed by the user with profit less interest exact', async () => {
    const user = await dt.approvedUser('1000000');
    market.pin('jpy', '7203', '3900');
    const order = await placed(user, {
      side: 'buy',
      order_type: 'limit',
      price: '3910',
      quantity: '300',
      leverage: '3',
    });
    expect(order).toMatchObject({
      effect: 'open',
      state: 'submitted',
      marginHeld: String(marginOf(yenOf('3910', 300), 3)),
      positionId: null,
      autoClose: false,
    });
    expect((await dt.account(user)).marginInUse).toBe(String(marginOf(yenOf('3910', 300), 3)));
    await pass();
    const filled = (await dt.orderDetail(user, order.id)).order;
    const margin = marginOf(yenOf('3900', 300), 3);
    expect(filled).toMatchObject({ state: 'filled', avgFillPrice: '3900', marginHeld: String(margin), fee: '0' });
    const [position] = (await dt.positions(user)).items;
    expect(position).toMatchObject({
      id: filled.positionId,
      side: 'long',
      quantity: 300,
      avgPrice: '3900',
      marginHeld: String(margin),
      unrealizedProfit: '0',
      state: 'open',
    });

    market.pin('jpy', '7203', '3950');
    const up = await dt.account(user);
    // A gain is not counted until it is realized; a loss is.
    expect(up).toMatchObject({
      fund: '1000000',
      marginInUse: String(margin),
      availableMargin: String(1_000_000n - margin),
    });
    expect((await dt.positions(user)).items[0]).toMatchObject({ lastPrice: '3950', unrealizedProfit: '15000' });
    market.pin('jpy', '7203', '3880');
    expect((await dt.account(user)).availableMargin).toBe(String(1_000_000n - margin - 6_000n));

    // Part closed, then the rest.
    market.pin('jpy', '7203', '3950');
    const partial = dataOf<DaytradeOrder>(await dt.closePosition(user, { position_id: position!.id, quantity: '100' }));
    expect(partial).toMatchObject({ effect: 'close', side: 'sell', state: 'submitted', marginHeld: '0' });
    expect((await dt.positions(user)).items[0]?.state).toBe('closing');
    await refused(dt.closePosition(user, { position_id: position!.id, quantity: '300' }), 422, 'order_not_holding');
    await pass();
    const firstClose = (await dt.orderDetail(user, partial.id)).order;
    const interest1 = interestOf(yenOf('3900', 100), RATE);
    expect(firstClose).toMatchObject({
      state: 'filled',
      avgFillPrice: '3950',
      realizedProfit: String(5_000n - interest1),
    });
    expect((await dt.positions(user)).items[0]).toMatchObject({
      quantity: 200,
      marginHeld: String(marginOf(yenOf('3900', 200), 3)),
      realizedProfit: String(5_000n - interest1),
      state: 'open',
    });
    market.pin('jpy', '7203', '3850');
    const rest = dataOf<DaytradeOrder>(await dt.closePosition(user, { position_id: position!.id, quantity: '200' }));
    await pass();
    const interest2 = interestOf(yenOf('3900', 200), RATE);
    expect((await dt.orderDetail(user, rest.id)).order.realizedProfit).toBe(String(-10_000n - interest2));
    const realized = 5_000n - interest1 - 10_000n - interest2;
    expect((await dt.positions(user)).items).toEqual([]);
    const [closed] = (await dt.positions(user, 'closed')).items;
    expect(closed).toMatchObject({ state: 'closed', quantity: 0, marginHeld: '0', realizedProfit: String(realized) });
    expect(await dt.account(user)).toMatchObject({
      fund: String(1_000_000n + realized),
      marginInUse: '0',
      todayRealizedProfit: String(realized),
    });
    // The fund's entries of each close, itemised with their record types (what /record/list shows).
    const entries = await t.db.query<{ order_id: bigint; kind: string; amount: bigint }>(
      `SELECT f.order_id, e.kind, e.amount FROM daytrade_fills f JOIN ledger_entries e ON e.transfer_id = f.transfer_id
        JOIN ledger_accounts a ON a.id = e.account_id
       WHERE f.order_id = ANY($1::bigint[]) AND a.kind = 'daytrade' ORDER BY e.id`,
      [[partial.id, rest.id]],
    );
    expect(entries.map((e) => [String(e.order_id), e.kind, e.amount])).toEqual([
      [partial.id, 'daytrade_profit', 5_000n],
      [partial.id, 'margin_interest', -interest1],
      [rest.id, 'margin_interest', -interest2],
      [rest.id, 'daytrade_loss', -10_000n],
    ]);
    if (recordsInContract) {
      const records = (await dt.records(user)).filter((r) => r.orderNo === partial.id || r.orderNo === rest.id);
      expect(records.map((r) => [r.type, r.amount, r.stockCode])).toEqual([
        ['daytrade_loss', '-10000', '7203'],
        ['margin_interest', String(-interest2), '7203'],
        ['margin_interest', String(-interest1), '7203'],
        ['daytrade_profit', '5000', '7203'],
      ]);
    }
  });

  it('a short: profit when the price falls, loss when it rises, the sign exact', async () => {
    const user = await dt.approvedUser('1000000');
    market.pin('jpy', '6758', '4100');
    const short = await placed(user, {
      stock_code: '6758',
      side: 'sell',
      order_type: 'market',
      quantity: '200',
      leverage: '2',
    });
    expect(short.marginHeld).toBe(String(marginOf(yenOf('4100', 200), 2)));
    await pass();
    const [position] = (await dt.positions(user)).items;
    expect(position).toMatchObject({ side: 'short', avgPrice: '4100', quantity: 200 });
    market.pin('jpy', '6758', '4050');
    expect((await dt.positions(user)).items[0]?.unrealizedProfit).toBe('10000');
    const cover = dataOf<DaytradeOrder>(await dt.closePosition(user, { position_id: position!.id, quantity: '100' }));
    expect(cover.side).toBe('buy');
    await pass();
    const interest = interestOf(yenOf('4100', 100), RATE);
    expect((await dt.orderDetail(user, cover.id)).order.realizedProfit).toBe(String(5_000n - interest));
    market.pin('jpy', '6758', '4180');
    expect((await dt.positions(user)).items[0]?.unrealizedProfit).toBe('-8000');
    const loss = dataOf<DaytradeOrder>(await dt.closePosition(user, { position_id: position!.id, quantity: '100' }));
    await pass();
    expect((await dt.orderDetail(user, loss.id)).order.realizedProfit).toBe(String(-8_000n - interest));
    expect((await dt.account(user)).fund).toBe(String(1_000_000n - 3_000n - 2n * interest));
  });

  it('refuses orders that break a rule, and changes nothing', async () => {
    const user = await dt.approvedUser('1000000');
    market.pin('jpy', '7203', '3900');
    await refused(dt.order(user, { side: 'buy', order_type: 'limit', price: '3900.5' }), 422, 'invalid_tick_size');
    await refused(dt.order(user, { side: 'buy', order_type: 'limit', price: '9000' }), 422, 'price_limit_exceeded');
    await refused(dt.order(user, { side: 'buy', order_type: 'limit' }), 400, 'invalid_parameter');
    await refused(dt.order(user, { side: 'buy', order_type: 'market', price: '3900' }), 400, 'invalid_parameter');
    await refused(
      dt.order(user, { stock_code: '9999', side: 'buy', order_type: 'market' }),
      404,
      'instrument_not_found',
    );
    await refused(
      dt.order(user, { side: 'buy', order_type: 'market', quantity: '1000', leverage: '1' }),
      422,
      'daytrade_buying_power_exceeded',
    );
    await t.api.post(
      '/admin/config/update',
      { name: 'daytrade_leverage_options', value: '1,2' },
      await operatorHeaders(t),
    );
    await refused(dt.order(user, { side: 'buy', order_type: 'market', leverage: '3' }), 422, 'leverage_not_allowed');
    await t.api.post(
      '/admin/config/update',
      { name: 'daytrade_leverage_options', value: '1,2,3' },
      await operatorHeaders(t),
    );
    // A client order id names one request: the same again answers the order; another request is refused.
    const form = { side: 'buy', order_type: 'limit', price: '3800', client_order_id: 'dt-same-1' };
    const first = await placed(user, form);
    expect(dataOf(await dt.order(user, form))).toEqual(first);
    await refused(dt.order(user, { ...form, price: '3801' }), 409, 'duplicate_request');
    await refused(dt.closePosition(user, { position_id: '999999999', quantity: '100' }), 404, 'order_not_found');
    market.pin('jpy', '6758', null);
    await refused(dt.order(user, { stock_code: '6758', side: 'sell', order_type: 'market' }), 422, 'price_unavailable');
    market.pin('jpy', '6758', '4100');
    // The same Idempotency-Key twice places one order.
    const k = key();
    const once = await dt.order(
      user,
      { side: 'sell', order_type: 'limit', price: '3990', client_order_id: 'dt-k-1' },
      k,
    );
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    const before = await everything();
    const twice = await dt.order(
      user,
      { side: 'sell', order_type: 'limit', price: '3990', client_order_id: 'dt-k-1' },
      k,
    );
    expect(twice.body).toEqual(once.body);
    expect(await everything()).toEqual(before);
    const id = (await dt.account(user)).application!.id;
    await refused(dt.close(user, id), 422, 'daytrade_positions_open');
    await restrictDirectly(t.db, user.account, 'frozen');
    await refused(dt.order(user, { side: 'buy', order_type: 'market' }), 403, 'account_frozen');
  });

  it('100 concurrent orders over the available margin: exactly the ones that fit are accepted', async () => {
    const user = await dt.approvedUser('1000000');
    market.pin('jpy', '7203', '3900');
    // Each holds ¥390,000 ÷ 3 = ¥130,000: seven fit in ¥1,000,000.
    const each = marginOf(yenOf('3900', 100), 3);
    const fits = 1_000_000n / each;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        dt.order(user, { side: 'buy', order_type: 'limit', price: '3900', leverage: '3' }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(BigInt(accepted.length)).toBe(fits);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.msg === 'daytrade_buying_power_exceeded')).toBe(
      true,
    );
    const account = await dt.account(user);
    expect(BigInt(account.marginInUse)).toBe(fits * each);
    expect(BigInt(account.marginInUse)).toBeLessThanOrEqual(BigInt(account.fund));
  });

  it('closing the account releases the fund with what it made; it is refused while anything is open', async () => {
    const user = await dt.approvedUser('200000');
    market.pin('jpy', '7203', '3900');
    const order = await placed(user, { side: 'buy', order_type: 'market', leverage: '2' });
    await pass();
    const id = (await dt.account(user)).application!.id;
    await refused(dt.close(user, id), 422, 'daytrade_positions_open');
    market.pin('jpy', '7203', '3920');
    const positionId = (await dt.orderDetail(user, order.id)).order.positionId!;
    await dt.closePosition(user, { position_id: positionId, quantity: '100' });
    await pass();
    const fund = BigInt((await dt.account(user)).fund);
    expect(fund).toBe(200_000n + 2_000n - interestOf(yenOf('3900', 100), RATE));
    const closed = dataOf<DaytradeApplication>(await dt.close(user, id));
    expect(closed.state).toBe('closed');
    expect(await dt.cash(user)).toBe(800_000n + fund);
    expect(await dt.account(user)).toMatchObject({ fund: '0', approved: false });
  });

  it('commission per fill, rounded down, from the fund; a loss beyond the fund is taken from cash, then owed', async () => {
    const op = await operatorHeaders(t);
    await t.api.post('/admin/config/update', { name: 'daytrade_commission_percent', value: '0.10' }, op);
    try {
      const user = await dt.approvedUser('200000');
      market.pin('jpy', '7203', '3901');
      const order = await placed(user, { side: 'buy', order_type: 'market', leverage: '3' });
      await pass();
      const fee = (yenOf('3901', 100) * 10n) / 10_000n;
      expect((await dt.orderDetail(user, order.id)).order.fee).toBe(String(fee));
      expect((await dt.account(user)).fund).toBe(String(200_000n - fee));

      // The simulator's limits keep a real day's loss inside the fund; a price far below them stands for a crash.
      const userId = await userIdOf(t.db, user.account);
      // Most of the cash goes out first, so the loss is more than the fund and the cash together.
      await t.db.transaction((tx) =>
        withdrawToBank(tx, { userId, currency: 'JPY', amount: 750_000n, at: t.clock.now() }),
      );
      market.pin('jpy', '7203', '100');
      const positionId = (await dt.orderDetail(user, order.id)).order.positionId!;
      const close = dataOf<DaytradeOrder>(await dt.closePosition(user, { position_id: positionId, quantity: '100' }));
      const cashBefore = await dt.cash(user);
      await pass();
      const loss = yenOf('3901', 100) - yenOf('100', 100);
      const closeFee = (yenOf('100', 100) * 10n) / 10_000n;
      const interest = interestOf(yenOf('3901', 100), RATE);
      const owed = closeFee + interest + loss - (200_000n - fee) - cashBefore;
      expect((await dt.orderDetail(user, close.id)).order.realizedProfit).toBe(String(-loss - closeFee - interest));
      expect(await dt.cash(user)).toBe(0n);
      expect(owed).toBeGreaterThan(0n);
      expect(await dt.account(user)).toMatchObject({ fund: '0', debt: String(owed) });
      {
        await refused(dt.order(user, { side: 'buy', order_type: 'market' }), 422, 'daytrade_debt_outstanding');
        // Cash arrives; the next session's end collects the debt from it.
        await t.db.transaction((tx) =>
          creditPaperMoney(tx, userId, { currency: 'JPY', amount: owed + 1_000n }, t.clock.now()),
        );
        t.clock.advance(24 * 3_600_000);
        await t.app.daytrade.pass();
        // Sessions idle that long have ended: the user signs in again.
        const login = await t.api.post('/user/login', { account: user.account, password: user.password });
        user.headers.token = dataOf<{ token: string }>(login).token;
        expect((await dt.account(user)).debt).toBe('0');
        expect(await dt.cash(user)).toBe(1_000n);
      }
    } finally {
      await t.api.post('/admin/config/update', { name: 'daytrade_commission_percent', value: '0.00' }, op);
    }
  });
});
