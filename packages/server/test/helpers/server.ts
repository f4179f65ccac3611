import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, API_BASE, type KabutoApp } from '../../src/app.ts';
import type { MarketClockMode } from '../../src/config/env.ts';
import type { MarketDataProvider } from '../../src/market/provider.ts';
import { contract } from '../../src/http/contract.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Db } from '../../src/db/db.ts';
import { DEMO_INVITE_CODE, seedDemoData } from '../../src/seed.ts';
import { TestClock } from './clock.ts';
import type { Engine } from './engines.ts';
import { assertFailureEnvelope, assertMatchesContract } from './contract.ts';
import type { MailSender } from '../../src/security/mail.ts';

/** A password zxcvbn scores 3 or more: registrations in tests use it (common ones are refused). */
export const STRONG_PASSWORD = 'Tq8vLm3xRw';
/** The origin the test app's passkeys are bound to (the RP ID is localhost, as WebAuthn wants). */
export const TEST_ORIGIN = 'http://localhost:8080';

export interface ApiResponse {
  status: number;
  headers: Headers;
  // The envelope: tests read `status`, `msg` and `data` off it.
  body: { status: 0 | 1; msg?: string; data: unknown };
}

/** Form fields as pairs, so a test can repeat a name. */
export type FormInput = Record<string, string> | [string, string][];

/** A file part: its bytes, with the name and type the client claims (the server believes neither). */
export interface FilePart {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** Multipart fields as pairs (text or file), so a test can repeat a name. */
export type MultipartInput = [string, string | FilePart][];

export function multipartBody(parts: MultipartInput): FormData {
  const body = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else
      body.append(name, new Blob([value.bytes], { type: value.type ?? 'image/png' }), value.filename ?? 'upload.png');
  }
  return body;
}

export interface TestServer {
  db: Db;
  clock: TestClock;
  app: KabutoApp;
  baseUrl: string;
  api: {
    /** A real HTTP POST of a form; the response is checked against the contract before it is returned. */
    post(path: string, form?: FormInput, headers?: Record<string, string>): Promise<ApiResponse>;
    /** A real HTTP POST of a `multipart/form-data` body (uploads), checked against the contract like `post`. */
    postMultipart(path: string, parts: MultipartInput, headers?: Record<string, string>): Promise<ApiResponse>;
  };
  /** A fresh, unique ten-digit account for this file. */
  nextAccount(): string;
  /** Registers a new user with the demo invite code and logs in. */
  newUser(): Promise<{ account: string; password: string; token: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

const knownPath = (path: string) => Object.hasOwn(contract.paths, path);

export async function checkedResponse(path: string, method: string, response: Response): Promise<ApiResponse> {
  const contentType = response.headers.get('content-type') ?? '';
  const body = (await response.json()) as ApiResponse['body'];
  const operationPath = path.split('?')[0] ?? path;
  if (knownPath(operationPath)) assertMatchesContract(operationPath, method, response.status, contentType, body);
  else assertFailureEnvelope(body);
  return { status: response.status, headers: response.headers, body };
}

/** A migrated database with the demo data, the app on 127.0.0.1 on a free port, and a checked client. */
export async function startTestServer(
  engine: Engine,
  options: {
    staticDir?: string;
    heartbeatMs?: number;
    /** `always-open` unless a test needs the real sessions. */
    marketClock?: MarketClockMode;
    /** Where the test clock starts (epoch ms). */
    clockStart?: number;
    /** Market data over the test clock; the simulator when absent. */
    marketData?: (clock: TestClock, marketClock: MarketClockMode) => MarketDataProvider;
    /** Where alert mail goes (discarded when absent). */
    mail?: MailSender;
    /**
     * `false` turns off the passkey step-up for withdrawals and bank cards (on by default, as in the product), for
     * tests of funding itself; security.test.ts proves the step-up with the default.
     */
    passkeyForMoney?: false;
    /** Proxies whose X-Forwarded-For is believed (KABUTO_TRUSTED_PROXIES); none by default. */
    trustedProxies?: string[];
  } = {},
): Promise<TestServer & { dispose: () => Promise<void> }> {
  const database = await engine.open();
  const { db } = database;
  await migrate(db);
  const clock = new TestClock(options.clockStart);
  await seedDemoData(db, clock);
  if (options.passkeyForMoney === false) {
    await db.query("UPDATE config SET value = '0' WHERE name = 'security_passkey_required_for_money'");
  }
  const marketClock = options.marketClock ?? 'always-open';
  const app = createApp({
    db,
    clock,
    config: { marketClock, origins: [TEST_ORIGIN], trustedProxies: options.trustedProxies },
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    ...(options.marketData ? { marketData: options.marketData(clock, marketClock) } : {}),
  });
  app.mailOutbox.start({ retryEveryMs: 0 });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  // Idle keep-alive sockets are closed by the client only: when the server closed them too (after 5 s), a busy
  // host could reuse one in the same instant and the request failed with ECONNRESET.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${API_BASE}`;

  const post = async (path: string, form: FormInput = {}, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams(form).toString();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      ...(body ? { body } : {}),
    });
    return checkedResponse(path, 'post', response);
  };

  const postMultipart = async (path: string, parts: MultipartInput, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: multipartBody(parts) });
    return checkedResponse(path, 'post', response);
  };

  let counter = Math.floor(Math.random() * 1e6);
  const nextAccount = () => `08${String((counter += 1)).padStart(8, '0')}`;

  const newUser = async () => {
    const account = nextAccount();
    const password = STRONG_PASSWORD;
    const registered = await post('/user/register', { account, password, invite_code: DEMO_INVITE_CODE, agree: '1' });
    if (registered.body.status !== 1) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
    const login = await post('/user/login', { account, password });
    const token = (login.body.data as { token: string }).token;
    return { account, password, token, headers: { token, account } };
  };

  const close = async () => {
    app.mailOutbox.stop();
    await app.matching.stop();
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await database.dispose();
  };
  return { db, clock, app, baseUrl, api: { post, postMultipart }, nextAccount, newUser, close, dispose: close };
}
