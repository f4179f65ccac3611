import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../src/app.ts';
import { hashToken } from '../src/auth/sessions.ts';
import { fundingHours } from '../src/funding/hours.ts';
import { ImageLinks } from '../src/uploads/store.ts';
import { DEMO_BANK_CARD, DEMO_VERIFIED_USER } from '../src/seed.ts';
import { operatorHeaders, userIdOf } from './helpers/accounts.ts';
import { MINUTE } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import {
  file,
  FUND_PASSWORD,
  fundingFingerprint,
  jpegWithGps,
  pngBomb,
  pngImage,
  readyToWithdraw,
  secondOperator,
  setFundPasswordDirectly,
  TEST_NAME,
  verifyDirectly,
} from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { startTestServer, type ApiResponse, type MultipartInput, type TestServer } from './helpers/server.ts';
import { PinnedMarket } from './helpers/trading.ts';

/** Tuesday 24 November 2026, 10:00 in Tokyo: a business day inside deposit, withdrawal and trading hours. */
const TUESDAY_10AM = Date.parse('2026-11-24T01:00:00Z');

const key = () => `k-${randomUUID()}`;
const data = <T>(res: ApiResponse) => res.body.data as T;

interface Review {
  id: string;
  status: string;
  frontImageUrl: string;
  backImageUrl: string;
  slipImageUrl: string;
  firstApprovedBy: string | null;
  reviewedBy: string | null;
}
interface Page<T> {
  items: T[];
  total: number;
}

