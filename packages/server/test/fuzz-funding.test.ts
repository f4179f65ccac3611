import { implementedOperations } from './helpers/implemented.ts';
import { fuzzSuite, isFundingOperation } from './helpers/fuzz.ts';

// 1,000 seeded bad requests or uploads per operation (200 on PostgreSQL) of identity, bank cards, deposits,
// withdrawals and their review queues, beside fuzz.test.ts.
fuzzSuite('fuzz: funding and identity', implementedOperations.filter(isFundingOperation));
