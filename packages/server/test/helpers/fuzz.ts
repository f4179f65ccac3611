// The fuzzing machinery shared by the fuzz test files (fuzz.test.ts, fuzz-funding.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Operation } from '../../src/http/contract.ts';
import { formValidator } from '../../src/http/validation.ts';
import { DEMO_INVITE_CODE, DEMO_USER } from '../../src/seed.ts';
import { engines, type Engine } from './engines.ts';
import { assertFailureEnvelope } from './contract.ts';
import { assertLedgerInvariants, stateFingerprint } from './invariants.ts';
import { startTestServer } from './server.ts';
import type { TestServer } from './server.ts';
import { accountsFingerprint, operatorHeaders } from './accounts.ts';
import { marketsFingerprint } from './markets.ts';
import { tradingFingerprint } from './trading.ts';
import { fundingFingerprint, pngImage } from './funding.ts';
import { followFingerprint } from './follow.ts';
import { daytradeFingerprint } from './daytrade.ts';
import { exchangeFingerprint } from './exchange.ts';
import { loanFingerprint } from './loan.ts';
import { multipartSchema } from '../../src/uploads/multipart.ts';

const FUNDING_TAGS = new Set(['identity', 'bank', 'deposit', 'withdrawal']);
const FUNDING_CONSOLE = /^\/admin\/(identity|deposit|withdrawal|adjustment)\//;

/** Identity, bank cards, deposits, withdrawals and their operator queues (fuzz-funding.test.ts). */
export const isFundingOperation = (op: Operation) =>
  FUNDING_TAGS.has((op.object as { tags?: string[] }).tags?.[0] ?? '') || FUNDING_CONSOLE.test(op.path);

const SECURITY_CONSOLE = /^\/admin\/(user\/(security|signIns)|security\/)/;

/** Passkeys, step-up, recovery codes, sessions and alerts, and the console's factor views and resets. */
export const isSecurityOperation = (op: Operation) =>
  (op.object as { tags?: string[] }).tags?.[0] === 'security' || SECURITY_CONSOLE.test(op.path);

const isOperatorOnly = (op: Operation) =>
  ((op.object as { 'x-roles'?: string[] })['x-roles'] ?? []).includes('operator');

/**
 * Bad requests per operation: 1,000 on the embedded database (QUALITY.md's bar per CI run); the PostgreSQL leg, which
 * adds the other engine's behaviour rather than more inputs, runs 200. FUZZ_RUNS sets both.
 */
const runsOn = (engine: Engine) => Number(process.env.FUZZ_RUNS ?? (engine.name === 'pglite' ? 1000 : 200));

