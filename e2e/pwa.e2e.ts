import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { texts, type Locale } from './messages.ts';
import { expect, postForm, recordCspViolations, screenshotSteps, test } from './support.ts';

// The installable app (issue 22), against the product started with `npm start`: Chromium finds nothing missing to
// install it; after a first visit its service worker controls the page; offline, a reload shows the app's own shell
// (from the worker's precache, its CSP nonce consistent) and the offline banner, never the browser's error page;
// back online the app starts by itself and loads its data. And the splash's version check still reloads once, not in
// a loop, under the worker. Screenshots of each step go to test-results/pwa/.

const demo = { account: '0900000001', password: 'demo2026' };
const snap = screenshotSteps('pwa');

test.describe.configure({ mode: 'serial' });

/** A returning user's first visit: signed in (the API's way, as the Lighthouse run does) in `locale`, at home. */
async function firstVisit(page: Page, request: Parameters<typeof postForm>[0], locale: Locale) {
  const session = (await postForm(request, '/user/login', demo)) as { token: string; account: string };
  // The storage is written on a page of the origin that runs none of the app: on its own page the app, still
  // starting, could clear a session written under it (a signed-out start leaves for the login screen and forgets
  // the session), which happened on a loaded machine.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    ({ locale, session }) => {
      window.localStorage.clear();
      window.localStorage.setItem('language', locale);
      window.localStorage.setItem('tokend', session.token);
      window.localStorage.setItem('account', session.account);
    },
    { locale, session },
  );
  // The app reads its session when it starts.
  await page.goto('/#/home/index');
}

function stockList(page: Page, t: ReturnType<typeof texts>) {
  return page.getByRole('list', { name: t('ui.homeScreen.stockList', { market: t('ui.markets.jpy') }) });
}

/** Every URL in the worker's caches: its precache and its cache of hashed assets. */
function cachedUrls(page: Page): Promise<Record<'precache' | 'assets' | 'other', string[]>> {
  return page.evaluate(async () => {
    const found: Record<'precache' | 'assets' | 'other', string[]> = { precache: [], assets: [], other: [] };
    for (const name of await caches.keys()) {
      const kind = name.includes('precache') ? 'precache' : name === 'kabuto-assets' ? 'assets' : 'other';
      const cache = await caches.open(name);
      found[kind].push(...(await cache.keys()).map((request) => request.url));
    }
    return found;
  });
}

/** The worker has installed (its precache complete), activated and claimed this page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

test('pwa: Chromium finds the app installable (manifest, icons, service worker)', async ({ request, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which a test's own context is: a real profile here.
  const profile = mkdtempSync(path.join(tmpdir(), 'kabuto-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await firstVisit(page, request, 'jp');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    // As written (the hash route, the whole origin) and as Chromium resolved it.
    const written = JSON.parse(manifest.data ?? '{}') as {
      start_url: string;
      scope: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(written).toMatchObject({ start_url: '/#/home/index', scope: '/' });
    expect(manifest.parsed?.scope).toBe(`${baseURL}/`);
    // Icons at the sizes phones ask for, each served as a PNG.
    const { icons } = written;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const src of [...icons.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const res = await request.get(src);
      expect(res.headers()['content-type'], src).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

for (const locale of ['jp', 'us'] as const) {
  test(`pwa (${locale}): offline after a first visit, the shell and the offline state; online again, the data`, async ({
    page,
    context,
    request,
  }) => {
    const t = texts(locale);
    const cspViolations = await recordCspViolations(page);
    await firstVisit(page, request, locale);
    await expect(stockList(page, t).getByRole('listitem').first()).toBeVisible();
    await controlledByServiceWorker(page);
    // What the worker keeps: the shell and the core catalogues precached, the chunks the page loaded (before the
    // worker was there too) in the assets cache; nothing of the API.
    await expect
      .poll(() => cachedUrls(page))
      .toEqual(
        expect.objectContaining({
          precache: expect.arrayContaining([expect.stringMatching(/\/index\.html\?__WB_REVISION__=/)]),
          assets: expect.arrayContaining([expect.stringMatching(/\/assets\/HomeRoute-[\w-]+\.js$/)]),
        }),
      );
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
    await snap(page, `${locale}-online`);

    await context.setOffline(true);
    const response = await page.reload();
    // The shell came from the worker, not the network (which is gone) and not the browser's error page.
    expect(response?.fromServiceWorker()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: t('ui.offlineBanner.title') });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t('ui.offlineBanner.text'));
    await expect(page.getByRole('list', { name: t('ui.splashScreen.progress') })).toBeVisible();
    await expect(page.getByText(t('ui.splashScreen.failed'))).toBeVisible();
    // The banner says it once, instead of a toast per request that found no network.
    await expect(page.getByText(t('error.network_error'))).toHaveCount(0);
    // The precached shell keeps its own response: the nonce in its policy is the one in its page.
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
    );
    expect(nonce).not.toBe('');
    expect(response?.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
    await snap(page, `${locale}-offline`);

    // The banner's own check, still offline: pending, then still offline.
    await banner.getByRole('button', { name: t('ui.offlineBanner.retry') }).click();
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    // The app starts by itself: no retry pressed. Its data loads, and the banner goes.
    await expect(stockList(page, t).getByRole('listitem').first()).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/#\/home\/index$/);
    await snap(page, `${locale}-back-online`);

    // Offline in the middle of a session: the banner over the page, which keeps what it shows.
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(stockList(page, t).getByRole('listitem').first()).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();

    expect(await cspViolations()).toEqual([]);
  });
}

test('pwa: a newer server version reloads the page once under the service worker, not in a loop', async ({
  page,
  request,
}) => {
  const t = texts('jp');
  await firstVisit(page, request, 'jp');
  await controlledByServiceWorker(page);
  await expect(stockList(page, t).getByRole('listitem').first()).toBeVisible();

  // The server now says another version: the splash's check reloads through the worker (src/pwa/update.ts).
  await page.route('**/api/vue/common/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: number; data: { name: string; value: string }[] };
    const data = body.data.map((item) => (item.name === 'version' ? { ...item, value: '9.9.9-e2e' } : item));
    await route.fulfill({ response, json: { ...body, data } });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.reload();
  await expect(stockList(page, t).getByRole('listitem').first()).toBeVisible();
  // The reload of the check itself, once; then the app runs on.
  await expect.poll(() => loads).toBe(2);
  await page.waitForTimeout(2_000);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('kabuto.reloadedForVersion'))).toBe('9.9.9-e2e');
});
