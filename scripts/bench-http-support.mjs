// What the HTTP benchmarks (bench-http.mjs, bench-scale.mjs) share: the server as `npm start` runs it (plain node on
// the esbuild bundle), started and stopped as a process group; verified traders with paper yen; and the endpoints
// under load as autocannon options. Imported under tsx (it opens the server's TypeScript modules to prepare data).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServerIfStale, repoRoot } from './build-if-stale.mjs';
import { systemClock } from '../packages/server/src/clock.ts';
import { hashPassword } from '../packages/server/src/auth/passwords.ts';
import { createUser } from '../packages/server/src/auth/users.ts';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Adds `count` verified traders (`account(i)`, one password) holding ¥10 trillion of paper money each. */
export async function addTraders(db, { count, account, password }) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const id = await createUser(tx, {
        account: account(i),
        passwordHash,
        inviterId: null,
        role: 'user',
        openingCredits: [{ currency: 'JPY', amount: 10n ** 13n }],
        now: systemClock.now(),
      });
      await tx.query(`UPDATE users SET real_name = 'ベンチ', real_name_status = 'verified' WHERE id = $1`, [id]);
    }
  });
}

/** Starts `node args…` in its own process group (stopped with the whole group), resolving once `url` answers. */
export async function startProcess(args, env, url, label) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(url);
      return { child, output: () => output };
    } catch {
      await sleep(200);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not answer at ${url}:\n${output}`);
}

/** Asks the process to stop (SIGTERM, so a CPU profile gets written), then ends its whole group. */
export async function stopProcess({ child }) {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(15_000)]);
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}

/**
 * The server as `npm start` runs it — `node --enable-source-maps packages/server/dist/main.js`, bundled first when
 * stale — on `env.PORT`, resolved once it answers. `profileDir` makes it write a V8 CPU profile there on exit.
 */
export async function startServer(env, { profileDir } = {}) {
  await buildServerIfStale({ quiet: true });
  const args = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--enable-source-maps',
    path.join(repoRoot, 'packages/server/dist/main.js'),
  ];
  const server = await startProcess(
    args,
    env,
    `http://127.0.0.1:${env.PORT}/api/vue/common/config`,
    `the server on ${env.PORT}`,
  );
  return { ...server, port: Number(env.PORT) };
}

/** A POST to the API of the server on `port`, answering the envelope's data (or throwing on a failure). */
export async function apiPost(port, endpoint, form, headers = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api/vue${endpoint}`, {
    method: 'POST',
    headers: { ...FORM, ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const body = await res.json();
  if (res.status !== 200 || body.status !== 1) {
    throw new Error(`${endpoint} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/**
 * The endpoints under load, as autocannon options for the server on `port`: the demo user signed in (`session`) for
 * getUserinfo, five quotes, placeOrder (a limit buy at the limit-down, which rests and holds cash: each request a new
 * order with its own Idempotency-Key, the traders taking turns) and sign-in (the traders in turn: one account signing
 * in many times at once from one address is throttled by design; every request hashes a password with argon2id).
 */
export async function loadEndpoints(port, { session, traderCount, account, password }) {
  const traders = [];
  for (let i = 0; i < traderCount; i += 1) {
    const s = await apiPost(port, '/user/login', { account: account(i), password });
    traders.push({ token: s.token, account: account(i) });
  }
  const [quote] = await apiPost(port, '/market/quotes', { type: 'jpy', stock_codes: '9432' });
  const api = `http://127.0.0.1:${port}/api/vue`;
  const runId = `${port}-${Date.now().toString(36)}`;
  let orderNumber = 0;
  let signIns = 0;
  return {
    'user/login (argon2id)': {
      url: `${api}/user/login`,
      method: 'POST',
      headers: FORM,
      requests: [
        {
          setupRequest: (request) => {
            signIns += 1;
            return {
              ...request,
              body: new URLSearchParams({ account: account(signIns % traderCount), password }).toString(),
            };
          },
        },
      ],
    },
    'user/getUserinfo': {
      url: `${api}/user/getUserinfo`,
      method: 'POST',
      headers: { ...FORM, token: session.token, account: session.account },
      body: 'type=jpy',
    },
    'market/quotes (5 codes)': {
      url: `${api}/market/quotes`,
      method: 'POST',
      headers: FORM,
      body: 'type=jpy&stock_codes=7203,6758,9432,8306,9984',
    },
    'trade/placeOrder': {
      url: `${api}/trade/placeOrder`,
      method: 'POST',
      headers: FORM,
      requests: [
        {
          setupRequest: (request) => {
            orderNumber += 1;
            const trader = traders[orderNumber % traders.length];
            const id = `${runId}-${orderNumber}`;
            return {
              ...request,
              headers: { ...request.headers, ...trader, 'Idempotency-Key': `bench-${id}` },
              body: new URLSearchParams({
                type: 'jpy',
                stock_code: '9432',
                side: 'buy',
                order_type: 'limit',
                price: quote.limitDown,
                quantity: '100',
                client_order_id: `bench-${id}`,
              }).toString(),
            };
          },
        },
      ],
    },
  };
}
