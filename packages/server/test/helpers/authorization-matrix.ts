import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { implementedOperations as operations } from './implemented.ts';
import type { Operation } from '../../src/http/contract.ts';
import { formValidator } from '../../src/http/validation.ts';
import { sendInboxMessage } from '../../src/messages/inbox.ts';
import { DEMO_OPERATOR } from '../../src/seed.ts';
import type { Engine } from './engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './invariants.ts';
import { startTestServer } from './server.ts';
import type { TestServer } from './server.ts';
import { accountsFingerprint, operatorHeaders, userIdOf } from './accounts.ts';
import { freeIpoCode, insertDistribution, insertIpo, offeringsFingerprint } from './offerings.ts';
import { demoProducts, followFingerprint, insertFollowProduct } from './follow.ts';
import { daytradeFingerprint } from './daytrade.ts';
import { exchangeFingerprint } from './exchange.ts';
import { giveHoldings, loanFingerprint } from './loan.ts';
import { marketsFingerprint } from './markets.ts';
import { tradingFingerprint, verifyRealName } from './trading.ts';
import type { MultipartInput } from './server.ts';
import { TEST_ORIGIN } from './server.ts';
import { SoftAuthenticator } from './authenticator.ts';
import { hashToken } from '../../src/auth/sessions.ts';
import {
  file,
  FUND_PASSWORD,
  fundingFingerprint,
  pngImage,
  readyToWithdraw,
  secondOperator,
  setFundPasswordDirectly,
  TEST_NAME,
  verifyDirectly,
} from './funding.ts';

interface User {
  account: string;
  password: string;
  headers: Record<string, string>;
}

interface Sample {
  /** A form the user's own call succeeds with. */
  form?: (alice: User, t: TestServer) => Promise<Record<string, string>> | Record<string, string>;
  /** For uploads: the multipart parts the user's own call succeeds with. */
  multipart?: (alice: User, t: TestServer) => Promise<MultipartInput>;
  headers?: Record<string, string>;
  /** What the operator's own call answers, when not 200 (user operations called by an operator account). */
  operator?: { status: number; msg: string };
}

/** Alice applies to become an agent; answers the application's id for the operator's decision. */
async function pendingAgentApplication(alice: User, t: TestServer): Promise<string> {
  await t.db.query(`UPDATE users SET real_name_status = 'verified' WHERE account = $1`, [alice.account]);
  const res = await t.api.post('/referral/applyAgent', { agree: '1' }, alice.headers);
  return (res.body.data as { id: string }).id;
}

/** The newest published article's id (the demo seed has some). */
async function seededArticleId(t: TestServer): Promise<string> {
  const [row] = await t.db.query<{ id: bigint }>(
    `SELECT id FROM news_articles WHERE status = 'published' ORDER BY id DESC LIMIT 1`,
  );
  return String(row?.id);
}

let keySeq = 0;
const nextKey = () => `matrix-key-${(keySeq += 1)}`;

