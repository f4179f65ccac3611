import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isSecurityOperation } from './helpers/fuzz.ts';

// 1,000 seeded bad requests per operation (200 on PostgreSQL) of account protection — passkeys, step-up, recovery
// codes, sessions, alerts and the console's factor resets — beside fuzz.test.ts.
fuzzSuite('fuzz: account protection', implementedOperations.filter(isSecurityOperation));
