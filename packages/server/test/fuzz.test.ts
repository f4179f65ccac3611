import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { implementedOperations as operations } from './helpers/implemented.ts';
import type { Operation } from '../src/http/contract.ts';
import { formValidator } from '../src/http/validation.ts';
import { DEMO_INVITE_CODE, DEMO_USER } from '../src/seed.ts';
import { engines } from './helpers/engines.ts';
import { assertFailureEnvelope } from './helpers/contract.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** A valid form per operation, which the generators then break. */
const VALID: Record<string, Record<string, string>> = {
  getConfig: { type: 'all' },
  // An existing account: should a mutation still pass validation, nothing new can be registered.
  register: { account: DEMO_USER.account, password: 'secret123', invite_code: DEMO_INVITE_CODE, agree: '1' },
  login: { account: '0899999999', password: 'secret123' },
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
  beforeAll(async () => {
    t = await startTestServer(engine);
    headers = (await t.newUser()).headers;
  });
  afterAll(() => t.close());

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: 1,000 bad requests → never a 5xx, always the failure envelope, ledger unchanged',
    async (_id, op) => {
      const before = await stateFingerprint(t.db);
      const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
      try {
        await fc.assert(
          fc.asyncProperty(badRequests(op), async (bad) => {
            const res = await t.app.request(toRequest(op, bad, op.secured ? headers : {}));
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            assertFailureEnvelope(await res.json());
          }),
          { numRuns: RUNS, seed },
        );
      } catch (error) {
        throw new Error(`fuzz failed for ${op.operationId} with seed ${seed} (rerun with FUZZ_SEED=${seed})`, {
          cause: error,
        });
      }
      expect(await stateFingerprint(t.db)).toEqual(before);
      await assertLedgerInvariants(t.db);
    },
  );
});
