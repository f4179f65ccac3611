import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isFundingOperation, isSecurityOperation } from './helpers/fuzz.ts';

// 1,000 seeded bad requests per operation (200 on PostgreSQL): every operation but funding and identity, and account
// protection, which fuzz-funding.test.ts and fuzz-security.test.ts cover beside this file. Two files share them (the
// first half here, the second in fuzz-2.test.ts), so the halves run side by side.
const operations = implementedOperations.filter((op) => !isFundingOperation(op) && !isSecurityOperation(op));
fuzzSuite('fuzz (1 of 2)', operations.slice(0, Math.ceil(operations.length / 2)));