/** A valid form per operation, which the generators then break. */
const VALID: Record<string, Record<string, string>> = {
  getConfig: { type: 'all' },
  // An existing account: should a mutation still pass validation, nothing new can be registered.
  register: { account: DEMO_USER.account, password: 'Tq8vLm3xRw', invite_code: DEMO_INVITE_CODE, agree: '1' },
  login: { account: '0899999999', password: 'secret123' },
  getLegalDocument: { name: 'about' },
  // Wrong current passwords, so a mutation that stays valid still changes nothing.
  changeLoginPassword: { old_password: 'not-the-password', new_password: 'changed123' },
  setFundPassword: { login_password: 'not-the-password', fund_password: 'fund12345' },
  changeFundPassword: { old_fund_password: 'not-the-fund', new_fund_password: 'fund67890' },
  setLanguage: { language: 'jp' },
  getMessage: { id: '999999999' },
  markMessagesRead: { ids: '999999999' },
  redeemCheckinPoints: { points: '500' },
  applyForAgent: { agree: '1' },
  getTransactionRecord: { id: '999999999' },
  listTransactionRecords: { type: 'deposit', date_from: '2026-11-01', date_to: '2026-11-22' },
  listReferralRebates: { date_from: '2026-11-01', date_to: '2026-11-22' },
  getAdminUser: { account: '0899999999' },
  listAdminUserLedger: { account: '0899999999' },
  setUserFlag: { account: '0899999999', flag: 'frozen', value: '1', message: 'fuzz' },
  revokeUserSessions: { account: '0899999999' },
  updateConfig: { name: 'title', value: 'Kabuto' },
  sendUserMessage: {
    audience: 'user',
    account: '0899999999',
    title_jp: 't',
    title_cn: 't',
    title_us: 't',
    body_jp: 'b',
    body_cn: 'b',
    body_us: 'b',
  },
  listAuditLog: { from: '2026-11-01', to: '2026-11-22' },
  addWatchlistSymbol: { type: 'jpy', stock_code: '7203' },
  removeWatchlistSymbols: { type: 'jpy', stock_codes: '7203,6758' },
  reorderWatchlist: { type: 'jpy', stock_codes: '7203,6758' },
  listWatchlist: { type: 'jpy', page: '1', size: '100' },
  listInstruments: { type: 'jpy', keyword: 'トヨタ', board: 'tse_prime', page: '1', size: '20' },
  getInstrument: { type: 'jpy', stock_code: '7203' },
  getQuote: { type: 'jpy', stock_code: '7203' },
  getQuotes: { type: 'jpy', stock_codes: '7203,6758' },
  getCandles: { type: 'jpy', stock_code: '7203', period: 'day', from: '2026-11-02', to: '2026-11-13' },
  listIndices: { type: 'usd', page: '1', size: '20' },
  listRankings: { type: 'jpy', kind: 'gainers', page: '1', size: '20' },
  getMarketClock: { type: 'cny' },
  // Articles that do not exist, so a mutation that stays valid still changes nothing.
  getNewsArticle: { id: '999999999' },
  updateNewsArticle: { id: '999999999', title_us: 'fuzz', publish: '1' },
  unpublishNewsArticle: { id: '999999999' },
  listNews: { type: 'jpy', category: 'notice', page: '1', size: '20' },
  listAdminNews: { type: 'jpy', status: 'published', category: 'markets' },
  previewOrder: {
    type: 'jpy',
    stock_code: '7203',
    side: 'buy',
    order_type: 'limit',
    price: '3000.5',
    quantity: '100',
    leverage: '2',
  },
  // The fuzz user's real name is not verified, and the price is off the tick: should a mutation stay valid, the
  // order is still refused (and every generated request is broken anyway).
  placeOrder: {
    type: 'jpy',
    stock_code: '7203',
    side: 'buy',
    order_type: 'limit',
    price: '3000.3',
    quantity: '100',
    leverage: '1',
    client_order_id: 'fuzz-order-1',
  },
  cancelOrder: { order_id: '999999999' },
  getOrder: { order_id: '999999999' },
  listOrders: { type: 'jpy', status: 'working,filled', from: '2026-11-01', to: '2026-11-22', page: '1', size: '20' },
  getPosition: { position_id: '999999999' },
  closePosition: { position_id: '999999999', quantity: '100', price: '3000.5', client_order_id: 'fuzz-close-1' },
  getPortfolioSummary: { type: 'usd' },
  listPositions: { type: 'jpy', page: '1', size: '20' },
  listPositionHistory: { type: 'cny', page: '1', size: '20' },
  // Funding: the fuzz user is unverified and has no fund password, and every id and account is unknown, so a
  // mutation that stays valid still changes nothing.
  addBankCard: {
    holder_name: 'ヤマダ タロウ',
    bank_name: '三菱UFJ銀行',
    branch_name: '新宿支店',
    branch_code: '365',
    account_type: 'ordinary',
    account_number: '1234567',
    fund_password: 'not-the-fund',
  },
  removeBankCard: { card_id: '999999999', fund_password: 'not-the-fund' },
  listBankCards: { page: '1', size: '20' },
  listDeposits: { status: 'pending', page: '1', size: '20' },
  cancelDeposit: { id: '999999999' },
  requestWithdrawal: { amount: '1000', card_id: '999999999', fund_password: 'not-the-fund' },
  cancelWithdrawal: { id: '999999999' },
  getWithdrawal: { id: '999999999' },
  listAdminIdentityVerifications: { status: 'pending', account: '0899999999', page: '1', size: '20' },
  getAdminIdentityVerification: { id: '999999999' },
  approveIdentityVerification: { id: '999999999' },
  rejectIdentityVerification: { id: '999999999', reason: 'review_rejected_other', note: 'fuzz' },
  listAdminDeposits: { status: 'pending', account: '0899999999' },
  getAdminDeposit: { id: '999999999' },
  approveDeposit: { id: '999999999', credited_amount: '1000', note: 'fuzz' },
  rejectDeposit: { id: '999999999', reason: 'deposit_rejected_slip_unreadable' },
  listAdminWithdrawals: { status: 'awaiting_second_approval', account: '0899999999' },
  getAdminWithdrawal: { id: '999999999' },
  approveWithdrawal: { id: '999999999' },
  confirmWithdrawal: { id: '999999999', note: 'fuzz' },
  rejectWithdrawal: { id: '999999999', reason: 'withdrawal_rejected_compliance_check' },
  listAdminAdjustments: { status: 'applied', account: '0899999999' },
  requestAdjustment: {
    account: '0899999999',
    direction: 'debit',
    amount: '12.50',
    currency: 'USD',
    reason: 'other',
    memo: 'fuzz',
  },
  confirmAdjustment: { id: '999999999' },
  rejectAdjustment: { id: '999999999' },
  // Security: the fuzz user has no passkey, every id and token is unknown and every credential is made up, so a
  // mutation that stays valid still changes nothing.
  getPasskeyRegistrationOptions: { password: 'not-the-password' },
  registerPasskey: { name: 'fuzz', credential: '{"id":"AAAAAAAAAAAAAAAAAAAAAA","type":"public-key"}' },
  renamePasskey: { id: '999999999', name: 'fuzz' },
  removePasskey: { id: '999999999' },
  verifyStepUp: { credential: '{"id":"AAAAAAAAAAAAAAAAAAAAAA","type":"public-key"}' },
  listPasskeys: { page: '1', size: '20' },
  listSignIns: { page: '1', size: '20' },
  listActiveSessions: { page: '1', size: '20' },
  endSession: { id: '999999999' },
  setNotificationEmail: { email: 'fuzz@kabuto.test' },
  signInWithPasskey: { credential: '{"id":"AAAAAAAAAAAAAAAAAAAAAA","type":"public-key"}' },
  getSecondFactorOptions: { pending_token: 'A'.repeat(43) },
  signInWithSecondFactor: { pending_token: 'A'.repeat(43), credential: '{"id":"AAAAAAAAAAAAAAAAAAAAAA"}' },
  signInWithRecoveryCode: { pending_token: 'A'.repeat(43), code: 'AAAA-BBBB-CCCC-DDDD' },
  getAdminUserSecurity: { account: '0899999999' },
  listAdminUserSignIns: { account: '0899999999', page: '1', size: '20' },
  listFactorResets: { status: 'applied', account: '0899999999' },
  requestFactorReset: { account: '0899999999', reason: 'lost_device', memo: 'fuzz' },
  approveFactorReset: { id: '999999999' },
  rejectFactorReset: { id: '999999999' },
  createNewsArticle: {
    title_jp: 't',
    title_cn: 't',
    title_us: 't',
    body_jp: 'b',
    body_cn: 'b',
    body_us: 'b',
    type: 'jpy',
    category: 'announcements',
  },
  // Follow products: an unknown product and order, so a mutation that stays valid still changes nothing.
  listFollowProducts: { state: 'open', page: '1', size: '20' },
  getFollowProduct: { product_id: '999999999' },
  getFollowNavHistory: { product_id: '999999999', range: '1m' },
  previewFollowBuy: { product_id: '999999999', amount: '100000' },
  buyFollowProduct: { product_id: '999999999', amount: '100000', agree: '1', client_order_id: 'fuzz-follow-1' },
  stopFollowOrder: { order_id: '999999999' },
  listFollowOrders: { state: 'following', page: '1', size: '20' },
  listAdminFollowProducts: { state: 'open', type: 'jpy', page: '1', size: '20' },
  updateFollowProduct: { id: '999999999', name_us: 'fuzz', basket: '7203:60.00,6758:40.00' },
  setFollowProductStatus: { id: '999999999', state: 'ended' },
  // Day trading: the fuzz user is unverified with no approved account, and every id is unknown, so a mutation that
  // stays valid still changes nothing.
  applyDaytrade: { amount: '100000', agree: '1' },
  closeDaytradeAccount: { application_id: '999999999' },
  listDaytradeApplications: { page: '1', size: '20' },
  placeDaytradeOrder: {
    type: 'jpy',
    stock_code: '7203',
    side: 'sell',
    order_type: 'limit',
    price: '3000',
    quantity: '100',
    leverage: '2',
    client_order_id: 'fuzz-daytrade-1',
  },
  closeDaytradePosition: {
    position_id: '999999999',
    order_type: 'limit',
    price: '3000',
    quantity: '100',
    client_order_id: 'fuzz-daytrade-2',
  },
  listDaytradeOrders: { state: 'filled', date: '2026-11-20', page: '1', size: '20' },
  getDaytradeOrder: { order_id: '999999999' },
  listDaytradePositions: { state: 'closed', page: '1', size: '20' },
  listAdminDayTradeApplications: { status: 'pending', account: '0899999999', page: '1', size: '20' },
  getAdminDayTradeApplication: { id: '999999999' },
  approveDayTradeApplication: { id: '999999999' },
  rejectDayTradeApplication: { id: '999999999', reason: 'review_rejected_other', note: 'fuzz' },
  // Credit line and exchange: the fuzz user has no fund password and no loan, every id and quote is unknown, so a
  // mutation that stays valid still moves nothing (a quote holds nothing).
  applyLoan: { amount: '100000', fund_password: '482915' },
  repayLoan: { loan_id: '999999999', amount: '1000' },
  listLoans: { status: 'active', page: '1', size: '20' },
  getLoan: { id: '999999999' },
  listAdminLoans: { status: 'pending', account: '0899999999', page: '1', size: '20' },
  getAdminLoan: { id: '999999999' },
  approveLoan: { id: '999999999' },
  rejectLoan: { id: '999999999', reason: 'review_rejected_other', note: 'fuzz' },
  listExchangeRates: { from: 'USD' },
  quoteExchange: { from: 'JPY', to: 'USD', amount: '10000' },
  convertExchange: { quote_id: 'QT00000000000000000000' },
  listExchanges: { currency: 'USD', page: '1', size: '20' },
};
const validFormOf = (op: Operation): Record<string, string> =>
  VALID[op.operationId] ?? (formValidator(op.operationId).knownFields.has('type') ? { type: 'jpy' } : {});

