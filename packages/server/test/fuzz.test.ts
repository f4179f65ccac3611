import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isFundingOperation, isSecurityOperation } from './helpers/fuzz.ts';

// 1,000 seeded bad requests per operation (200 on PostgreSQL): every operation but funding and identity, and account
// protection, which fuzz-funding.test.ts and fuzz-security.test.ts cover beside this file.
fuzzSuite(
  'fuzz',
  implementedOperations.filter((op) => !isFundingOperation(op) && !isSecurityOperation(op)),
);