describe.each(engines())('funding and identity on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let op: Record<string, string>;
  let op2: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine, {
      // Funding itself; the passkey step-up in front of withdrawals and cards is security.test.ts's.
      passkeyForMoney: false,
      marketClock: 'real',
      clockStart: TUESDAY_10AM,
      marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)),
    });
    op = await operatorHeaders(t);
    op2 = await secondOperator(t);
  });
  afterAll(() => t.close());

  const origin = () => new URL(t.baseUrl).origin;
  const cash = async (headers: Record<string, string>) =>
    data<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, headers)).jpy;
  const everything = async () => ({ ledger: await stateFingerprint(t.db), funding: await fundingFingerprint(t.db) });
  const idem = (headers: Record<string, string>, k = key()) => ({ ...headers, 'Idempotency-Key': k });
  const identityParts = async (overrides: Record<string, string | ReturnType<typeof file> | null> = {}) => {
    const parts: Record<string, string | ReturnType<typeof file> | null> = {
      name: TEST_NAME.name,
      name_kana: TEST_NAME.kana,
      id_number: 'AB-1234-5678',
      id_front: file(await pngImage(1)),
      id_back: file(await pngImage(2), 'back.jpg', 'image/jpeg'),
      privacy_accepted: '1',
      ...overrides,
    };
    return Object.entries(parts).filter(
      (entry): entry is [string, string | ReturnType<typeof file>] => entry[1] !== null,
    );
  };
  const image = (url: string, init: RequestInit = {}) => fetch(`${origin()}${url}`, init);

  it('a newly registered user verifies, adds a card, deposits, buys, withdraws and is paid out', async () => {
    const alice = await t.newUser();
    expect(data(await t.api.post('/identity/status', {}, alice.headers))).toEqual({ status: 'unverified' });
    const order = {
      type: 'jpy',
      stock_code: '7203',
      side: 'buy',
      order_type: 'market',
      quantity: '100',
      client_order_id: key(),
    };
    const refused = await t.api.post('/trade/placeOrder', order, idem(alice.headers));
    expect(refused.body.msg).toBe('real_name_not_verified');

    // Identity: submitted, under review, resubmission refused.
    const submitted = await t.api.postMultipart('/identity/submit', await identityParts(), alice.headers);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'reviewing',
      name: TEST_NAME.name,
      nameKana: TEST_NAME.kana,
      idNumber: '******5678',
    });
    const again = await t.api.postMultipart('/identity/submit', await identityParts(), alice.headers);
    expect([again.status, again.body.msg]).toEqual([409, 'real_name_pending']);

    // The operator's queue shows it with image links an <img> can load.
    const queue = data<Page<Review>>(
      await t.api.post('/admin/identity/list', { status: 'pending', account: alice.account }, op),
    );
    expect(queue.total).toBe(1);
    const review = queue.items[0] as Review;
    const front = await image(review.frontImageUrl);
    expect(front.status).toBe(200);
    expect(front.headers.get('content-type')).toBe('image/png');
    expect(front.headers.get('cache-control')).toBe('no-store');
    expect(front.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await front.arrayBuffer())).metadata()).width).toBe(16);

    const approved = await t.api.post('/admin/identity/approve', { id: review.id }, op);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewedBy: op.account });
    expect(data(await t.api.post('/identity/status', {}, alice.headers))).toMatchObject({ status: 'verified' });
    // MYPAGE shows the verified name and its reading (the bank-card form fills the holder from it).
    expect(data(await t.api.post('/user/profile', {}, alice.headers))).toMatchObject({
      realNameStatus: 'verified',
      realName: TEST_NAME.name,
      realNameKana: TEST_NAME.kana,
    });
    const decided = await t.api.post('/admin/identity/approve', { id: review.id }, op);
    expect([decided.status, decided.body.msg]).toEqual([409, 'review_already_decided']);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'identity' AND target_id = $1 ORDER BY id`,
      [review.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['identity_document_viewed', 'identity_approved']);

    // A card in the verified reading, typed in half-width katakana without the space.
    await t.api.post(
      '/user/setFundPassword',
      { login_password: alice.password, fund_password: FUND_PASSWORD },
      alice.headers,
    );
    const card = await t.api.post(
      '/bank/addCard',
      {
        holder_name: 'ｼｹﾝﾊﾅｺ',
        bank_name: '三菱UFJ銀行',
        branch_name: '新宿支店',
        branch_code: '365',
        account_type: 'ordinary',
        account_number: '0012345',
        fund_password: FUND_PASSWORD,
      },
      alice.headers,
    );
    expect(card.body.data).toMatchObject({ accountNumber: '****345', inUse: false });
    const cardId = data<{ id: string }>(card).id;

    // Deposit: the dedicated account, a notice with a slip, once per key, one pending at a time.
    const channel = data<{ accountNumber: string; accountName: string; hours: { openNow: boolean } }>(
      await t.api.post('/deposit/channel', {}, alice.headers),
    );
    expect(channel.accountNumber).toMatch(/^\d{7}$/);
    expect(channel.accountName).toBe('カブト証券株式会社');
    expect(channel.hours.openNow).toBe(true);
    const slip: MultipartInput = [
      ['amount', '300000'],
      ['remitter_name', TEST_NAME.kana],
      ['slip', file(await pngImage(9), 'slip.png')],
    ];
    const depositKey = key();
    const notice = await t.api.postMultipart('/deposit/notify', slip, idem(alice.headers, depositKey));
    expect(notice.body.data).toMatchObject({ amount: '300000', status: 'pending', cancellable: true });
    const noticeId = data<{ id: string }>(notice).id;
    const replay = await t.api.postMultipart('/deposit/notify', slip, idem(alice.headers, depositKey));
    expect(data<{ id: string }>(replay).id).toBe(noticeId);
    const conflict = await t.api.postMultipart(
      '/deposit/notify',
      [['amount', '300001'], slip[1] as [string, string], slip[2] as [string, ReturnType<typeof file>]],
      idem(alice.headers, depositKey),
    );
    expect([conflict.status, conflict.body.msg]).toEqual([409, 'idempotency_conflict']);
    const second = await t.api.postMultipart('/deposit/notify', slip, idem(alice.headers));
    expect([second.status, second.body.msg]).toEqual([409, 'pending_deposit_exists']);
    expect(data<{ pendingDepositId: string }>(await t.api.post('/deposit/channel', {}, alice.headers))).toMatchObject({
      pendingDepositId: noticeId,
    });

    // The operator credits what actually arrived; a different amount needs a note for the user.
    const before = BigInt(await cash(alice.headers));
    const noNote = await t.api.post('/admin/deposit/approve', { id: noticeId, credited_amount: '299560' }, idem(op));
    expect([noNote.status, noNote.body.msg]).toEqual([400, 'invalid_parameter']);
    const approveKey = key();
    const approve = { id: noticeId, credited_amount: '299560', note: '振込手数料440円が差し引かれて着金しました。' };
    const credited = await t.api.post('/admin/deposit/approve', approve, idem(op, approveKey));
    expect(credited.body.data).toMatchObject({
      status: 'approved',
      creditedAmount: '299560',
      notifiedAmount: '300000',
    });
    await t.api.post('/admin/deposit/approve', approve, idem(op, approveKey));
    expect(BigInt(await cash(alice.headers))).toBe(before + 299_560n);
    const deposits = data<Page<{ id: string; orderNo?: string; amount: string; status: string }>>(
      await t.api.post('/record/list', { type: 'deposit' }, alice.headers),
    );
    const depositRecord = deposits.items.find((r) => r.orderNo === noticeId);
    expect(depositRecord).toMatchObject({ amount: '299560', status: 'completed' });
    const detail = data<{ entries: { account: string; amount: string }[] }>(
      await t.api.post('/record/detail', { id: depositRecord?.id ?? '' }, alice.headers),
    );
    expect(detail.entries).toEqual([
      { account: 'house:bank_cash', currency: 'JPY', amount: '-299560' },
      { account: `user:${alice.account}:cash`, currency: 'JPY', amount: '299560' },
    ]);

    // Now verified and funded, she buys.
    const bought = await t.api.post('/trade/placeOrder', { ...order, client_order_id: key() }, idem(alice.headers));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    t.clock.advance(1000);
    await t.app.matching.pass();

    // The withdrawable breakdown: cash positions hold nothing back.
    const summary = data<Record<string, unknown>>(await t.api.post('/withdrawal/withdrawable', {}, alice.headers));
    const available = await cash(alice.headers);
    expect(summary).toMatchObject({
      availableCash: available,
      marginRequirement: '0',
      loanOutstanding: '0',
      withdrawable: available,
      fee: '0',
      realNameVerified: true,
      fundPasswordSet: true,
      ownNameCardCount: 1,
    });

    const withdrawal = await t.api.post(
      '/withdrawal/request',
      { amount: '200000', card_id: cardId, fund_password: FUND_PASSWORD },
      idem(alice.headers),
    );
    expect(withdrawal.body.data).toMatchObject({
      amount: '200000',
      fee: '0',
      amountToReceive: '200000',
      status: 'pending',
      requiresSecondApproval: false,
      cancellable: true,
      card: { id: cardId, accountNumberMasked: '****345' },
    });
    expect(data<{ estimatedArrivalBy: string }>(withdrawal).estimatedArrivalBy).toBe('2026-11-26T00:00:00+09:00');
    const withdrawalId = data<{ id: string }>(withdrawal).id;
    expect(BigInt(await cash(alice.headers))).toBe(BigInt(available) - 200_000n);
    const cards = data<Page<{ inUse: boolean }>>(await t.api.post('/bank/cards', {}, alice.headers));
    expect(cards.items[0]?.inUse).toBe(true);
    const heldRecord = async () =>
      data<Page<{ orderNo?: string; amount: string; status: string }>>(
        await t.api.post('/record/list', { type: 'withdrawal' }, alice.headers),
      ).items.find((r) => r.orderNo === withdrawalId);
    expect(await heldRecord()).toMatchObject({ amount: '-200000', status: 'held' });

    const paid = await t.api.post('/admin/withdrawal/approve', { id: withdrawalId }, idem(op));
    expect(paid.body.data).toMatchObject({ status: 'approved', reviewedBy: op.account, firstApprovedBy: null });
    expect(await heldRecord()).toMatchObject({ status: 'completed' });
    const tracked = data<Record<string, unknown>>(
      await t.api.post('/withdrawal/detail', { id: withdrawalId }, alice.headers),
    );
    expect(tracked).toMatchObject({ status: 'approved', cancellable: false });
    expect(tracked.paidAt).toBeDefined();
    expect(data(await t.api.post('/user/withdrawallist', {}, alice.headers))).toEqual([
      { id: withdrawalId, status: 1, money: '200000' },
    ]);
    const titles = await t.db.query<{ title_us: string }>(
      `SELECT title_us FROM inbox_messages WHERE user_id = $1 ORDER BY id`,
      [await userIdOf(t.db, alice.account)],
    );
    expect(titles.map((m) => m.title_us)).toEqual(
      expect.arrayContaining([
        'Your identity is verified',
        'A bank card was added',
        'Your deposit is credited',
        'Your withdrawal is paid out',
      ]),
    );

    // A rejected notice credits nothing and says why; a cancelled one is gone from review.
    const cashNow = await cash(alice.headers);
    const wrong = data<{ id: string }>(await t.api.postMultipart('/deposit/notify', slip, idem(alice.headers)));
    const rejected = await t.api.post(
      '/admin/deposit/reject',
      { id: wrong.id, reason: 'deposit_rejected_no_matching_transfer', note: '同額の入金が確認できませんでした。' },
      op,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', creditedAmount: null });
    const mine = data<Page<Record<string, unknown>>>(
      await t.api.post('/deposit/list', { status: 'rejected' }, alice.headers),
    );
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: wrong.id,
        rejectReason: 'deposit_rejected_no_matching_transfer',
        reviewNote: '同額の入金が確認できませんでした。',
        cancellable: false,
      }),
    ]);
    const undo = data<{ id: string }>(await t.api.postMultipart('/deposit/notify', slip, idem(alice.headers)));
    const cancelled = await t.api.post('/deposit/cancel', { id: undo.id }, alice.headers);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    const late = await t.api.post('/admin/deposit/approve', { id: undo.id, credited_amount: '300000' }, idem(op));
    expect([late.status, late.body.msg]).toEqual([409, 'review_already_decided']);
    expect(await cash(alice.headers)).toBe(cashNow);
  });

  it('a large withdrawal waits for a second, different operator; a rejection or a cancellation releases the hold', async () => {
    const bob = await t.newUser();
    const cardId = await readyToWithdraw(t.db, bob.account);
    await t.api.post('/admin/config/update', { name: 'withdrawal_second_approval_threshold', value: '100000' }, op);
    try {
      const ask = (amount: string, k = key()) =>
        t.api.post(
          '/withdrawal/request',
          { amount, card_id: cardId, fund_password: FUND_PASSWORD },
          idem(bob.headers, k),
        );
      const large = data<{ id: string; requiresSecondApproval: boolean }>(await ask('150000'));
      expect(large.requiresSecondApproval).toBe(true);
      const first = await t.api.post('/admin/withdrawal/approve', { id: large.id }, idem(op));
      expect(first.body.data).toMatchObject({ status: 'awaiting_second_approval', firstApprovedBy: op.account });
      // The user still sees it pending; nothing is paid.
      expect(data(await t.api.post('/withdrawal/detail', { id: large.id }, bob.headers))).toMatchObject({
        status: 'pending',
      });
      const unchanged = await everything();
      const self = await t.api.post('/admin/withdrawal/confirm', { id: large.id }, idem(op));
      expect([self.status, self.body.msg]).toEqual([403, 'four_eyes_required']);
      expect(await everything()).toEqual(unchanged);
      const awaiting = data<Page<Review>>(
        await t.api.post('/admin/withdrawal/list', { status: 'awaiting_second_approval', account: bob.account }, op2),
      );
      expect(awaiting.items.map((i) => i.id)).toEqual([large.id]);
      const confirmed = await t.api.post('/admin/withdrawal/confirm', { id: large.id }, idem(op2));
      expect(confirmed.body.data).toMatchObject({
        status: 'approved',
        firstApprovedBy: op.account,
        reviewedBy: op2.account,
      });

      // Rejected after a first approval (any operator may reject): the whole hold comes back.
      const cashBefore = BigInt(await cash(bob.headers));
      const rejectMe = data<{ id: string }>(await ask('120000'));
      await t.api.post('/admin/withdrawal/approve', { id: rejectMe.id }, idem(op));
      const rejected = await t.api.post(
        '/admin/withdrawal/reject',
        { id: rejectMe.id, reason: 'withdrawal_rejected_bank_returned', note: '口座番号をご確認ください。' },
        idem(op),
      );
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejectReason: 'withdrawal_rejected_bank_returned',
      });
      expect(BigInt(await cash(bob.headers))).toBe(cashBefore);
      expect(data(await t.api.post('/withdrawal/detail', { id: rejectMe.id }, bob.headers))).toMatchObject({
        status: 'rejected',
        rejectReason: 'withdrawal_rejected_bank_returned',
        reviewNote: '口座番号をご確認ください。',
      });
      const released = data<Page<{ orderNo?: string; status: string }>>(
        await t.api.post('/record/list', { type: 'withdrawal' }, bob.headers),
      ).items.find((r) => r.orderNo === rejectMe.id);
      expect(released?.status).toBe('released');

      // Cancelled by the user, once per key; a decided one cannot be decided again.
      const small = data<{ id: string }>(await ask('100'));
      const cancelKey = key();
      const cancelled = await t.api.post('/withdrawal/cancel', { id: small.id }, idem(bob.headers, cancelKey));
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
      const replayed = await t.api.post('/withdrawal/cancel', { id: small.id }, idem(bob.headers, cancelKey));
      expect(replayed.body.data).toEqual(cancelled.body.data);
      const twice = await t.api.post('/withdrawal/cancel', { id: small.id }, idem(bob.headers));
      expect([twice.status, twice.body.msg]).toEqual([422, 'order_not_in_review']);
      const late = await t.api.post('/admin/withdrawal/approve', { id: small.id }, idem(op));
      expect([late.status, late.body.msg]).toEqual([409, 'review_already_decided']);
      expect(BigInt(await cash(bob.headers))).toBe(cashBefore);
      const seedList = data<{ status: number }[]>(await t.api.post('/user/withdrawallist', {}, bob.headers));
      expect(seedList.map((w) => w.status)).toEqual([3, 2, 1]);
    } finally {
      await t.api.post('/admin/config/update', { name: 'withdrawal_second_approval_threshold', value: '1000000' }, op);
    }
  });

  // Each request proves the fund password first (argon2id, two at a time): slow on a busy 2-core host.
  it('100 concurrent withdrawals of the whole withdrawable amount: exactly one succeeds; replays move money once', async () => {
    const carol = await t.newUser();
    const cardId = await readyToWithdraw(t.db, carol.account);
    const whole = data<{ withdrawable: string }>(
      await t.api.post('/withdrawal/withdrawable', {}, carol.headers),
    ).withdrawable;
    expect(whole).toBe('1000000');
    const form = { amount: whole, card_id: cardId, fund_password: FUND_PASSWORD };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.api.post('/withdrawal/request', form, idem(carol.headers))),
    );
    const outcomes = results.map((r) => (r.status === 200 ? 'ok' : `${r.status} ${r.body.msg}`));
    const tally = Object.fromEntries([...new Set(outcomes)].map((o) => [o, outcomes.filter((x) => x === o).length]));
    console.log(`[${engine.name}] 100 concurrent withdrawals of ${whole}:`, JSON.stringify(tally));
    expect(tally).toEqual({ ok: 1, '422 insufficient_withdrawable': 99 });
    expect(await cash(carol.headers)).toBe('0');
    const [held] = await t.db.query<{ n: bigint; total: bigint }>(
      `SELECT COUNT(*)::bigint AS n, SUM(amount)::bigint AS total FROM ledger_holds
       WHERE user_id = $1 AND reason = 'withdrawal' AND status = 'open'`,
      [await userIdOf(t.db, carol.account)],
    );
    expect(held).toEqual({ n: 1n, total: 1_000_000n });

    // Replays of one request with the same key: the same answer, one hold; another body under it is refused.
    const dave = await t.newUser();
    const daveCard = await readyToWithdraw(t.db, dave.account);
    const replayKey = key();
    const once = { amount: '5000', card_id: daveCard, fund_password: FUND_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.api.post('/withdrawal/request', once, idem(dave.headers, replayKey))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toHaveProperty('size', 1);
    expect(answers[0]?.status).toBe(200);
    expect(await cash(dave.headers)).toBe('995000');
    const other = await t.api.post('/withdrawal/request', { ...once, amount: '6000' }, idem(dave.headers, replayKey));
    expect([other.status, other.body.msg]).toEqual([409, 'idempotency_conflict']);
    expect(await cash(dave.headers)).toBe('995000');
  }, 120_000);

  it('the withdrawable amount keeps back what leveraged positions lack of their maintenance margin', async () => {
    const judy = await t.newUser();
    const cardId = await readyToWithdraw(t.db, judy.account);
    const quote = data<{ previousClose: string; limitDown: string }>(
      await t.api.post('/market/quote', { type: 'jpy', stock_code: '7203' }, judy.headers),
    );
    market.pin('jpy', '7203', quote.previousClose);
    try {
      const bought = await t.api.post(
        '/trade/placeOrder',
        {
          type: 'jpy',
          stock_code: '7203',
          side: 'buy',
          order_type: 'market',
          quantity: '100',
          leverage: '3.3',
          client_order_id: key(),
        },
        idem(judy.headers),
      );
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      t.clock.advance(100);
      await t.app.matching.pass();
      const atCost = data<Record<string, string>>(await t.api.post('/withdrawal/withdrawable', {}, judy.headers));
      expect(atCost).toMatchObject({ marginRequirement: '0', withdrawable: atCost.availableCash });

      // At the day's limit down the position's equity falls under 20 % of its value: the shortfall stays behind.
      market.pin('jpy', '7203', quote.limitDown);
      const position = data<{ items: { id: string }[] } | { id: string }[]>(
        await t.api.post('/trade/userstocklist', { type: 'jpy' }, judy.headers),
      );
      const positionId = (Array.isArray(position) ? position : position.items)[0]?.id ?? '';
      const figures = data<{ equity: string; maintenanceMargin: string }>(
        await t.api.post('/position/detail', { position_id: positionId }, judy.headers),
      );
      const shortfall = BigInt(figures.maintenanceMargin) - BigInt(figures.equity);
      expect(shortfall).toBeGreaterThan(0n);
      const summary = data<Record<string, string>>(await t.api.post('/withdrawal/withdrawable', {}, judy.headers));
      expect(summary.marginRequirement).toBe(String(shortfall));
      expect(BigInt(summary.withdrawable ?? '')).toBe(BigInt(summary.availableCash ?? '') - shortfall);
      const tooMuch = await t.api.post(
        '/withdrawal/request',
        { amount: String(BigInt(summary.availableCash ?? '')), card_id: cardId, fund_password: FUND_PASSWORD },
        idem(judy.headers),
      );
      expect([tooMuch.status, tooMuch.body.msg]).toEqual([422, 'insufficient_withdrawable']);
    } finally {
      market.pin('jpy', '7203', undefined);
    }
  });

  it('manual adjustments move nothing until a different operator confirms, and a debit never overdraws', async () => {
    const erin = await t.newUser();
    const create = (form: Record<string, string>) =>
      t.api.post(
        '/admin/adjustment/create',
        { account: erin.account, currency: 'JPY', reason: 'fee_refund', memo: '誤徴収分の返金', ...form },
        idem(op),
      );
    const before = await everything();
    for (const [form, status, msg] of [
      [{ direction: 'credit', amount: '0' }, 400, 'invalid_parameter'],
      [{ direction: 'credit', amount: '1.5' }, 400, 'invalid_parameter'],
      [{ direction: 'credit', amount: '440', account: '0899999999' }, 404, 'account_not_found'],
      [{ direction: 'credit', amount: '440', account: op.account ?? '' }, 409, 'admin_item_locked'],
    ] as const) {
      const res = await create(form);
      expect([res.status, res.body.msg], JSON.stringify(form)).toEqual([status, msg]);
    }
    expect(await everything()).toEqual(before);

    const credit = data<{ id: string; status: string }>(await create({ direction: 'credit', amount: '440' }));
    expect(credit.status).toBe('awaiting_second_approval');
    expect(await cash(erin.headers)).toBe('1000000');
    const self = await t.api.post('/admin/adjustment/confirm', { id: credit.id }, idem(op));
    expect([self.status, self.body.msg]).toEqual([403, 'four_eyes_required']);
    const applied = await t.api.post('/admin/adjustment/confirm', { id: credit.id }, idem(op2));
    expect(applied.body.data).toMatchObject({ status: 'applied', requestedBy: op.account, decidedBy: op2.account });
    expect(await cash(erin.headers)).toBe('1000440');

    const overdraw = data<{ id: string }>(await create({ direction: 'debit', amount: '1000441' }));
    const unchanged = await everything();
    const refused = await t.api.post('/admin/adjustment/confirm', { id: overdraw.id }, idem(op2));
    expect([refused.status, refused.body.msg]).toEqual([422, 'insufficient_available_balance']);
    expect(await everything()).toEqual(unchanged);
    const dropped = await t.api.post('/admin/adjustment/reject', { id: overdraw.id }, op);
    expect(dropped.body.data).toMatchObject({ status: 'rejected', decidedBy: op.account });
    expect(await cash(erin.headers)).toBe('1000440');
    const dollars = data<{ id: string }>(await create({ direction: 'credit', amount: '12.50', currency: 'USD' }));
    await t.api.post('/admin/adjustment/confirm', { id: dollars.id }, idem(op2));
    const list = data<Page<{ status: string }>>(
      await t.api.post('/admin/adjustment/list', { account: erin.account }, op),
    );
    expect(list.items.map((i) => i.status).sort()).toEqual(['applied', 'applied', 'rejected']);
  });

  it('bank cards: own name only (as banks compare names), the fund password, no duplicates, at most five', async () => {
    const frank = await t.newUser();
    const add = (holder: string, number: string, password = FUND_PASSWORD) =>
      t.api.post(
        '/bank/addCard',
        {
          holder_name: holder,
          bank_name: 'ゆうちょ銀行',
          branch_name: '〇一八支店',
          branch_code: '018',
          account_type: 'savings',
          account_number: number,
          fund_password: password,
        },
        frank.headers,
      );
    const start = await everything();
    expect((await add(TEST_NAME.kana, '1000001')).body.msg).toBe('real_name_not_verified');
    await verifyDirectly(t.db, frank.account);
    expect((await add(TEST_NAME.kana, '1000001')).body.msg).toBe('fund_password_not_set');
    await setFundPasswordDirectly(t.db, frank.account);
    expect((await add(TEST_NAME.kana, '1000001', 'wrong-password')).body.msg).toBe('wrong_fund_password');
    expect((await add('ヤマダ タロウ', '1000001')).body.msg).toBe('card_not_own_name');
    expect((await add('シケン　ハナコ太', '1000001')).body.msg).toBe('card_not_own_name');
    const afterRefusals = await everything();
    expect(afterRefusals.funding).toEqual({ ...(start.funding as object), verification: expect.any(String) });

    // The verified name or its reading, full- or half-width, with or without spaces, small kana as banks write them.
    for (const [holder, number] of [
      ['試験花子', '1000001'],
      ['ｼｹﾝ ﾊﾅｺ', '1000002'],
      ['シケン　ハナコ', '1000003'],
      ['しけん はなこ', '1000004'],
      ['シケン ハナコ', '1000005'],
    ] as const) {
      const res = await add(holder, number);
      expect(res.status, `${holder}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await add(TEST_NAME.kana, '1000005')).body.msg).toBe('card_exists');
    expect((await add(TEST_NAME.kana, '1000006')).body.msg).toBe('card_limit_reached');

    const cards = data<Page<{ id: string }>>(await t.api.post('/bank/cards', {}, frank.headers));
    expect(cards.total).toBe(5);
    const [newest, next] = cards.items as [{ id: string }, { id: string }];
    const grace = await t.newUser();
    const notYours = await t.api.post('/bank/removeCard', { card_id: newest.id, fund_password: 'x' }, grace.headers);
    expect([notYours.status, notYours.body.msg]).toEqual([404, 'card_not_found']);
    // A card a pending withdrawal pays to stays until that ends.
    await t.api.post(
      '/withdrawal/request',
      { amount: '1000', card_id: next.id, fund_password: FUND_PASSWORD },
      idem(frank.headers),
    );
    const inUse = await t.api.post(
      '/bank/removeCard',
      { card_id: next.id, fund_password: FUND_PASSWORD },
      frank.headers,
    );
    expect([inUse.status, inUse.body.msg]).toEqual([422, 'card_in_use']);
    const removed = await t.api.post(
      '/bank/removeCard',
      { card_id: newest.id, fund_password: FUND_PASSWORD },
      frank.headers,
    );
    expect(removed.body.data).toMatchObject({ id: newest.id });
    expect(data<Page<unknown>>(await t.api.post('/bank/cards', {}, frank.headers)).total).toBe(4);
    expect((await add(TEST_NAME.kana, '1000005')).status).toBe(200);
  });

  it('uploads are checked by content; images are served only through links for the owner and operators', async () => {
    const gina = await t.newUser();
    const before = await everything();
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj << >> endobj\n%%EOF');
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set(await pngImage(4));
    const bomb = pngBomb();
    for (const [label, parts, status, msg] of [
      [
        'a PDF named .jpg',
        await identityParts({ id_front: file(pdf, 'id.jpg', 'image/jpeg') }),
        422,
        'upload_invalid_image',
      ],
      ['a 20 MB image', await identityParts({ id_back: file(huge, 'big.png') }), 422, 'upload_invalid_image'],
      ['a decompression bomb', await identityParts({ id_front: file(bomb, 'bomb.png') }), 422, 'upload_invalid_image'],
      ['no privacy consent', await identityParts({ privacy_accepted: null }), 422, 'agreement_required'],
      ['an unknown field', [...(await identityParts()), ['role', 'operator']], 400, 'invalid_parameter'],
      ['a repeated field', [...(await identityParts()), ['name', 'x']], 400, 'invalid_parameter'],
      ['text where a file goes', await identityParts({ id_front: 'not a file' }), 400, 'invalid_parameter'],
      ['a bad ID number', await identityParts({ id_number: '----' }), 400, 'invalid_parameter'],
    ] as const) {
      const res = await t.api.postMultipart('/identity/submit', parts as MultipartInput, gina.headers);
      expect([res.status, res.body.msg], label).toEqual([status, msg]);
    }
    const urlencoded = await t.api.post('/identity/submit', { name: 'x' }, gina.headers);
    expect([urlencoded.status, urlencoded.body.msg]).toEqual([400, 'invalid_parameter']);
    const pdfSlip = await t.api.postMultipart(
      '/deposit/notify',
      [
        ['amount', '10000'],
        ['slip', file(pdf, 'slip.png')],
      ],
      idem(gina.headers),
    );
    expect([pdfSlip.status, pdfSlip.body.msg]).toEqual([422, 'upload_failed']);
    expect(await everything()).toEqual(before);

    // A phone photo with GPS: accepted, stored without its metadata.
    const submitted = await t.api.postMultipart(
      '/identity/submit',
      await identityParts({ id_front: file(await jpegWithGps(), 'IMG_0001.JPG', 'image/jpeg') }),
      gina.headers,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const review = data<Page<Review>>(await t.api.post('/admin/identity/list', { account: gina.account }, op))
      .items[0] as Review;
    const front = await image(review.frontImageUrl);
    expect(front.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await front.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('KabutoTestCam')).toBe(false);

    // Links: tampered, foreign query, another user's session, the owner's session, after logout, after expiry.
    const links = new ImageLinks(t.db, API_BASE);
    const path = review.frontImageUrl.slice(API_BASE.length).split('?')[0] ?? '';
    const sessionOf = async (token: string) => {
      const [row] = await t.db.query<{ id: bigint }>('SELECT id FROM sessions WHERE token_hash = $1', [
        hashToken(token),
      ]);
      return row?.id ?? 0n;
    };
    const tampered = review.frontImageUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await image(tampered)).status).toBe(401);
    expect((await image(`${review.frontImageUrl}&x=1`)).status).toBe(400);
    expect((await image(review.frontImageUrl.replace('/front?', '/back?'))).status).toBe(401);
    const helen = await t.newUser();
    const helensLink = await links.link(path, await sessionOf(helen.token), t.clock.now());
    const foreign = await image(helensLink);
    expect([foreign.status, ((await foreign.json()) as { msg: string }).msg]).toEqual([404, 'not_found']);
    const ownLink = await links.link(path, await sessionOf(gina.token), t.clock.now());
    expect((await image(ownLink)).status).toBe(200);
    const viewsBefore = await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'identity_document_viewed'`);
    const operator = await operatorHeaders(t);
    const operatorLink = data<Review>(await t.api.post('/admin/identity/detail', { id: review.id }, operator));
    expect((await image(operatorLink.backImageUrl)).status).toBe(200);
    const viewsAfter = await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'identity_document_viewed'`);
    expect(viewsAfter.length - viewsBefore.length).toBe(2);
    await t.api.post('/user/logout', {}, operator);
    expect((await image(operatorLink.backImageUrl)).status).toBe(401);
    t.clock.advance(16 * MINUTE);
    expect((await image(review.frontImageUrl)).status).toBe(401);

    // Rejected with a reason and a note, the user sees both and may submit again.
    await t.api.post(
      '/admin/identity/reject',
      { id: review.id, reason: 'identity_rejected_document_expired', note: '有効期限内の書類をご提出ください。' },
      op,
    );
    expect(data(await t.api.post('/identity/status', {}, gina.headers))).toMatchObject({
      status: 'rejected',
      rejectReason: 'identity_rejected_document_expired',
      rejectNote: { jp: '有効期限内の書類をご提出ください。' },
    });
    const again = await t.api.postMultipart('/identity/submit', await identityParts(), gina.headers);
    expect(again.body.data).toMatchObject({ status: 'reviewing' });
    expect((await image(`${API_BASE}/upload/slip/1?sig=${'1'.repeat(3)}`)).status).toBe(400);
  });

  it('deposit and withdrawal hours follow the Japanese business calendar', async () => {
    const at = (iso: string) => new Date(iso);
    const hours = (kind: 'deposit' | 'withdrawal', iso: string) => fundingHours(t.db, kind, at(iso), false);
    expect(await hours('withdrawal', '2026-11-24T10:00:00+09:00')).toMatchObject({
      opensAt: '09:00',
      closesAt: '15:00',
      businessDaysOnly: true,
      openNow: true,
    });
    // 15:00 closes; Labor Thanksgiving Day (Monday 23 November 2026) and the weekend are closed.
    expect(await hours('withdrawal', '2026-11-24T15:00:00+09:00')).toMatchObject({
      openNow: false,
      nextOpenAt: '2026-11-25T09:00:00+09:00',
    });
    expect(await hours('deposit', '2026-11-21T12:00:00+09:00')).toMatchObject({
      openNow: false,
      nextOpenAt: '2026-11-24T09:00:00+09:00',
    });
    expect(await hours('deposit', '2026-11-23T12:00:00+09:00')).toMatchObject({ openNow: false });
    expect(await hours('deposit', '2026-11-24T16:59:00+09:00')).toMatchObject({ openNow: true });
    expect(await hours('deposit', '2026-12-31T10:00:00+09:00')).toMatchObject({
      openNow: false,
      nextOpenAt: '2027-01-04T09:00:00+09:00',
    });
    expect(await fundingHours(t.db, 'withdrawal', at('2026-11-22T03:00:00+09:00'), true)).toMatchObject({
      openNow: true,
      businessDaysOnly: false,
    });

    // Over HTTP: outside the configured window both are refused, and nothing changes.
    const ivy = await t.newUser();
    const cardId = await readyToWithdraw(t.db, ivy.account);
    await t.api.post('/admin/config/update', { name: 'withdrawal_hours', value: '00:00-00:01' }, op);
    await t.api.post('/admin/config/update', { name: 'deposit_hours', value: '00:00-00:01' }, op);
    try {
      const before = await everything();
      const withdrawal = await t.api.post(
        '/withdrawal/request',
        { amount: '1000', card_id: cardId, fund_password: FUND_PASSWORD },
        idem(ivy.headers),
      );
      expect([withdrawal.status, withdrawal.body.msg]).toEqual([422, 'outside_withdrawal_hours']);
      const deposit = await t.api.postMultipart(
        '/deposit/notify',
        [
          ['amount', '10000'],
          ['slip', file(await pngImage(5))],
        ],
        idem(ivy.headers),
      );
      expect([deposit.status, deposit.body.msg]).toEqual([422, 'outside_deposit_hours']);
      expect(await everything()).toEqual(before);
      const summary = data<{ hours: { openNow: boolean; nextOpenAt: string } }>(
        await t.api.post('/withdrawal/withdrawable', {}, ivy.headers),
      );
      expect(summary.hours).toMatchObject({ openNow: false });
    } finally {
      await t.api.post('/admin/config/update', { name: 'withdrawal_hours', value: '09:00-15:00' }, op);
      await t.api.post('/admin/config/update', { name: 'deposit_hours', value: '09:00-17:00' }, op);
    }
  });

  it('the verified demo user has an own-name bank card and may withdraw once a fund password is set', async () => {
    const login = await t.api.post('/user/login', {
      account: DEMO_VERIFIED_USER.account,
      password: DEMO_VERIFIED_USER.password,
    });
    const headers = { token: data<{ token: string }>(login).token, account: DEMO_VERIFIED_USER.account };
    const cards = data<Page<{ holderName: string; accountNumber: string }>>(
      await t.api.post('/bank/cards', {}, headers),
    );
    expect(cards.items).toEqual([
      expect.objectContaining({ holderName: DEMO_BANK_CARD.holderName, accountNumber: '****567' }),
    ]);
    const summary = data<Record<string, unknown>>(await t.api.post('/withdrawal/withdrawable', {}, headers));
    expect(summary).toMatchObject({ realNameVerified: true, fundPasswordSet: false, ownNameCardCount: 1 });
  });
});