interface BadRequest {
  pairs: [string, string][];
  contentType: string;
  query: string;
}

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    '[]',
    '{"a":1}',
    '1e309',
    '０９０１２３４５６７',
    '%00',
    '\u0000',
    'a'.repeat(5000),
  ),
);
const fieldName = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'role', 'status', 'type[]'),
);

/** Requests that are wrong by construction: checked against the operation's own schema before use. */
export function badRequestsForDebug(op: Operation) {
  return badRequests(op);
}
function badRequests(op: Operation): fc.Arbitrary<BadRequest> {
  const { validate, knownFields } = formValidator(op.operationId);
  const valid = validFormOf(op);
  const names = Object.keys(valid);
  const formRequest = (pairs: [string, string][]): BadRequest => ({
    pairs,
    contentType: 'application/x-www-form-urlencoded',
    query: '',
  });

  const extraField = fc
    .tuple(
      fieldName.filter((n) => !knownFields.has(n)),
      anyText,
    )
    .map(([n, v]) => formRequest([...Object.entries(valid), [n, v]]));
  const repeated = fc
    .constantFrom(...(names.length > 0 ? names : ['type']))
    .map((n) => formRequest([...Object.entries(valid), [n, valid[n] ?? 'jpy']]));
  const wrongType = fc
    .tuple(
      fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml'),
      anyText.filter((s) => s.length > 0),
    )
    .map(([contentType, body]) => ({ pairs: [['raw', body]] as [string, string][], contentType, query: '' }));
  const query = fc.tuple(fieldName, anyText).map(([n, v]) => ({
    pairs: Object.entries(valid),
    contentType: 'application/x-www-form-urlencoded',
    query: new URLSearchParams([[n, v]]).toString(),
  }));
  const generators = [extraField, repeated, wrongType, query];
  // A mutation that happens to stay valid gets an unknown field too (a filter could spin forever).
  const stillBad = (r: BadRequest): BadRequest =>
    validate(Object.fromEntries(r.pairs)) ? { ...r, pairs: [...r.pairs, ['not_a_field', '1']] } : r;
  if (names.length > 0) {
    const brokenValue = fc
      .tuple(fc.constantFrom(...names), anyText)
      .map(([n, v]) => stillBad(formRequest(Object.entries({ ...valid, [n]: v }))));
    const missing = fc
      .subarray(names, { minLength: 1 })
      .map((drop) => stillBad(formRequest(Object.entries(valid).filter(([n]) => !drop.includes(n)))));
    generators.push(brokenValue, missing);
  }
  return fc.oneof(...generators);
}

