import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isFundingOperation, isSecurityOperation } from './helpers/fuzz.ts';

// The second half of fuzz.test.ts's operations (the two files run side by side).
const operations = implementedOperations.filter((op) => !isFundingOperation(op) && !isSecurityOperation(op));
fuzzSuite('fuzz (2 of 2)', operations.slice(Math.ceil(operations.length / 2)));
