// Packs @kabuto/ui and @kabuto/api-client (`npm pack` of each built dist/) and uses them the way another app would:
// a small Vite app in a temporary folder outside the workspace, installed from the two tarballs plus React, react-intl
// and Vite from the registry (npm's cache), type-checked against the packed declarations, built with no
// vanilla-extract plugin, served and opened in Debian's Chromium. It renders the asset panel and the order ticket with
// its own data in Japanese and English, reads its account from a stub backend through createApiClient with an injected
// fetch, and checks the texts, the compiled stylesheet's styles and each market's price colours.
//
// It fails when a package leaks a workspace-only import (a `.ts` source path, a `@kabuto/*` or other package missing
// from its dependencies, an uncompiled `.css.ts`) or misses a file: the build's own check (scripts/prepare-dist.mjs),
// the same check on what npm installed from the tarball (scripts/package-check.mjs), the consumer's type check and
// its Vite build each catch a part of that.
//
//   npm run test:packages
//   PACK_TEST_REUSE_DIST=1 npm run test:packages    # pack the dist/ folders as they are (no rebuild)
//   PACK_TEST_KEEP=1 npm run test:packages          # keep the temporary app (its path is printed)
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.mjs';
import { packageProblems } from './package-check.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = [
  { name: '@kabuto/api-client', dir: path.join(repoRoot, 'packages/api-client') },
  { name: '@kabuto/ui', dir: path.join(repoRoot, 'packages/ui') },
];

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${output}`)),
    );
  });
}

/** The version the workspace has installed, so npm finds it in its cache. */
const installed = (name) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

const started = Date.now();
const step = (what) => console.log(`pack-test: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
assertChromium();

if (process.env.PACK_TEST_REUSE_DIST) {
  step('packing the dist/ folders as they are');
} else {
  // Both builds at once: the api-client's is short, the ui's is mostly vanilla-extract and then tsc.
  await Promise.all(packages.map(({ name }) => run('npm', ['run', 'build', '--workspace', name], repoRoot)));
  step('built both packages');
}

const work = mkdtempSync(path.join(os.tmpdir(), 'kabuto-pack-'));
let passed = false;
try {
  const tarballs = {};
  for (const { name, dir } of packages) {
    const [packed] = JSON.parse(
      await run('npm', ['pack', path.join(dir, 'dist'), '--pack-destination', work, '--json', '--silent'], repoRoot),
    );
    tarballs[name] = `file:./${packed.filename}`;
    const paths = packed.files.map((file) => file.path);
    for (const required of ['package.json', 'README.md', 'index.js', 'index.d.ts']) {
      if (!paths.includes(required)) throw new Error(`${packed.filename} has no ${required}`);
    }
    console.log(`  ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KiB packed`);
  }

  const app = path.join(work, 'app');
  mkdirSync(path.join(app, 'src'), { recursive: true });
  const tools = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'kabuto-pack-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@kabuto/api-client': tarballs['@kabuto/api-client'].replace('./', '../'),
          '@kabuto/ui': tarballs['@kabuto/ui'].replace('./', '../'),
          ...Object.fromEntries(['react', 'react-dom', 'react-intl'].map((name) => [name, installed(name)])),
        },
        devDependencies: Object.fromEntries(tools.map((name) => [name, installed(name)])),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
        // Check the packed declarations too: a missing or unresolvable one is an error, not a silent `any`.
        skipLibCheck: false,
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Outside app</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(app, 'src/main.tsx'), consumerSource());

  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  step('installed the tarballs and React, react-intl, Vite in a folder outside the workspace');
  for (const { name } of packages) {
    const problems = packageProblems(path.join(app, 'node_modules', name));
    if (problems.length > 0) throw new Error(`${name} as installed from its tarball:\n  ${problems.join('\n  ')}`);
  }

  await Promise.all([
    run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', app], app),
    run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build'], app),
  ]);
  step('type-checked and built the outside app');

  const server = await serve(path.join(app, 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const expected of [
      {
        locale: 'jp',
        lang: 'ja-JP',
        assets: '資産状況',
        title: 'ソニーグループ 買い注文',
        priceUp: 'red',
      },
      { locale: 'us', lang: 'en-US', assets: 'Assets', title: 'Buy Microsoft', priceUp: 'green' },
    ]) {
      await checkPage(browser, `http://127.0.0.1:${server.address().port}/?locale=${expected.locale}`, expected);
    }
  } finally {
    await browser.close();
    server.close();
  }
  step('the packed packages render in the outside app in Japanese and English');
  passed = true;
} finally {
  if (passed && !process.env.PACK_TEST_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`pack-test: the outside app is in ${work}`);
}

async function checkPage(browser, url, expected) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (!response.ok()) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(url);
  const fail = (what) => {
    throw new Error(`${expected.locale}: ${what}${errors.length ? `\npage errors:\n  ${errors.join('\n  ')}` : ''}`);
  };

  // The account and the available cash come from the stub backend, through createApiClient's injected fetch.
  const api = page.getByTestId('api');
  await api
    .getByText('0907770001 via POST /api/user/getUserinfo')
    .waitFor({ timeout: 15_000 })
    .catch(() => {
      fail(`no answer from the stub backend: ${api}`);
    });
  const panel = page.getByRole('region', { name: expected.assets });
  if ((await panel.count()) !== 1) fail(`no asset panel named "${expected.assets}"`);
  if (!(await panel.textContent()).includes('1,234,567')) fail('the asset panel does not show the API’s 1,234,567');
  if ((await page.getByText(expected.title).count()) === 0) fail(`no order ticket titled "${expected.title}"`);
  if ((await page.locator('html').getAttribute('lang')) !== expected.lang) fail(`<html lang> is not ${expected.lang}`);
  if ((await page.getByTestId('console').getAttribute('data-sections')) === '0') fail('@kabuto/ui/console is empty');

  // The compiled stylesheet applies: the panel is a raised card, and a rising price takes the market's colour.
  const card = await panel.evaluate((element) => {
    const style = getComputedStyle(element);
    return { display: style.display, radius: style.borderTopLeftRadius, shadow: style.boxShadow };
  });
  if (card.display !== 'flex' || card.radius === '0px' || card.shadow === 'none') {
    fail(`the asset panel is not styled by @kabuto/ui/styles.css: ${JSON.stringify(card)}`);
  }
  const up = await page
    .locator('[data-direction="up"]')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  const [red, green] = (up.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (expected.priceUp === 'red' ? !(red > green) : !(green > red)) {
    fail(`a rising price is ${up}, not ${expected.priceUp} (${expected.locale === 'jp' ? 'red-up' : 'green-up'})`);
  }
  if (errors.length > 0) fail('the page logged errors');
  await page.close();
}