/** The text fields of a valid upload per multipart operation (the files are added as images or broken bytes). */
const VALID_MULTIPART: Record<string, Record<string, string>> = {
  submitIdentityVerification: {
    name: '試験 花子',
    name_kana: 'シケン ハナコ',
    id_number: 'AB12345678',
    privacy_accepted: '1',
  },
  notifyDeposit: { amount: '10000', remitter_name: 'シケン ハナコ' },
};

const isMultipart = (op: Operation) =>
  (op.object.requestBody?.content as Record<string, unknown> | undefined)?.['multipart/form-data'] !== undefined;

type Part = [string, string | Uint8Array];

interface BadUpload {
  parts: Part[];
  /** Sent form-encoded instead of as multipart. */
  urlencoded: boolean;
}

const anyBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(
    new TextEncoder().encode('%PDF-1.7\n%%EOF'),
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    new TextEncoder().encode('GIF89a'),
  ),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail])),
);

/**
 * Bad uploads, wrong by construction: a text field broken, missing, repeated or unknown (still-valid mutations get
 * an unknown field too), text where a file goes, a file of bytes that are not an acceptable image, or the form sent
 * form-encoded. `image` is a real PNG, used only beside a broken field.
 */
function badUploads(op: Operation, image: Uint8Array): fc.Arbitrary<BadUpload> {
  const { validate, known, fileFields } = multipartSchema(op.operationId);
  const text = VALID_MULTIPART[op.operationId] ?? {};
  const names = Object.keys(text);
  const files = [...fileFields];
  const validParts = (): Part[] => [...Object.entries(text), ...files.map((f): Part => [f, image])];
  const upload = (parts: Part[]): BadUpload => ({ parts, urlencoded: false });
  const shape = (parts: Part[]) => Object.fromEntries(parts.map(([n, v]) => [n, typeof v === 'string' ? v : '(file)']));
  const stillBad = (r: BadUpload): BadUpload =>
    validate(shape(r.parts)) && r.parts.every(([n]) => known.has(n))
      ? { ...r, parts: [...r.parts, ['not_a_field', '1']] }
      : r;
  const extraField = fc
    .tuple(
      fieldName.filter((n) => !known.has(n)),
      anyText,
    )
    .map(([n, v]) => upload([...validParts(), [n, v]]));
  const repeated = fc.constantFrom(...names, ...files).map((n) => upload([...validParts(), [n, text[n] ?? image]]));
  const brokenValue = fc
    .tuple(fc.constantFrom(...names), anyText)
    .map(([n, v]) => stillBad(upload(validParts().map(([name, value]): Part => [name, name === n ? v : value]))));
  const missing = fc
    .subarray([...names, ...files], { minLength: 1 })
    .map((drop) => stillBad(upload(validParts().filter(([n]) => !drop.includes(n)))));
  const textForFile = fc
    .tuple(fc.constantFrom(...files), anyText)
    .map(([f, v]) => upload(validParts().map(([n, value]): Part => [n, n === f ? v : value])));
  const badFile = fc
    .tuple(fc.constantFrom(...files), anyBytes)
    .map(([f, bytes]) => upload(validParts().map(([n, value]): Part => [n, n === f ? bytes : value])));
  const urlencoded = fc.constant<BadUpload>({ parts: Object.entries(text), urlencoded: true });
  return fc.oneof(extraField, repeated, brokenValue, missing, textForFile, badFile, urlencoded);
}

