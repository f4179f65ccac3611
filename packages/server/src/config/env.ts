import path from 'node:path';
import { parseInstant } from '../clock.ts';
import { repoRoot } from './paths.ts';
import { trustedProxyProblem } from '../http/client-address.ts';

export const MARKET_CLOCK_MODES = ['real', 'always-open'] as const;
export type MarketClockMode = (typeof MARKET_CLOCK_MODES)[number];

/** Settings the app itself needs (the rest only matter to main.ts). */
export interface AppConfig {
  /** `always-open` keeps every market trading, for demos and tests. */
  marketClock: MarketClockMode;
  /** The market simulator's seed (`KABUTO_MARKET_SEED`); a fixed default so demos are the same everywhere. */
  marketSeed?: number | undefined;
  /**
   * The origins the app is served from (`KABUTO_ORIGIN`, comma-separated): passkeys are bound to them, and the RP ID
   * is the first one's host name. `http://localhost:8080` when absent.
   */
  origins?: readonly string[] | undefined;
  /**
   * The proxies whose `X-Forwarded-For` is believed (`KABUTO_TRUSTED_PROXIES`, comma-separated addresses or CIDR
   * subnets): the load balancer in front of several processes. None when absent: the socket's address is the client's.
   */
  trustedProxies?: readonly string[] | undefined;
}

export interface ServerEnv extends AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  origins: string[];
  /** Where alert mail goes (`KABUTO_SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`); logged only when unset. */
  smtpUrl: string | undefined;
  /** The alert mail's From (`KABUTO_MAIL_FROM`). */
  mailFrom: string;
  /**
   * Where the server's clock starts (`KABUTO_CLOCK_START`, an ISO instant; epoch ms): a demo facility, the clock then
   * runs at real speed. The system clock when unset.
   */
  clockStart: number | undefined;
  /** `stdin`: `jump <ISO instant>` lines on standard input move that clock forward (`KABUTO_CLOCK_CONTROL`). */
  clockControl: 'stdin' | undefined;
  /**
   * How long a session lookup is remembered, in ms (`KABUTO_SESSION_CACHE_MS`, 0 to 60000; 2000 when unset). Revocations
   * apply at once whatever it is; it bounds how late a change made in the database by hand is seen.
   */
  sessionCacheMs: number | undefined;
}

/** `KABUTO_TRUSTED_PROXIES`: comma-separated addresses or CIDR subnets; empty means none. */
export function parseTrustedProxies(text: string): string[] {
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = trustedProxyProblem(entry);
    if (problem) throw new EnvError(`KABUTO_TRUSTED_PROXIES: ${problem} (e.g. 10.0.0.5,10.1.0.0/16)`);
  }
  return entries;
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/**
 * The origins of `KABUTO_ORIGIN`: http(s), no path, all on one host name (the RP ID), never an IP address, which
 * WebAuthn does not accept as an RP ID (use `localhost` on this machine).
 */
export function parseOrigins(text: string): string[] {
  const origins = text.split(',').map((part) => part.trim());
  let rpId: string | undefined;
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new EnvError(`KABUTO_ORIGIN must be origins like http://localhost:8080, got ${JSON.stringify(origin)}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      throw new EnvError(`KABUTO_ORIGIN must be origins like https://kabuto.example, got ${JSON.stringify(origin)}`);
    }
    if (isIpAddress(url.hostname)) {
      throw new EnvError(
        `KABUTO_ORIGIN ${origin}: passkeys cannot use an IP address as their RP ID; use a host name (localhost here)`,
      );
    }
    rpId ??= url.hostname;
    if (url.hostname !== rpId) {
      throw new EnvError(`KABUTO_ORIGIN origins must share one host name (the RP ID ${rpId}), got ${origin}`);
    }
  }
  return origins;
}

export { repoRoot };

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
  const smtpUrl = env.KABUTO_SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new EnvError('KABUTO_SMTP_URL must start with smtp:// or smtps://');
  }
  const clockStartText = env.KABUTO_CLOCK_START || undefined;
  const clockStart = clockStartText === undefined ? undefined : parseInstant(clockStartText);
  if (clockStartText !== undefined && clockStart === undefined) {
    throw new EnvError(
      `KABUTO_CLOCK_START must be an ISO instant with an offset, like 2026-11-20T15:20:00+09:00, got ${JSON.stringify(clockStartText)}`,
    );
  }
  const clockControl = env.KABUTO_CLOCK_CONTROL || undefined;
  if (clockControl !== undefined && clockControl !== 'stdin') {
    throw new EnvError(`KABUTO_CLOCK_CONTROL must be stdin, got ${JSON.stringify(clockControl)}`);
  }
  if (clockControl !== undefined && clockStart === undefined) {
    throw new EnvError(
      'KABUTO_CLOCK_CONTROL=stdin moves the clock KABUTO_CLOCK_START sets: set KABUTO_CLOCK_START too',
    );
  }
  const cacheText = env.KABUTO_SESSION_CACHE_MS || undefined;
  if (cacheText !== undefined && (!/^\d{1,5}$/.test(cacheText) || Number(cacheText) > 60_000)) {
    throw new EnvError(
      `KABUTO_SESSION_CACHE_MS must be milliseconds from 0 to 60000, got ${JSON.stringify(cacheText)}`,
    );
  }
  return {
    port,
    clockStart,
    sessionCacheMs: cacheText === undefined ? undefined : Number(cacheText),
    clockControl,
    origins: parseOrigins(env.KABUTO_ORIGIN || `http://localhost:${port}`),
    trustedProxies: parseTrustedProxies(env.KABUTO_TRUSTED_PROXIES ?? ''),
    smtpUrl,
    mailFrom: env.KABUTO_MAIL_FROM || 'Kabuto <no-reply@localhost>',
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
