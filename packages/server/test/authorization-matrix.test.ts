import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { implementedOperations as operations } from './helpers/implemented.ts';
import { formValidator } from '../src/http/validation.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const secured = operations.filter((op) => op.secured);

describe.each(engines())('authorization matrix on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  it('the document has secured operations to check', () => {
    expect(secured.length).toBeGreaterThanOrEqual(8);
  });

  it.each(secured.map((op) => [op.operationId, op] as const))(
    '%s: own → 200, other account → 403, no token → 401',
    async (_id, op) => {
      // Every secured operation so far works with an empty form; one that needs fields must say how to fill them.
      expect(formValidator(op.operationId).validate({}), `${op.operationId} needs sample fields`).toBe(true);
      const alice = await t.newUser();
      const bob = await t.newUser();

      const before = await stateFingerprint(t.db);
      const mismatch = await t.api.post(op.path, {}, { token: alice.token, account: bob.account });
      expect(mismatch.status).toBe(403);
      expect(mismatch.body.msg).toBe('account_mismatch');
      const anonymous = await t.api.post(op.path, {}, { account: alice.account });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.msg).toBe('not_logged_in');
      expect(await stateFingerprint(t.db), 'a refused request changed something').toEqual(before);

      const own = await t.api.post(op.path, {}, alice.headers);
      expect(own.status).toBe(200);
      expect(own.body.status).toBe(1);
    },
  );
});