function toUploadRequest(op: Operation, bad: BadUpload, headers: Record<string, string>): Request {
  const url = `http://localhost/api/vue${op.path}`;
  if (bad.urlencoded) {
    const body = new URLSearchParams(bad.parts.map(([n, v]): [string, string] => [n, String(v)])).toString();
    return new Request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
  const body = new FormData();
  for (const [name, value] of bad.parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([value], { type: 'image/png' }), 'upload.png');
  }
  return new Request(url, { method: 'POST', headers, body });
}

function toRequest(op: Operation, bad: BadRequest, headers: Record<string, string>): Request {
  const url = `http://localhost/api/vue${op.path}${bad.query ? `?${bad.query}` : ''}`;
  if (op.method === 'get') {
    // A GET has no body: its bad requests are unknown query parameters.
    const query = bad.query || new URLSearchParams(bad.pairs.length > 0 ? bad.pairs : [['x', '1']]).toString();
    return new Request(`http://localhost/api/vue${op.path}?${query}`, { headers });
  }
  const body = bad.contentType.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(bad.pairs).toString()
    : (bad.pairs[0]?.[1] ?? 'x');
  return new Request(url, { method: 'POST', headers: { ...headers, 'content-type': bad.contentType }, body });
}

/**
 * The fuzzing suite over some operations on each engine: every bad request (or bad upload) is refused with the
 * failure envelope and a 4xx, and nothing the features write changes. Each test file fuzzes its share, so the
 * shares run side by side.
 */
