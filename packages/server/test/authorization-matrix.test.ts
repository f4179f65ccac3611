import { authorizationMatrix } from './helpers/authorization-matrix.ts';
import { engineNamed } from './helpers/engines.ts';

// The authorization matrix on PGlite; authorization-matrix-postgres.test.ts runs it on PostgreSQL, beside this file.
const engine = engineNamed('pglite');
if (!engine) throw new Error('PGlite is always available');
authorizationMatrix(engine);