/** A market buy of 100 Toyota by a verified Alice; answers the order's id. */
async function aliceOrder(alice: User, t: TestServer): Promise<string> {
  await verifyRealName(t.db, alice.account);
  const res = await t.api.post(
    '/trade/placeOrder',
    { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100', client_order_id: nextKey() },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's order, filled by a matching pass: answers the position it opened. */
async function alicePosition(alice: User, t: TestServer): Promise<string> {
  await aliceOrder(alice, t);
  t.clock.advance(100);
  await t.app.matching.pass();
  const list = await t.api.post('/trade/userstocklist', { type: 'jpy' }, alice.headers);
  return (list.body.data as { id: string }[])[0]?.id ?? '0';
}

/** What an identity submission sends: the name, its reading, an ID number, two images and the consent. */
const identityParts = async (): Promise<MultipartInput> => [
  ['name', TEST_NAME.name],
  ['name_kana', TEST_NAME.kana],
  ['id_number', 'AB12345678'],
  ['id_front', file(await pngImage(1))],
  ['id_back', file(await pngImage(2))],
  ['privacy_accepted', '1'],
];
const slipParts = async (): Promise<MultipartInput> => [
  ['amount', '10000'],
  ['slip', file(await pngImage(3))],
];

/** Alice's identity submission, pending review; answers its id. */
async function aliceIdentity(alice: User, t: TestServer): Promise<string> {
  await t.api.postMultipart('/identity/submit', await identityParts(), alice.headers);
  const [row] = await t.db.query<{ id: bigint }>(
    `SELECT v.id FROM identity_verifications v JOIN users u ON u.id = v.user_id WHERE u.account = $1`,
    [alice.account],
  );
  return String(row?.id);
}

/** Alice's deposit notice, pending review; answers its id. */
async function aliceDeposit(alice: User, t: TestServer): Promise<string> {
  const res = await t.api.postMultipart('/deposit/notify', await slipParts(), {
    ...alice.headers,
    'Idempotency-Key': nextKey(),
  });
  return (res.body.data as { id: string }).id;
}

/** Alice's withdrawal of ¥1,000, pending review; answers its id. */
async function aliceWithdrawal(alice: User, t: TestServer): Promise<string> {
  const cardId = await readyToWithdraw(t.db, alice.account);
  const res = await t.api.post(
    '/withdrawal/request',
    { amount: '1000', card_id: cardId, fund_password: FUND_PASSWORD },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** A manual credit to Alice requested by a second operator (so the demo operator may confirm it); answers its id. */
async function adjustmentByAnother(alice: User, t: TestServer): Promise<string> {
  const res = await t.api.post(
    '/admin/adjustment/create',
    { account: alice.account, direction: 'credit', amount: '100', currency: 'JPY', reason: 'other', memo: 'test' },
    { ...(await secondOperator(t)), 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** A passkey for Alice straight in the table (key material that never verifies: for calls that only need one). */
async function alicePasskey(alice: User, t: TestServer): Promise<string> {
  const [row] = await t.db.query<{ id: bigint }>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, name, backed_up, multi_device, created_at)
     SELECT id, $2, '\\x00', 'matrix', false, false, $3 FROM users WHERE account = $1 RETURNING id`,
    [alice.account, `matrix-${nextKey()}-credential`.replace(/[^A-Za-z0-9_-]/g, ''), t.clock.now()],
  );
  return String(row?.id);
}

/** Alice's session stepped up just now, straight in the table. */
async function aliceSteppedUp(alice: User, t: TestServer): Promise<void> {
  await t.db.query('UPDATE sessions SET step_up_at = $2 WHERE token_hash = $1', [
    hashToken(alice.headers.token ?? ''),
    t.clock.now(),
  ]);
}

interface PasskeyOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
}

/** Alice enrols a real (software) passkey through the API; answers her authenticator. */
async function aliceEnrolled(alice: User, t: TestServer): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator({ origin: TEST_ORIGIN });
  const options = await t.api.post('/security/passkey/registerOptions', { password: alice.password }, alice.headers);
  const credential = authenticator.register(options.body.data as PasskeyOptions);
  await t.api.post('/security/passkey/register', { name: 'matrix', credential }, alice.headers);
  return authenticator;
}

/** A factor reset of Alice's passkey requested by the second operator (so the demo operator may decide it). */
async function factorResetByAnother(alice: User, t: TestServer): Promise<string> {
  await alicePasskey(alice, t);
  const res = await t.api.post(
    '/admin/security/resetRequest',
    { account: alice.account, reason: 'lost_device', memo: 'matrix' },
    await secondOperator(t),
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's application to an IPO open now; answers its id. */
async function aliceIpoApplication(alice: User, t: TestServer): Promise<string> {
  await verifyDirectly(t.db, alice.account);
  const offering_id = await insertIpo(t.db, t.clock.now(), 'subscribing');
  const res = await t.api.post(
    '/ipo/subscribe',
    { offering_id, lots: '1' },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's application to a distribution open now; answers its id. */
async function aliceBlockApplication(alice: User, t: TestServer): Promise<string> {
  await verifyDirectly(t.db, alice.account);
  const distribution_id = await insertDistribution(t.db, t.clock.now(), 'open');
  const res = await t.api.post(
    '/block/apply',
    { distribution_id, quantity: '100' },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice follows the demo's yen product with ¥100,000; answers the order's id. */
async function aliceFollowOrder(alice: User, t: TestServer): Promise<string> {
  await verifyDirectly(t.db, alice.account);
  const res = await t.api.post(
    '/follow/buy',
    { product_id: (await demoProducts(t.db)).jpy, amount: '100000', agree: '1' },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice, verified with a fund password and ¥3,000,000 of Toyota as collateral, applies to draw ¥100,000. */
async function aliceLoanApplication(alice: User, t: TestServer): Promise<string> {
  await verifyDirectly(t.db, alice.account);
  await setFundPasswordDirectly(t.db, alice.account);
  await giveHoldings(
    t.db,
    alice.account,
    { market: 'jpy', code: '7203', quantity: 1000n, price: '3000' },
    t.clock.now(),
  );
  const res = await t.api.post(
    '/loan/apply',
    { amount: '100000', fund_password: FUND_PASSWORD },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's draw, approved and lent; answers the loan's id. */
async function aliceLoan(alice: User, t: TestServer): Promise<string> {
  const id = await aliceLoanApplication(alice, t);
  await t.api.post('/admin/loan/approve', { id }, { ...(await operatorHeaders(t)), 'Idempotency-Key': nextKey() });
  return id;
}

/** A quote of ¥10,000 in dollars for Alice (her opening paper yen); answers its id. */
async function aliceQuote(alice: User, t: TestServer): Promise<string> {
  const res = await t.api.post('/exchange/quote', { from: 'JPY', to: 'USD', amount: '10000' }, alice.headers);
  return (res.body.data as { quoteId: string }).quoteId;
}

/** Alice, verified, applies for one-day margin with ¥200,000; answers the application's id. */
async function aliceDaytradeApplication(alice: User, t: TestServer): Promise<string> {
  await verifyDirectly(t.db, alice.account);
  const res = await t.api.post(
    '/daytrade/apply',
    { amount: '200000', agree: '1' },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's day-trade account, approved by the operator. */
async function aliceDaytrader(alice: User, t: TestServer): Promise<void> {
  const id = await aliceDaytradeApplication(alice, t);
  await t.api.post('/admin/dayTrade/approve', { id }, { ...(await operatorHeaders(t)), 'Idempotency-Key': nextKey() });
}

/** A day-trade market buy of 100 Toyota by Alice, approved; answers the order's id. */
async function aliceDaytradeOrder(alice: User, t: TestServer): Promise<string> {
  await aliceDaytrader(alice, t);
  const res = await t.api.post(
    '/daytrade/order',
    {
      type: 'jpy',
      stock_code: '7203',
      side: 'buy',
      order_type: 'market',
      quantity: '100',
      leverage: '2',
      client_order_id: nextKey(),
    },
    { ...alice.headers, 'Idempotency-Key': nextKey() },
  );
  return (res.body.data as { id: string }).id;
}

/** Alice's day-trade order, filled by a day-trade pass: answers the position it opened. */
async function aliceDaytradePosition(alice: User, t: TestServer): Promise<string> {
  const orderId = await aliceDaytradeOrder(alice, t);
  t.clock.advance(100);
  await t.app.daytrade.pass();
  const detail = await t.api.post('/daytrade/orderDetail', { order_id: orderId }, alice.headers);
  return (detail.body.data as { order: { positionId: string } }).order.positionId;
}

/** An IPO whose lottery day it is, drawn by the operator (and with `publish`, its seed published). */
async function drawnIpo(t: TestServer, publish: boolean): Promise<string> {
  const id = await insertIpo(t.db, t.clock.now(), 'past');
  const op = await operatorHeaders(t);
  await t.api.post('/admin/ipo/draw', { id }, op);
  if (publish) await t.api.post('/admin/ipo/publishSeed', { id }, op);
  return id;
}

/** How to call each operation that needs more than an empty form. */
const SAMPLES: Record<string, Sample> = {
  getPasskeyRegistrationOptions: {
    form: (alice) => ({ password: alice.password }),
    operator: { status: 422, msg: 'wrong_original_password' },
  },
  registerPasskey: {
    // Options issued to Alice's session: another session's answer to them is refused and leaves them to her.
    form: async (alice, t) => {
      const options = await t.api.post(
        '/security/passkey/registerOptions',
        { password: alice.password },
        alice.headers,
      );
      const credential = new SoftAuthenticator({ origin: TEST_ORIGIN }).register(options.body.data as PasskeyOptions);
      return { name: 'matrix', credential };
    },
    operator: { status: 422, msg: 'passkey_verification_failed' },
  },
  renamePasskey: {
    form: async (alice, t) => ({ id: await alicePasskey(alice, t), name: 'renamed' }),
    operator: { status: 404, msg: 'passkey_not_found' },
  },
  removePasskey: {
    form: async (alice, t) => {
      const id = await alicePasskey(alice, t);
      await aliceSteppedUp(alice, t);
      return { id };
    },
    operator: { status: 404, msg: 'passkey_not_found' },
  },
  getStepUpOptions: {
    form: async (alice, t) => {
      await alicePasskey(alice, t);
      return {};
    },
    operator: { status: 403, msg: 'passkey_required' },
  },
  verifyStepUp: {
    form: async (alice, t) => {
      const authenticator = await aliceEnrolled(alice, t);
      const options = await t.api.post('/security/stepUp/options', {}, alice.headers);
      return { credential: authenticator.assert(options.body.data as { challenge: string; rpId: string }) };
    },
    // The challenge is Alice's session's: the operator's session cannot answer (or spend) it.
    operator: { status: 422, msg: 'passkey_verification_failed' },
  },
  generateRecoveryCodes: {
    form: async (alice, t) => {
      await alicePasskey(alice, t);
      await aliceSteppedUp(alice, t);
      return {};
    },
    operator: { status: 403, msg: 'passkey_required' },
  },
  endSession: {
    form: async (alice, t) => {
      await t.api.post('/user/login', { account: alice.account, password: alice.password });
      const list = await t.api.post('/security/sessions', {}, alice.headers);
      const other = (list.body.data as { items: { id: string; current: boolean }[] }).items.find((s) => !s.current);
      return { id: other?.id ?? '0' };
    },
    operator: { status: 404, msg: 'not_found' },
  },
  setNotificationEmail: { form: () => ({ email: 'alice@kabuto.test' }) },
  getAdminUserSecurity: { form: (alice) => ({ account: alice.account }) },
  listAdminUserSignIns: { form: (alice) => ({ account: alice.account }) },
  requestFactorReset: {
    form: async (alice, t) => {
      await alicePasskey(alice, t);
      return { account: alice.account, reason: 'lost_device', memo: 'matrix' };
    },
  },
  approveFactorReset: { form: async (alice, t) => ({ id: await factorResetByAnother(alice, t) }) },
  rejectFactorReset: { form: async (alice, t) => ({ id: await factorResetByAnother(alice, t) }) },
  submitIdentityVerification: { multipart: () => identityParts() },
  addBankCard: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      await setFundPasswordDirectly(t.db, alice.account);
      return {
        holder_name: TEST_NAME.kana,
        bank_name: '三菱UFJ銀行',
        branch_name: '新宿支店',
        branch_code: '365',
        account_type: 'ordinary',
        account_number: '1234567',
        fund_password: FUND_PASSWORD,
      };
    },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  removeBankCard: {
    form: async (alice, t) => ({ card_id: await readyToWithdraw(t.db, alice.account), fund_password: FUND_PASSWORD }),
    operator: { status: 404, msg: 'card_not_found' },
  },
  notifyDeposit: { multipart: () => slipParts(), headers: { 'Idempotency-Key': 'matrix-deposit' } },
  cancelDeposit: {
    form: async (alice, t) => ({ id: await aliceDeposit(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  requestWithdrawal: {
    form: async (alice, t) => ({
      amount: '1000',
      card_id: await readyToWithdraw(t.db, alice.account),
      fund_password: FUND_PASSWORD,
    }),
    headers: { 'Idempotency-Key': 'matrix-withdraw' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  cancelWithdrawal: {
    form: async (alice, t) => ({ id: await aliceWithdrawal(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-withdraw-cancel' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getWithdrawal: {
    form: async (alice, t) => ({ id: await aliceWithdrawal(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  getAdminIdentityVerification: { form: async (alice, t) => ({ id: await aliceIdentity(alice, t) }) },
  approveIdentityVerification: { form: async (alice, t) => ({ id: await aliceIdentity(alice, t) }) },
  rejectIdentityVerification: {
    form: async (alice, t) => ({ id: await aliceIdentity(alice, t), reason: 'identity_rejected_image_unreadable' }),
  },
  getAdminDeposit: { form: async (alice, t) => ({ id: await aliceDeposit(alice, t) }) },
  approveDeposit: {
    form: async (alice, t) => ({ id: await aliceDeposit(alice, t), credited_amount: '10000' }),
    headers: { 'Idempotency-Key': 'matrix-deposit-approve' },
  },
  rejectDeposit: {
    form: async (alice, t) => ({ id: await aliceDeposit(alice, t), reason: 'deposit_rejected_no_matching_transfer' }),
  },
  getAdminWithdrawal: { form: async (alice, t) => ({ id: await aliceWithdrawal(alice, t) }) },
  approveWithdrawal: {
    form: async (alice, t) => ({ id: await aliceWithdrawal(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-withdraw-approve' },
  },
  confirmWithdrawal: {
    // Approved once already by a second operator, as four eyes require.
    form: async (alice, t) => {
      const id = await aliceWithdrawal(alice, t);
      const second = await secondOperator(t);
      await t.db.query(
        `UPDATE withdrawals SET status = 'awaiting_second_approval', requires_second_approval = true,
           first_approved_by = (SELECT id FROM users WHERE account = $2), first_approved_at = now()
         WHERE id = $1`,
        [id, second.account],
      );
      return { id };
    },
    headers: { 'Idempotency-Key': 'matrix-withdraw-confirm' },
  },
  rejectWithdrawal: {
    form: async (alice, t) => ({ id: await aliceWithdrawal(alice, t), reason: 'withdrawal_rejected_bank_returned' }),
    headers: { 'Idempotency-Key': 'matrix-withdraw-reject' },
  },
  requestAdjustment: {
    form: (alice) => ({
      account: alice.account,
      direction: 'credit',
      amount: '100',
      currency: 'JPY',
      reason: 'other',
      memo: 'test',
    }),
    headers: { 'Idempotency-Key': 'matrix-adjustment' },
  },
  confirmAdjustment: {
    form: async (alice, t) => ({ id: await adjustmentByAnother(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-adjustment-confirm' },
  },
  rejectAdjustment: { form: async (alice, t) => ({ id: await adjustmentByAnother(alice, t) }) },
  changeLoginPassword: {
    form: (alice) => ({ old_password: alice.password, new_password: 'Wd5pKx9rTb' }),
    operator: { status: 422, msg: 'wrong_original_password' },
  },
  setFundPassword: {
    form: (alice) => ({ login_password: alice.password, fund_password: 'fund12345' }),
    operator: { status: 422, msg: 'wrong_original_password' },
  },
  changeFundPassword: {
    form: async (alice, t) => {
      await t.api.post(
        '/user/setFundPassword',
        { login_password: alice.password, fund_password: 'fund12345' },
        alice.headers,
      );
      return { old_fund_password: 'fund12345', new_fund_password: 'fund67890' };
    },
    operator: { status: 422, msg: 'fund_password_not_set' },
  },
  setLanguage: { form: () => ({ language: 'us' }) },
  getMessage: {
    form: async (alice, t) => {
      const id = await sendInboxMessage(
        t.db,
        await userIdOf(t.db, alice.account),
        { kind: 'system', title: { jp: 't', cn: 't', us: 't' }, body: { jp: 'b', cn: 'b', us: 'b' } },
        t.clock.now(),
      );
      return { id: String(id) };
    },
    operator: { status: 404, msg: 'not_found' },
  },
  markMessagesRead: { form: () => ({ all: '1' }) },
  redeemCheckinPoints: {
    form: async (alice, t) => {
      await t.db.query(
        `INSERT INTO points_movements (user_id, kind, points, balance_after, remaining, expires_at, at)
         VALUES ($1, 'check_in', 500, 500, 500, $2, $3)`,
        [await userIdOf(t.db, alice.account), new Date(t.clock.now().getTime() + 86_400_000), t.clock.now()],
      );
      return { points: '500' };
    },
    headers: { 'Idempotency-Key': 'matrix-redeem' },
    operator: { status: 422, msg: 'insufficient_checkin_count' },
  },
  applyForAgent: {
    form: async (alice, t) => {
      await t.db.query(`UPDATE users SET real_name_status = 'verified' WHERE account = $1`, [alice.account]);
      return { agree: '1' };
    },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  approveAgentApplication: { form: async (alice, t) => ({ id: await pendingAgentApplication(alice, t) }) },
  rejectAgentApplication: {
    form: async (alice, t) => ({
      id: await pendingAgentApplication(alice, t),
      reason: 'agent_rejected_eligibility_not_met',
    }),
  },
  getTransactionRecord: {
    form: async (alice, t) => {
      const list = await t.api.post('/record/list', {}, alice.headers);
      return { id: (list.body.data as { items: { id: string }[] }).items[0]?.id ?? '0' };
    },
    operator: { status: 404, msg: 'not_found' },
  },
  getAdminUser: { form: (alice) => ({ account: alice.account }) },
  listAdminUserLedger: { form: (alice) => ({ account: alice.account }) },
  setUserFlag: { form: (alice) => ({ account: alice.account, flag: 'trading_barred', value: '1', message: 'test' }) },
  revokeUserSessions: { form: (alice) => ({ account: alice.account }) },
  updateConfig: { form: () => ({ name: 'title', value: 'Kabuto' }) },
  addWatchlistSymbol: {
    // The operator's list is shared by every test here: make room for the symbol again.
    form: async (_alice, t) => {
      await t.db.query(
        `DELETE FROM watchlist_entries WHERE market = 'jpy' AND code = '7203'
           AND user_id = (SELECT id FROM users WHERE account = $1)`,
        [DEMO_OPERATOR.account],
      );
      return { type: 'jpy', stock_code: '7203' };
    },
  },
  removeWatchlistSymbols: { form: () => ({ type: 'jpy', stock_codes: '7203' }) },
  reorderWatchlist: {
    // The order names every symbol of the list: give Alice's and the operator's lists the same one symbol.
    form: async (alice, t) => {
      const users = [alice.account, DEMO_OPERATOR.account];
      await t.db.query(
        `DELETE FROM watchlist_entries WHERE market = 'jpy' AND user_id IN (SELECT id FROM users WHERE account = ANY($1))`,
        [users],
      );
      await t.db.query(
        `INSERT INTO watchlist_entries (user_id, market, code, sort_order, added_at)
         SELECT id, 'jpy', '7203', 0, now() FROM users WHERE account = ANY($1)`,
        [users],
      );
      return { type: 'jpy', stock_codes: '7203' };
    },
  },
  previewOrder: {
    form: () => ({ type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' }),
  },
  placeOrder: {
    form: async (alice, t) => {
      await verifyRealName(t.db, alice.account);
      return {
        type: 'jpy',
        stock_code: '7203',
        side: 'buy',
        order_type: 'market',
        quantity: '100',
        client_order_id: 'matrix-order-1',
      };
    },
    headers: { 'Idempotency-Key': 'matrix-place' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  cancelOrder: {
    form: async (alice, t) => ({ order_id: await aliceOrder(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-cancel' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getOrder: {
    form: async (alice, t) => ({ order_id: await aliceOrder(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  getPosition: {
    form: async (alice, t) => ({ position_id: await alicePosition(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  closePosition: {
    form: async (alice, t) => ({
      position_id: await alicePosition(alice, t),
      quantity: '100',
      client_order_id: 'matrix-close-1',
    }),
    headers: { 'Idempotency-Key': 'matrix-close' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  createNewsArticle: {
    form: () => ({
      title_jp: 't',
      title_cn: 't',
      title_us: 't',
      body_jp: 'b',
      body_cn: 'b',
      body_us: 'b',
      type: 'jpy',
      category: 'announcements',
    }),
  },
  updateNewsArticle: { form: async (_alice, t) => ({ id: await seededArticleId(t), title_us: 'Checked' }) },
  unpublishNewsArticle: { form: async (_alice, t) => ({ id: await seededArticleId(t) }) },
  sendUserMessage: {
    form: (alice) => ({
      audience: 'user',
      account: alice.account,
      title_jp: 't',
      title_cn: 't',
      title_us: 't',
      body_jp: 'b',
      body_cn: 'b',
      body_us: 'b',
    }),
  },
  getIpoOffering: { form: async (_alice, t) => ({ offering_id: await insertIpo(t.db, t.clock.now(), 'subscribing') }) },
  subscribeIpo: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      return { offering_id: await insertIpo(t.db, t.clock.now(), 'subscribing'), lots: '1' };
    },
    headers: { 'Idempotency-Key': 'matrix-ipo-subscribe' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  cancelIpoApplication: {
    form: async (alice, t) => ({ application_id: await aliceIpoApplication(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-ipo-cancel' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getBlockDistribution: {
    form: async (_alice, t) => ({ distribution_id: await insertDistribution(t.db, t.clock.now(), 'open') }),
  },
  applyBlockDistribution: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      return { distribution_id: await insertDistribution(t.db, t.clock.now(), 'open'), quantity: '100' };
    },
    headers: { 'Idempotency-Key': 'matrix-block-apply' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  cancelBlockApplication: {
    form: async (alice, t) => ({ application_id: await aliceBlockApplication(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-block-cancel' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getBlockApplication: {
    form: async (alice, t) => ({ application_id: await aliceBlockApplication(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  createIpo: {
    form: async (_alice, t) => ({
      stock_code: await freeIpoCode(t.db),
      type: 'jpy',
      name_jp: 'x',
      name_cn: 'x',
      name_us: 'x',
      lead_underwriter: 'x',
      shares_offered: '1000',
      unit_shares: '100',
      price_band_low: '1000',
      price_band_high: '1200',
      book_building_start: '2027-01-04',
      book_building_end: '2027-01-08',
      subscription_start: '2027-01-12T09:00:00+09:00',
      subscription_end: '2027-01-15T15:00:00+09:00',
      lottery_date: '2027-01-16',
      allotment_date: '2027-01-16',
      listing_date: '2027-01-20',
    }),
  },
  updateIpo: {
    form: async (_alice, t) => ({ id: await insertIpo(t.db, t.clock.now(), 'upcoming'), name_us: 'Renamed' }),
  },
  commitIpoSeed: { form: async (_alice, t) => ({ id: await insertIpo(t.db, t.clock.now(), 'upcoming') }) },
  runIpoDraw: { form: async (_alice, t) => ({ id: await insertIpo(t.db, t.clock.now(), 'past') }) },
  publishIpoSeed: { form: async (_alice, t) => ({ id: await drawnIpo(t, false) }) },
  allotIpo: {
    form: async (_alice, t) => ({ id: await drawnIpo(t, true) }),
    headers: { 'Idempotency-Key': 'matrix-ipo-allot' },
  },
  createDistribution: {
    form: (_alice, t) => ({
      stock_code: '7203',
      type: 'jpy',
      total_shares: '10000',
      min_shares: '100',
      max_shares: '1000',
      discount_percent: '2.50',
      window_start: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      window_end: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
    }),
  },
  updateDistribution: {
    form: async (_alice, t) => ({
      id: await insertDistribution(t.db, t.clock.now(), 'announced'),
      discount_percent: '2.00',
    }),
  },
  closeDistribution: {
    form: async (_alice, t) => ({ id: await insertDistribution(t.db, t.clock.now(), 'announced') }),
    headers: { 'Idempotency-Key': 'matrix-distribution-close' },
  },
  getAdminBlockApplication: { form: async (alice, t) => ({ id: await aliceBlockApplication(alice, t) }) },
  approveBlockApplication: { form: async (alice, t) => ({ id: await aliceBlockApplication(alice, t) }) },
  rejectBlockApplication: {
    form: async (alice, t) => ({
      id: await aliceBlockApplication(alice, t),
      reason: 'block_rejected_duplicate_application',
    }),
    headers: { 'Idempotency-Key': 'matrix-block-reject' },
  },
  getFollowProduct: { form: async (_alice, t) => ({ product_id: (await demoProducts(t.db)).jpy }) },
  getFollowNavHistory: { form: async (_alice, t) => ({ product_id: (await demoProducts(t.db)).jpy, range: '1m' }) },
  previewFollowBuy: { form: async (_alice, t) => ({ product_id: (await demoProducts(t.db)).jpy, amount: '100000' }) },
  buyFollowProduct: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      return { product_id: (await demoProducts(t.db)).jpy, amount: '100000', agree: '1' };
    },
    headers: { 'Idempotency-Key': 'matrix-follow-buy' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  stopFollowOrder: {
    form: async (alice, t) => ({ order_id: await aliceFollowOrder(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-follow-stop' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  createFollowProduct: {
    form: () => ({
      name_jp: 'x',
      name_cn: 'x',
      name_us: 'x',
      leader_name: 'matrix leader',
      leader_profile_jp: 'p',
      leader_profile_cn: 'p',
      leader_profile_us: 'p',
      type: 'jpy',
      strategy_kind: 'equal_weight',
      universe: '7203,6758',
      min_investment: '100000',
      entry_fee_percent: '0.00',
      early_exit_fee_percent: '0.00',
      early_exit_fee_days: '0',
      profit_share_percent: '0.00',
    }),
  },
  updateFollowProduct: {
    form: async (_alice, t) => ({ id: await insertFollowProduct(t.db, t.clock.now()), name_us: 'Renamed' }),
  },
  applyDaytrade: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      return { amount: '200000', agree: '1' };
    },
    headers: { 'Idempotency-Key': 'matrix-daytrade-apply' },
    operator: { status: 422, msg: 'real_name_not_verified' },
  },
  closeDaytradeAccount: {
    form: async (alice, t) => ({ application_id: await aliceDaytradeApplication(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-daytrade-close' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  placeDaytradeOrder: {
    form: async (alice, t) => {
      await aliceDaytrader(alice, t);
      return {
        type: 'jpy',
        stock_code: '7203',
        side: 'sell',
        order_type: 'market',
        quantity: '100',
        leverage: '3',
        client_order_id: 'matrix-daytrade-order',
      };
    },
    headers: { 'Idempotency-Key': 'matrix-daytrade-order' },
    operator: { status: 403, msg: 'margin_not_enabled' },
  },
  closeDaytradePosition: {
    form: async (alice, t) => ({
      position_id: await aliceDaytradePosition(alice, t),
      order_type: 'market',
      quantity: '100',
      client_order_id: 'matrix-daytrade-close-position',
    }),
    headers: { 'Idempotency-Key': 'matrix-daytrade-close-position' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getDaytradeOrder: {
    form: async (alice, t) => ({ order_id: await aliceDaytradeOrder(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  getAdminDayTradeApplication: { form: async (alice, t) => ({ id: await aliceDaytradeApplication(alice, t) }) },
  approveDayTradeApplication: {
    form: async (alice, t) => ({ id: await aliceDaytradeApplication(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-daytrade-approve' },
  },
  rejectDayTradeApplication: {
    form: async (alice, t) => ({
      id: await aliceDaytradeApplication(alice, t),
      reason: 'daytrade_rejected_suitability_not_met',
    }),
    headers: { 'Idempotency-Key': 'matrix-daytrade-reject' },
  },
  applyLoan: {
    form: async (alice, t) => {
      await verifyDirectly(t.db, alice.account);
      await setFundPasswordDirectly(t.db, alice.account);
      const at = t.clock.now();
      await giveHoldings(t.db, alice.account, { market: 'jpy', code: '7203', quantity: 1000n, price: '3000' }, at);
      return { amount: '100000', fund_password: FUND_PASSWORD };
    },
    headers: { 'Idempotency-Key': 'matrix-loan-apply' },
    operator: { status: 422, msg: 'fund_password_not_set' },
  },
  repayLoan: {
    form: async (alice, t) => ({ loan_id: await aliceLoan(alice, t), amount: '1000' }),
    headers: { 'Idempotency-Key': 'matrix-loan-repay' },
    operator: { status: 404, msg: 'order_not_found' },
  },
  getLoan: {
    form: async (alice, t) => ({ id: await aliceLoanApplication(alice, t) }),
    operator: { status: 404, msg: 'order_not_found' },
  },
  getAdminLoan: { form: async (alice, t) => ({ id: await aliceLoanApplication(alice, t) }) },
  approveLoan: {
    form: async (alice, t) => ({ id: await aliceLoanApplication(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-loan-approve' },
  },
  rejectLoan: {
    form: async (alice, t) => ({ id: await aliceLoanApplication(alice, t), reason: 'review_rejected_other' }),
    headers: { 'Idempotency-Key': 'matrix-loan-reject' },
  },
  quoteExchange: {
    form: () => ({ from: 'JPY', to: 'USD', amount: '10000' }),
    operator: { status: 422, msg: 'insufficient_balance' },
  },
  convertExchange: {
    form: async (alice, t) => ({ quote_id: await aliceQuote(alice, t) }),
    headers: { 'Idempotency-Key': 'matrix-exchange-convert' },
    operator: { status: 404, msg: 'not_found' },
  },
  setFollowProductStatus: {
    form: async (_alice, t) => ({
      id: await insertFollowProduct(t.db, t.clock.now(), { status: 'closed' }),
      state: 'open',
    }),
    headers: { 'Idempotency-Key': 'matrix-follow-status' },
  },
};

const isOperatorOnly = (op: Operation) =>
  ((op.object as { 'x-roles'?: string[] })['x-roles'] ?? []).includes('operator');
const secured = operations.filter((op) => op.secured);

/**
 * Who may call what, on one engine: every secured operation without a session, with another user's and with an
 * operator's; each engine's run is a test file of its own (authorization-matrix*.test.ts), so the two run side by side.
 */
export function authorizationMatrix(engine: Engine): void {
  describe(`authorization matrix on ${engine.name}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      // Who may call what; the passkey step-up in front of money (a stolen token without the passkey) is in
      // security.test.ts.
      t = await startTestServer(engine, { passkeyForMoney: false });
    });
    afterAll(() => t.close());
    afterEach(() => assertLedgerInvariants(t.db));

    const fingerprint = async () => ({
      ledger: await stateFingerprint(t.db),
      accounts: await accountsFingerprint(t.db),
      markets: await marketsFingerprint(t.db),
      trading: await tradingFingerprint(t.db),
      funding: await fundingFingerprint(t.db),
      offerings: await offeringsFingerprint(t.db),
      follow: await followFingerprint(t.db),
      daytrade: await daytradeFingerprint(t.db),
      loan: await loanFingerprint(t.db),
      exchange: await exchangeFingerprint(t.db),
    });

    it('the document has secured and operator operations to check', () => {
      expect(secured.length).toBeGreaterThanOrEqual(39);
      expect(secured.filter(isOperatorOnly).length).toBeGreaterThanOrEqual(11);
    });

    it.each(secured.map((op) => [op.operationId, op] as const))(
      '%s: own / operator → allowed, other account → 403, no token → 401, user on the console → 403',
      async (id, op) => {
        const sample = SAMPLES[id] ?? {};
        // An operation whose empty form is refused must say how to fill it.
        if (!sample.form && !sample.multipart) {
          expect(formValidator(id).validate({}), `${id} needs a sample form`).toBe(true);
        }
        const alice = await t.newUser();
        const bob = await t.newUser();
        // A session of its own: logout ends it.
        const operator = await operatorHeaders(t);
        const form = (await sample.form?.(alice, t)) ?? {};
        const parts = await sample.multipart?.(alice, t);
        const headers = (h: Record<string, string>) => ({ ...h, ...sample.headers });
        const call = (path: string, body: Record<string, string>, h: Record<string, string>) =>
          parts ? t.api.postMultipart(path, parts, h) : t.api.post(path, body, h);

        const before = await fingerprint();
        const mismatch = await call(op.path, form, headers({ token: alice.headers.token!, account: bob.account }));
        expect(mismatch.status).toBe(403);
        expect(mismatch.body.msg).toBe('account_mismatch');
        const anonymous = await call(op.path, form, headers({ account: alice.account }));
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.msg).toBe('not_logged_in');

        if (isOperatorOnly(op)) {
          const user = await call(op.path, form, headers(alice.headers));
          expect(user.status).toBe(403);
          expect(user.body.msg).toBe('operator_only');
          expect(await fingerprint(), 'a refused request changed something').toEqual(before);
          const own = await call(op.path, form, headers(operator));
          expect(own.status, JSON.stringify(own.body)).toBe(200);
          expect(own.body.status).toBe(1);
          return;
        }

        expect(await fingerprint(), 'a refused request changed something').toEqual(before);
        const byOperator = await call(
          op.path,
          form,
          headers({ ...operator, ...(sample.headers ? { 'Idempotency-Key': nextKey() } : {}) }),
        );
        const expected = sample.operator ?? { status: 200, msg: undefined };
        expect(byOperator.status, JSON.stringify(byOperator.body)).toBe(expected.status);
        expect(byOperator.body.msg).toBe(expected.msg);
        if (expected.status !== 200) {
          expect(await fingerprint(), 'a refused request changed something').toEqual(before);
        }
        const own = await call(op.path, form, headers(alice.headers));
        expect(own.status, JSON.stringify(own.body)).toBe(200);
        expect(own.body.status).toBe(1);
      },
    );
  });
}
