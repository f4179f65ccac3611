import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` unless told not to, probing for eval the first time a schema is
// built; under the server's CSP (no 'unsafe-eval') that probe is refused and reported as a violation. Every schema
// module imports this first, so the setting is in place before any schema exists (zod reads it when building one).
// Parsing a form this size without the compiled path costs nothing a user could notice.
config({ jitless: true });