export function fuzzSuite(title: string, operations: readonly Operation[]): void {
  describe.each(engines())(`${title} on $name`, (engine) => {
    let t: TestServer;
    let headers: Record<string, string>;
    let operator: Record<string, string>;
    const uploaders = new Map<string, Record<string, string>>();
    beforeAll(async () => {
      t = await startTestServer(engine);
      headers = (await t.newUser()).headers;
      operator = await operatorHeaders(t);
      // Uploaders of their own: each account may have 20 uploads decoded in 15 minutes, then gets 429s.
      for (const op of operations.filter(isMultipart)) uploaders.set(op.operationId, (await t.newUser()).headers);
    });
    afterAll(() => t.close());

    const fingerprint = async () => ({
      ledger: await stateFingerprint(t.db),
      accounts: await accountsFingerprint(t.db),
      markets: await marketsFingerprint(t.db),
      trading: await tradingFingerprint(t.db),
      funding: await fundingFingerprint(t.db),
      follow: await followFingerprint(t.db),
      daytrade: await daytradeFingerprint(t.db),
      loan: await loanFingerprint(t.db),
      exchange: await exchangeFingerprint(t.db),
    });

    const runs = runsOn(engine);
    it.each(operations.filter(isMultipart).map((op) => [op.operationId, op] as const))(
      `%s (upload): ${runs.toLocaleString('en-US')} bad uploads → never a 5xx, always the failure envelope, nothing stored`,
      async (_id, op) => {
        const uploader = uploaders.get(op.operationId) ?? headers;
        const before = await fingerprint();
        const image = await pngImage(5);
        const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
        try {
          await fc.assert(
            fc.asyncProperty(badUploads(op, image), async (bad) => {
              const res = await t.app.request(
                toUploadRequest(op, bad, { ...uploader, 'Idempotency-Key': 'fuzz-key-1' }),
              );
              expect(res.status).toBeGreaterThanOrEqual(400);
              expect(res.status).toBeLessThan(500);
              assertFailureEnvelope(await res.json());
            }),
            { numRuns: runs, seed },
          );
        } catch (error) {
          throw new Error(`fuzz failed for ${op.operationId} with seed ${seed} (rerun with FUZZ_SEED=${seed})`, {
            cause: error,
          });
        }
        expect(await fingerprint()).toEqual(before);
        await assertLedgerInvariants(t.db);
      },
    );

    it.each(operations.filter((op) => !isMultipart(op)).map((op) => [op.operationId, op] as const))(
      `%s: ${runs.toLocaleString('en-US')} bad requests → never a 5xx, always the failure envelope, ledger unchanged`,
      async (_id, op) => {
        // Console operations are fuzzed as an operator, so the bad requests reach validation.
        const callerHeaders = isOperatorOnly(op) ? operator : headers;
        const before = await fingerprint();
        const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
        try {
          await fc.assert(
            fc.asyncProperty(badRequests(op), async (bad) => {
              const res = await t.app.request(
                toRequest(op, bad, op.secured ? { ...callerHeaders, 'Idempotency-Key': 'fuzz-key-1' } : {}),
              );
              expect(res.status).toBeGreaterThanOrEqual(400);
              expect(res.status).toBeLessThan(500);
              assertFailureEnvelope(await res.json());
            }),
            { numRuns: runs, seed },
          );
        } catch (error) {
          throw new Error(`fuzz failed for ${op.operationId} with seed ${seed} (rerun with FUZZ_SEED=${seed})`, {
            cause: error,
          });
        }
        expect(await fingerprint()).toEqual(before);
        await assertLedgerInvariants(t.db);
      },
    );
  });
}
