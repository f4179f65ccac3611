import { describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { operations } from '../src/http/contract.ts';
import { TestClock } from './helpers/clock.ts';

/** The inventory needs only the route table: a database that is never reached. */
const unreachable = () => Promise.reject(new Error('not used'));
const noDb: Db = {
  query: unreachable,
  exec: unreachable,
  transaction: unreachable,
  close: async () => undefined,
  description: 'none',
};

describe('contract inventory', () => {
  const app = createApp({ db: noDb, clock: new TestClock(), config: { marketClock: 'real' } });
  const registered = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_BASE}/`))
    .map((r) => `${r.method} ${r.path.slice(API_BASE.length)}`)
    .sort();
  const documented = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();

  it('registers a route for every operation in the document', () => {
    expect(documented.filter((op) => !registered.includes(op))).toEqual([]);
  });

  it('registers no route that the document does not describe', () => {
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('covers the foundation slice', () => {
    expect(documented).toHaveLength(13);
  });
});