function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The outside app: its own data, its own stub backend, nothing from this repository but the two packages. */
function consumerSource() {
  return `import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, type UserInfo } from '@kabuto/api-client';
import {
  AssetPanel,
  KabutoProvider,
  OrderTicketScreen,
  isLocale,
  loadUiAreaMessages,
  loadUiMessages,
  type AssetSummary,
  type FieldBinding,
  type Locale,
  type OrderTicketScreenProps,
} from '@kabuto/ui';
import { adminSectionKeys } from '@kabuto/ui/console';
import '@kabuto/ui/styles.css';

// A stub backend: the client's fetch answers getUserinfo with this app's own account.
const calls: string[] = [];
const api = createApiClient({
  baseUrl: 'https://broker.example/api',
  fetch: async (input, init) => {
    const request = new Request(input, init);
    calls.push(\`\${request.method} \${new URL(request.url).pathname}\`);
    const data: UserInfo = { account: '0907770001', jpy: '1234567', jpyyjed: '0', inviteCode: 'OUTSIDE', currency: 'JPY' };
    return new Response(JSON.stringify({ status: 1, data }), { headers: { 'Content-Type': 'application/json' } });
  },
});

function assets(user: UserInfo): AssetSummary {
  return {
    currency: 'JPY',
    totalAssets: '2034567',
    holdingsValue: '800000',
    available: user.jpy,
    frozen: '0',
    loanOutstanding: user.jpyyjed,
    floatingProfit: '12000',
  };
}

const field = (name: string): FieldBinding => ({ name, onChange: () => undefined, onBlur: () => undefined, ref: () => undefined });
const noop = () => undefined;

const instruments = {
  jp: {
    code: '6758', name: 'ソニーグループ', market: 'jpy', currency: 'JPY', decimals: 1, lastPrice: '3250.0', change: '42.0',
    changePercent: '1.31', limitUp: '3908.0', limitDown: '2508.0', tickSize: '1.0', lotSize: 100, minQuantity: 100,
    quantityStep: 100,
  },
  us: {
    code: 'MSFT', name: 'Microsoft', market: 'usd', currency: 'USD', decimals: 2, lastPrice: '415.20', change: '3.10',
    changePercent: '0.75', limitUp: null, limitDown: null, tickSize: '0.01', lotSize: 1, minQuantity: 1, quantityStep: 1,
  },
} satisfies Record<'jp' | 'us', OrderTicketScreenProps['instrument']>;

function ticket(locale: 'jp' | 'us'): OrderTicketScreenProps {
  const instrument = instruments[locale];
  return {
    shell: { header: { backHref: '#/' }, simulator: false },
    status: 'ready',
    instrument,
    side: 'buy',
    onSideChange: noop,
    orderType: 'limit',
    onOrderTypeChange: noop,
    priceField: field('price'),
    quantityField: field('quantity'),
    values: { price: instrument.lastPrice, quantity: String(instrument.lotSize) },
    leverage: { value: '1', onValueChange: noop, choices: ['1'], marginEnabled: false },
    preview: { status: 'idle' },
    onSubmit: (event) => event.preventDefault(),
    confirmOpen: false,
    onConfirmOpenChange: noop,
    onConfirm: noop,
    submitting: false,
    positionsHref: '#/positions',
    quoteHref: '#/quote',
  };
}

function App({ locale }: { locale: 'jp' | 'us' }) {
  const [messages, setMessages] = useState<Record<string, string> | null>(null);
  const [user, setUser] = useState<UserInfo | null>(null);
  useEffect(() => {
    // The core catalogue, then the area of the screens shown (the ticket is in 'trade'); Japanese needs none.
    void Promise.all([loadUiMessages(locale), loadUiAreaMessages(locale, 'trade')]).then(([core, trade]) =>
      setMessages({ ...core, ...trade }),
    );
    void api.post('/user/getUserinfo').then(setUser);
  }, [locale]);
  if (!messages) return null;
  return (
    <KabutoProvider locale={locale} messages={messages} priceColours={locale === 'us' ? 'green-up' : 'red-up'} strictMessages>
      <p data-testid="api">{user ? \`\${user.account} via \${calls.join(', ')}\` : '…'}</p>
      <span data-testid="console" data-sections={adminSectionKeys.length} />
      {user ? <AssetPanel status="ready" assets={assets(user)} /> : <AssetPanel status="loading" />}
      <OrderTicketScreen {...ticket(locale)} />
    </KabutoProvider>
  );
}

const requested: string | null = new URLSearchParams(location.search).get('locale');
const locale: Locale = isLocale(requested) ? requested : 'jp';
createRoot(document.getElementById('root')!).render(<App locale={locale === 'us' ? 'us' : 'jp'} />);
`;
}
