import { describe, it } from 'vitest';
import { authorizationMatrix } from './helpers/authorization-matrix.ts';
import { engineNamed } from './helpers/engines.ts';

// The authorization matrix on PostgreSQL when DATABASE_URL is set (authorization-matrix.test.ts is the PGlite run).
const engine = engineNamed('postgres');
if (engine) authorizationMatrix(engine);
else describe('authorization matrix on postgres', () => it.skip('set DATABASE_URL to run it on PostgreSQL', () => {}));
