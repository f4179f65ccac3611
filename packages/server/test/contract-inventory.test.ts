import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { operations } from '../src/http/contract.ts';
import { contractCoverage, noDatabase } from '../src/http/coverage.ts';
import { TestClock } from './helpers/clock.ts';

describe('contract inventory', () => {
  const app = createApp({ db: noDatabase, clock: new TestClock(), config: { marketClock: 'real' } });
  const coverage = contractCoverage(app);

  it('registers no route that the document does not describe', () => {
    expect(coverage.undocumented).toEqual([]);
  });

  it('serves the foundation slice, and every served operation is in the document', () => {
    const served = coverage.implemented.map((op) => op.operationId).sort();
    expect(served).toEqual(
      expect.arrayContaining([
        'getConfig',
        'getMarketSnapshot',
        'openStream',
        'register',
        'login',
        'logout',
        'getUserInfo',
        'listNewShareOrders',
        'listWithdrawals',
        'listProductOrders',
        'listStockSubscriptions',
        'listPositions',
        'listPositionHistory',
      ]),
    );
    expect(coverage.implemented.length + coverage.pending.length).toBe(operations.length);
  });
});
