import { createApp } from '../../src/app.ts';
import { contractCoverage, noDatabase } from '../../src/http/coverage.ts';
import { TestClock } from './clock.ts';

/** The contract's operations that the server serves today; tests that call every operation use these. */
export const implementedOperations = contractCoverage(
  createApp({ db: noDatabase, clock: new TestClock(), config: { marketClock: 'real' } }),
).implemented;
