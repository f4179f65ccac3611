import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MARKET_CLOCK_MODES = ['real', 'always-open'] as const;
export type MarketClockMode = (typeof MARKET_CLOCK_MODES)[number];

/** Settings the app itself needs (the rest only matter to main.ts). */
export interface AppConfig {
  /** `always-open` keeps every market trading, for demos and tests. */
  marketClock: MarketClockMode;
  /** The market simulator's seed (`KABUTO_MARKET_SEED`); a fixed default so demos are the same everywhere. */
  marketSeed?: number | undefined;
}

export interface ServerEnv extends AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export class EnvError extends Error {}

/** Reads the environment; throws EnvError with a message fit for the console on a bad value. */
export function readEnv(env: NodeJS.ProcessEnv, cwd: string): ServerEnv {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new EnvError(`PORT must be a port number (1-65535), got ${JSON.stringify(portText)}`);
  }
  const marketClock = env.KABUTO_MARKET_CLOCK ?? 'real';
  if (!(MARKET_CLOCK_MODES as readonly string[]).includes(marketClock)) {
    throw new EnvError(
      `KABUTO_MARKET_CLOCK must be one of ${MARKET_CLOCK_MODES.join(', ')}, got ${JSON.stringify(marketClock)}`,
    );
  }
  const seedText = env.KABUTO_MARKET_SEED;
  if (seedText !== undefined && (!/^\d{1,10}$/.test(seedText) || Number(seedText) > 0xffffffff)) {
    throw new EnvError(
      `KABUTO_MARKET_SEED must be a whole number from 0 to 4294967295, got ${JSON.stringify(seedText)}`,
    );
  }
  return {
    port,
    marketClock: marketClock as MarketClockMode,
    marketSeed: seedText === undefined ? undefined : Number(seedText),
    // The default sits at the repo root whichever workspace starts the server, so there is one demo database.
    dataDir: env.KABUTO_DATA_DIR ? path.resolve(cwd, env.KABUTO_DATA_DIR) : path.join(repoRoot, '.kabuto/data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.KABUTO_STATIC_DIR
      ? path.resolve(cwd, env.KABUTO_STATIC_DIR)
      : path.join(repoRoot, 'packages/app/dist'),
  };
}
