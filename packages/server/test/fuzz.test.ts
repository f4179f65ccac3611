import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isFundingOperation } from './helpers/fuzz.ts';

// 1,000 seeded bad requests per operation (200 on PostgreSQL): every operation but funding and identity, which
// fuzz-funding.test.ts covers beside this file.
fuzzSuite(
  'fuzz',
  implementedOperations.filter((op) => !isFundingOperation(op)),
);
