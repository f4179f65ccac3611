import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// Passkeys are bound to a host name (WebAuthn refuses an IP address as the relying party): the server's origin is
// localhost on the same port, and the journeys that use passkeys open the app there (e2e/security.e2e.ts).
const passkeyOrigin = `http://localhost:${port}`;

// The product is started exactly as a user starts it (`npm start`), on a fresh embedded database of its own.
// Workers load this file again, so the data folder is chosen once, by the process that starts the server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kabuto-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // In CI, a journey that fails is run once more from the start, and the report names it flaky. CI runs the journeys
  // beside the story check and Vitest on two cores (load 20), where two journeys each failed once in a run that was
  // otherwise green (2026-11-27: a request on a keep-alive socket the server was closing, since fixed; an operator's
  // confirmation that did not open, not reproduced in three runs at load 14). A journey that fails twice still fails
  // the run; locally (no CI variable) every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // Generous: the journeys run beside the other steps of `npm test` on two cores (support.ts, JOURNEY_TIMEOUT).
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace on demand (`E2E_TRACE=1`): recording one for every journey (screencast frames and a DOM snapshot at
    // every action) cost 35–40 % of the journeys' CPU (three journey files: 192–208 s of CPU with it, 126–140 s
    // without; 2026-11-27), and CI prints only the output. The failure's screenshot stays.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      KABUTO_DATA_DIR: process.env.E2E_DATA_DIR,
      // The e2e journeys run on the embedded database, as a new user would.
      DATABASE_URL: '',
      // Prices move whatever the hour the tests run at (the demo clock; the real sessions are tested in the server).
      KABUTO_MARKET_CLOCK: 'always-open',
      // The relying party of passkeys: the RP ID is this origin's host name.
      KABUTO_ORIGIN: passkeyOrigin,
    },
  },
});
