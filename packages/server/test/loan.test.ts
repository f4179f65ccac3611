import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed.ts';
import { operatorHeaders, restrictDirectly } from './helpers/accounts.ts';
import { DAY } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { addCardDirectly, FUND_PASSWORD } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import {
  borrower,
  loanApi,
  loanFingerprint,
  modelInterest,
  signInAgain,
  type LoanLimit,
  type LoanOrder,
} from './helpers/loan.ts';
import { dataOf, key } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket } from './helpers/trading.ts';

/** The default annual rate (migration 0003, 9.00 %) in hundredths of a percent. */
const RATE = 900n;
const TOYOTA = { market: 'jpy', code: '7203', quantity: 1000n, price: '3000' } as const;

describe.each(engines())('credit line on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let loans: ReturnType<typeof loanApi>;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine, {
      passkeyForMoney: false,
      marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)),
    });
    loans = loanApi(t);
    market.pin('jpy', '7203', '3000');
    market.pin('jpy', '6758', '4000');
  });
  // Signed in afresh for each test: tests move the clock by days, and a session idles out after 12 hours.
  beforeEach(async () => {
    operator = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const everything = async () => ({ ledger: await stateFingerprint(t.db), loans: await loanFingerprint(t.db) });
  const refused = async (res: Promise<{ status: number; body: { msg?: string } }>, status: number, msg: string) => {
    const before = await everything();
    const answer = await res;
    expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    expect(await everything(), `${msg} changed something`).toEqual(before);
  };
  const applied = async (user: Awaited<ReturnType<typeof borrower>>, amount: string) => {
    const res = await loans.apply(user, amount);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return dataOf<LoanOrder>(res);
  };
  const drawn = async (user: Awaited<ReturnType<typeof borrower>>, amount: string) => {
    const loan = await applied(user, amount);
    const res = await loans.approve(loan.id, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return loan;
  };

  it('the demo: a seeded borrower’s ¥200,000 draw waits in the console’s queue; seeding again adds nothing', async () => {
    const queue = dataOf<{ items: { account: string; amount: string; status: string; collateralValue: string }[] }>(
      await t.api.post('/admin/loan/list', { status: 'pending', account: '0900000004' }, operator),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({
        account: '0900000004',
        amount: '200000',
        status: 'pending',
        collateralValue: '3000000',
      }),
    ]);
    const before = await everything();
    await seedDemoData(t.db, t.clock);
    expect(await everything()).toEqual(before);
  });

  it('the score: five visible factors that add up; the limit = collateral × 50 % × the score band, rounded down', async () => {
    const user = await borrower(t, TOYOTA);
    const score = dataOf<{
      score: number;
      minimumToBorrow: number;
      scoreMultiplier: string;
      factors: { key: string; weight: string; value: string; points: number; maxPoints: number }[];
    }>(await t.api.post('/loan/creditScore', {}, user.headers));
    expect(score.factors.map((f) => [f.key, f.value, f.points, f.maxPoints])).toEqual([
      ['identity_verified', 'true', 200, 200],
      ['account_age', '0', 0, 150],
      ['repayment_history', '0', 0, 250],
      ['overdue_history', '0', 200, 200],
      ['collateral_value', '3000000', 30, 200],
    ]);
    expect(score.factors.reduce((s, f) => s + Number(f.weight), 0)).toBe(100);
    expect(score).toMatchObject({ score: 430, minimumToBorrow: 400, scoreMultiplier: '50.00' });
    expect(await loans.limit(user)).toMatchObject({
      collateralValue: '3000000',
      creditScore: 430,
      scoreMultiplier: '50.00',
      totalLimit: '750000',
      usedLimit: '0',
      pendingLimit: '0',
      availableLimit: '750000',
      annualRate: '9.00',
      amountOwed: '0',
      hasOverdueLoan: false,
    });
    // Cash is no collateral and no deposit raises the score: without holdings the limit is 0.
    const cashOnly = await borrower(t);
    expect(await loans.limit(cashOnly)).toMatchObject({ collateralValue: '0', totalLimit: '0', creditScore: 400 });
    // Unverified, no collateral: 200 points, under the minimum.
    const unverified = await t.newUser();
    expect(dataOf<{ score: number }>(await t.api.post('/loan/creditScore', {}, unverified.headers)).score).toBe(200);
  });

  it('the operator sets the advance rate and the house maximum; the limit follows, out-of-range values are refused', async () => {
    const user = await borrower(t, TOYOTA);
    const set = (name: string, value: string) => t.api.post('/admin/config/update', { name, value }, operator);
    expect((await set('loan_advance_percent', '70.01')).status).toBe(400);
    expect((await set('loan_house_maximum', '-1')).status).toBe(400);
    expect((await set('loan_advance_percent', '60.00')).status).toBe(200);
    // 3,000,000 × 60 % × 50 % = 900,000.
    expect(await loans.limit(user)).toMatchObject({ advanceRate: '60.00', totalLimit: '900000' });
    expect((await set('loan_house_maximum', '800000')).status).toBe(200);
    expect(await loans.limit(user)).toMatchObject({ houseMaximum: '800000', totalLimit: '800000' });
    await set('loan_advance_percent', '50.00');
    await set('loan_house_maximum', '10000000');
    expect(await loans.limit(user)).toMatchObject({
      advanceRate: '50.00',
      houseMaximum: '10000000',
      totalLimit: '750000',
    });
  });

  it('applying: fund password, identity, minimum, limit, one in review — each refusal changes nothing', async () => {
    const user = await borrower(t, TOYOTA);
    await refused(loans.apply(user, '100000', key(), '999999x'), 422, 'wrong_fund_password');
    const noPassword = await t.newUser();
    await refused(loans.apply(noPassword, '100000'), 422, 'fund_password_not_set');
    const unverified = await borrower(t, TOYOTA);
    await t.db.query(`UPDATE users SET real_name_status = 'unverified' WHERE account = $1`, [unverified.account]);
    await refused(loans.apply(unverified, '100000'), 422, 'real_name_not_verified');
    await refused(loans.apply(user, '9999'), 422, 'loan_amount_below_minimum');
    await refused(loans.apply(user, '750001'), 422, 'loan_limit_insufficient');
    await refused(loans.apply(user, '100.5'), 400, 'invalid_parameter');
    const frozen = await borrower(t, TOYOTA);
    await restrictDirectly(t.db, frozen.account, 'frozen');
    await refused(loans.apply(frozen, '100000'), 403, 'account_frozen');

    const k = key();
    const first = await loans.apply(user, '300000', k);
    expect(first.status).toBe(200);
    expect(dataOf<LoanOrder>(first)).toMatchObject({
      principal: '300000',
      outstandingPrincipal: '0',
      amountOwed: '0',
      annualRate: '9.00',
      termDays: 180,
      status: 'pending',
    });
    // A replay answers the same and moves nothing; a changed body with the key is a conflict.
    const before = await everything();
    expect((await loans.apply(user, '300000', k)).body).toEqual(first.body);
    expect(await everything()).toEqual(before);
    await refused(loans.apply(user, '300001', k), 409, 'idempotency_conflict');
    await refused(loans.apply(user, '100000'), 422, 'loan_pending_review');
    expect(await loans.limit(user)).toMatchObject({ pendingLimit: '300000', availableLimit: '450000' });
    // Nothing is lent before review: cash and jpyyjed as they were.
    expect(await loans.cash(user)).toBe(1_000_000n);
    expect(await loans.jpyyjed(user)).toBe('0');
  });

  it('the review: approval lends by one transfer (jpyyjed, withdrawable down by it), rejection lends nothing', async () => {
    const user = await borrower(t, TOYOTA);
    const loan = await applied(user, '200000');
    const queue = dataOf<{ items: { id: string; account: string; amount: string; status: string }[] }>(
      await t.api.post('/admin/loan/list', { status: 'pending', account: user.account }, operator),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: loan.id,
        amount: '200000',
        status: 'pending',
        creditScore: 430,
        creditLimit: '750000',
        outstanding: '0',
        availableLimit: '750000',
        collateralValue: '3000000',
      }),
    ]);
    const k = key();
    const approved = await loans.approve(loan.id, operator, k);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(dataOf<{ status: string; outstanding: string }>(approved)).toMatchObject({
      status: 'approved',
      outstanding: '200000',
    });
    expect((await loans.approve(loan.id, operator, k)).body).toEqual(approved.body);
    await refused(loans.approve(loan.id, operator), 409, 'review_already_decided');
    await refused(loans.reject(loan.id, operator, 'review_rejected_other'), 409, 'review_already_decided');
    expect(await loans.cash(user)).toBe(1_200_000n);
    expect(await loans.jpyyjed(user)).toBe('200000');
    const withdrawable = dataOf<{ availableCash: string; loanOutstanding: string; withdrawable: string }>(
      await t.api.post('/withdrawal/withdrawable', {}, user.headers),
    );
    expect(withdrawable).toMatchObject({
      availableCash: '1200000',
      loanOutstanding: '200000',
      withdrawable: '1000000',
    });
    const detail = await loans.detail(user, loan.id);
    expect(detail.loan).toMatchObject({ status: 'active', outstandingPrincipal: '200000', amountOwed: '200000' });
    expect(detail.loan.dueDate).toBe('2027-05-21');
    const records = dataOf<{ items: { type: string; amount: string }[] }>(
      await t.api.post('/record/list', { type: 'loan' }, user.headers),
    ).items;
    expect(records.map((r) => [r.type, r.amount])).toEqual([['loan', '200000']]);
    const [audit] = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'loan' AND target_id = $1`,
      [loan.id],
    );
    expect(audit?.action).toBe('loan_approved');

    const second = await applied(user, '100000');
    const rejected = await loans.reject(
      second.id,
      operator,
      'loan_rejected_insufficient_collateral',
      'Apply for less.',
    );
    expect(rejected.status).toBe(200);
    expect(await loans.detail(user, second.id)).toMatchObject({
      loan: {
        status: 'rejected',
        rejectReason: 'loan_rejected_insufficient_collateral',
        reviewNote: 'Apply for less.',
      },
    });
    expect(await loans.cash(user)).toBe(1_200_000n);
    expect(await loans.limit(user)).toMatchObject({ usedLimit: '200000', pendingLimit: '0', availableLimit: '550000' });
  });

  it('approval recomputes the limit: collateral that fell since the application is refused, lending nothing', async () => {
    const user = await borrower(t, { market: 'jpy', code: '6758', quantity: 1000n, price: '4000' });
    const loan = await applied(user, '1000000');
    market.pin('jpy', '6758', '3000');
    await refused(loans.approve(loan.id, operator), 422, 'loan_limit_insufficient');
    market.pin('jpy', '6758', '4000');
    expect((await loans.approve(loan.id, operator)).status).toBe(200);
  });

  it('repaying: interest first, then principal, never more than owed, no fee; repaid when nothing is owed', async () => {
    const user = await borrower(t, TOYOTA);
    const loan = await drawn(user, '500000');
    t.clock.advance(10 * DAY);
    await signInAgain(t, user);
    // Ten days (the draw's day and nine more) at 9 % on ¥500,000: floor(500000 × 900 / 3650000) = 123 a day.
    const day = (500_000n * RATE) / 3_650_000n;
    expect(day).toBe(123n);
    expect((await loans.detail(user, loan.id)).loan).toMatchObject({
      interestAccrued: String(10n * day),
      amountOwed: String(500_000n + 10n * day),
    });
    await refused(loans.repay(user, loan.id, String(500_001n + 10n * day)), 422, 'repayment_exceeds_loan');
    await refused(loans.repay(user, '999999', '1000'), 404, 'order_not_found');
    const other = await borrower(t);
    await refused(loans.repay(other, loan.id, '1000'), 404, 'order_not_found');
    await refused(loans.repay(user, loan.id, '0'), 400, 'invalid_parameter');

    const k = key();
    const part = await loans.repay(user, loan.id, '2000', k);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(dataOf<LoanOrder>(part)).toMatchObject({
      outstandingPrincipal: String(500_000n - (2000n - 10n * day)),
      interestPaid: String(10n * day),
      amountOwed: String(500_000n + 10n * day - 2000n),
    });
    expect((await loans.repay(user, loan.id, '2000', k)).body).toEqual(part.body);
    expect(await loans.jpyyjed(user)).toBe(String(500_000n - (2000n - 10n * day)));
    const owed = BigInt(dataOf<LoanOrder>(part).amountOwed);
    const full = await loans.repay(user, loan.id, String(owed));
    expect(dataOf<LoanOrder>(full)).toMatchObject({ status: 'repaid', amountOwed: '0', outstandingPrincipal: '0' });
    await refused(loans.repay(user, loan.id, '1'), 422, 'order_not_holding');
    expect(await loans.jpyyjed(user)).toBe('0');
    expect(await loans.cash(user)).toBe(1_000_000n - 10n * day);
    const detail = await loans.detail(user, loan.id);
    expect(detail.repayments.map((r) => [r.amount, r.interestPart, r.principalPart])).toEqual([
      ['2000', String(10n * day), String(2000n - 10n * day)],
      [String(owed), '0', String(owed)],
    ]);
    const records = dataOf<{ items: { type: string; amount: string }[] }>(
      await t.api.post('/record/list', { type: 'repayment' }, user.headers),
    ).items;
    expect(records.map((r) => r.amount)).toEqual([`-${owed}`, '-2000']);
    // Repaid on time: the score's repayment history counts it.
    const score = dataOf<{ factors: { key: string; points: number }[] }>(
      await t.api.post('/loan/creditScore', {}, user.headers),
    );
    expect(score.factors.find((f) => f.key === 'repayment_history')?.points).toBe(50);
  });

  it('repaying more than the cash is refused; a loan repaid the day it was drawn costs nothing', async () => {
    const user = await borrower(t, TOYOTA);
    const loan = await drawn(user, '100000');
    // Spend all but ¥50,000 of the cash on dollars.
    const q = dataOf<{ quoteId: string }>(
      await t.api.post('/exchange/quote', { from: 'JPY', to: 'USD', amount: '1050000' }, user.headers),
    );
    const convert = await t.api.post(
      '/exchange/convert',
      { quote_id: q.quoteId },
      { ...user.headers, 'Idempotency-Key': key() },
    );
    expect(convert.status).toBe(200);
    await refused(loans.repay(user, loan.id, '100000'), 422, 'insufficient_balance');
    expect(dataOf<LoanOrder>(await loans.repay(user, loan.id, '50000'))).toMatchObject({
      status: 'active',
      outstandingPrincipal: '50000',
      interestAccrued: '0',
    });
    const sameDay = await borrower(t, TOYOTA);
    const short = await drawn(sameDay, '200000');
    t.clock.advance(60_000);
    expect(dataOf<LoanOrder>(await loans.repay(sameDay, short.id, '200000'))).toMatchObject({
      status: 'repaid',
      interestAccrued: '0',
      amountOwed: '0',
    });
    expect(await loans.cash(sameDay)).toBe(1_000_000n);
  });

  it('100 concurrent applications reserve once; draws up to the limit fit exactly, the next is refused', async () => {
    const user = await borrower(t, TOYOTA);
    const results = await Promise.all(Array.from({ length: 100 }, () => loans.apply(user, '75000')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.msg}`))).toEqual(
      new Set(['422 loan_pending_review']),
    );
    const first = dataOf<LoanOrder>(results.find((r) => r.status === 200)!);
    // 100 concurrent approvals of it: lent once.
    const approvals = await Promise.all(Array.from({ length: 100 }, () => loans.approve(first.id, operator)));
    expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(approvals.filter((r) => r.status !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['review_already_decided']),
    );
    for (let i = 1; i < 10; i += 1) await drawn(user, '75000');
    expect(await loans.limit(user)).toMatchObject({ usedLimit: '750000', availableLimit: '0' });
    await refused(loans.apply(user, '10000'), 422, 'loan_limit_insufficient');
    expect(await loans.jpyyjed(user)).toBe('750000');
    expect(await loans.cash(user)).toBe(1_750_000n);
  });

  // 336 passes of the job, each a handful of round trips: 9 s alone on PostgreSQL, but over 120 s once beside the rest
  // of `npm test` at load 20 (every round trip waits for a time slice). Its own limit, still a hang guard.
  it('a year of daily accrual equals an independent day-by-day model, with repayments mid-year, catch-up and overdue', async () => {
    const user = await borrower(t, { market: 'jpy', code: '6758', quantity: 2000n, price: '4000' });
    const loan = await drawn(user, '1000000');
    // The model: the principal at each day's end from the draw's day, and the repayments.
    const repayments = new Map<number, bigint>([
      [45, 150_000n],
      [100, 3_000n],
      [200, 400_000n],
      [300, 1_234n],
    ]);
    const days: { principal: bigint }[] = [];
    let principal = 1_000_000n;
    let accrued = 0n;
    let paid = 0n;
    const job = t.app.loanAccrual;
    for (let d = 0; d < 365; d += 1) {
      const amount = repayments.get(d);
      if (amount !== undefined) {
        // Interest first: what accrued through yesterday, then principal.
        const interest = accrued - paid < amount ? accrued - paid : amount;
        paid += interest;
        principal -= amount - interest;
        await signInAgain(t, user);
        const res = await loans.repay(user, loan.id, String(amount));
        expect(res.status, `day ${d}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(dataOf<LoanOrder>(res)).toMatchObject({
          outstandingPrincipal: String(principal),
          interestAccrued: String(accrued),
          interestPaid: String(paid),
        });
      }
      days.push({ principal });
      accrued = modelInterest(days, RATE).total;
      t.clock.advance(DAY);
      // Days 0–29 are caught up by one pass after the fact (a server that was down); then a pass a day.
      if (d >= 29) await job.pass();
    }
    const model = modelInterest(days, RATE);
    await signInAgain(t, user);
    operator = await operatorHeaders(t);
    const [rows] = await t.db.query<{ n: bigint; total: bigint }>(
      'SELECT COUNT(*)::bigint AS n, SUM(interest)::bigint AS total FROM loan_accruals WHERE loan_id = $1',
      [loan.id],
    );
    expect(rows).toEqual({ n: 365n, total: model.total });
    const [perDay] = await t.db.query<{ list: string }>(
      `SELECT string_agg(interest::text, ',' ORDER BY day) AS list FROM loan_accruals WHERE loan_id = $1`,
      [loan.id],
    );
    expect(perDay?.list).toBe(model.perDay.join(','));
    const now = (await loans.detail(user, loan.id)).loan;
    expect(now).toMatchObject({
      outstandingPrincipal: String(principal),
      interestAccrued: String(model.total),
      interestPaid: String(paid),
      amountOwed: String(principal + model.total - paid),
      overdue: true,
    });
    // A second pass, or the same day again, adds nothing.
    expect((await job.pass()).interest).toBe(0n);
    // Past the due date: new draws wait until it is repaid; the score counts it, withdrawals never depend on it.
    expect(await loans.limit(user)).toMatchObject({ hasOverdueLoan: true });
    await refused(loans.apply(user, '10000'), 422, 'unpaid_loan');
    // Neither the overdue draw nor the lower score blocks a withdrawal: withdrawable = cash − loan outstanding.
    const cardId = await addCardDirectly(t.db, user.account);
    const w = dataOf<{ availableCash: string; loanOutstanding: string; withdrawable: string }>(
      await t.api.post('/withdrawal/withdrawable', {}, user.headers),
    );
    expect(w.loanOutstanding).toBe(String(principal));
    expect(BigInt(w.withdrawable)).toBe(BigInt(w.availableCash) - principal);
    const withdraw = (amount: bigint) =>
      t.api.post(
        '/withdrawal/request',
        { amount: String(amount), card_id: cardId, fund_password: FUND_PASSWORD },
        { ...user.headers, 'Idempotency-Key': key() },
      );
    await refused(withdraw(BigInt(w.withdrawable) + 1n), 422, 'insufficient_withdrawable');
    expect((await withdraw(100_000n)).status).toBe(200);
    const full = await loans.repay(user, loan.id, now.amountOwed);
    expect(dataOf<LoanOrder>(full)).toMatchObject({ status: 'repaid', overdue: false });
    const limit: LoanLimit = await loans.limit(user);
    expect(limit.hasOverdueLoan).toBe(false);
  }, 480_000);

  it('the job catches up after downtime once: two passes at once on one database accrue each day once', async () => {
    const user = await borrower(t, TOYOTA);
    const loan = await drawn(user, '365000');
    t.clock.advance(40 * DAY);
    await signInAgain(t, user);
    await Promise.all([t.app.loanAccrual.pass(), t.app.loanAccrual.pass(), t.app.loanAccrual.pass()]);
    const day = (365_000n * RATE) / 3_650_000n;
    expect((await loans.detail(user, loan.id)).loan.interestAccrued).toBe(String(40n * day));
    const [n] = await t.db.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM loan_accruals WHERE loan_id = $1', [
      loan.id,
    ]);
    expect(n?.n).toBe(40n);
  });

  it('the console: a draw’s detail with the limit recomputed now, and the queue’s filters', async () => {
    const user = await borrower(t, TOYOTA);
    const loan = await applied(user, '50000');
    const detail = await t.api.post('/admin/loan/detail', { id: loan.id }, operator);
    expect(dataOf<{ account: string; status: string }>(detail)).toMatchObject({
      account: user.account,
      status: 'pending',
    });
    expect((await t.api.post('/admin/loan/detail', { id: '99999999' }, operator)).status).toBe(404);
    const rejected = dataOf<{ items: unknown[] }>(
      await t.api.post('/admin/loan/list', { status: 'rejected', account: user.account }, operator),
    );
    expect(rejected.items).toEqual([]);
  });
});
