import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { implementedOperations as operations } from './helpers/implemented.ts';
import type { Operation } from '../src/http/contract.ts';
import { formValidator } from '../src/http/validation.ts';
import { DEMO_INVITE_CODE, DEMO_USER } from '../src/seed.ts';
import { engines, type Engine } from './helpers/engines.ts';
import { assertFailureEnvelope } from './helpers/contract.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { accountsFingerprint, operatorHeaders } from './helpers/accounts.ts';
import { marketsFingerprint } from './helpers/markets.ts';
import { tradingFingerprint } from './helpers/trading.ts';

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
  register: { account: DEMO_USER.account, password: 'secret123', invite_code: DEMO_INVITE_CODE, agree: '1' },
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

describe.each(engines())('fuzz on $name', (engine) => {
  let t: TestServer;
  let headers: Record<string, string>;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    headers = (await t.newUser()).headers;
    operator = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const runs = runsOn(engine);
  it.each(operations.map((op) => [op.operationId, op] as const))(
    `%s: ${runs.toLocaleString('en-US')} bad requests → never a 5xx, always the failure envelope, ledger unchanged`,
    async (_id, op) => {
      // Console operations are fuzzed as an operator, so the bad requests reach validation.
      const callerHeaders = isOperatorOnly(op) ? operator : headers;
      const before = {
        ledger: await stateFingerprint(t.db),
        accounts: await accountsFingerprint(t.db),
        markets: await marketsFingerprint(t.db),
        trading: await tradingFingerprint(t.db),
      };
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
      expect({
        ledger: await stateFingerprint(t.db),
        accounts: await accountsFingerprint(t.db),
        markets: await marketsFingerprint(t.db),
        trading: await tradingFingerprint(t.db),
      }).toEqual(before);
      await assertLedgerInvariants(t.db);
    },
  );
});
