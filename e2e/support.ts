import { PNG } from 'pngjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

/**
 * A whole journey's time limit. A journey takes one to three minutes alone; `npm test` runs the journeys beside the
 * story renders and the Vitest run on two cores, where they took up to three times as long (the Japanese funding
 * journey passed its old 3-minute limit at its last step). The limit catches a hang, not slowness.
 */
export const JOURNEY_TIMEOUT = 8 * 60_000;

// What the journeys share: the test with its checks on every page, numbered screenshots of each step, and the API's
// form calls.

/**
 * Playwright's test, failing any journey whose pages showed a message missing from the chosen language's catalogue
 * (the app warns `[kabuto] missing message` when a route did not load an area it uses).
 */
export const test = base.extend<{ translatedEverywhere: void; toastLog: void }>({
  toastLog: [
    async ({ context }, use) => {
      await recordToasts(context);
      await use();
    },
    { auto: true },
  ],
  translatedEverywhere: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('[kabuto] missing message')) missing.push(message.text());
      });
      await use();
      expect(missing, 'messages missing from the catalogue of the page’s language').toEqual([]);
    },
    { auto: true },
  ],
});

/** Where a page keeps the text of each toast it has shown (`recordToasts`), on its window. */
const TOAST_LOG = '__kabutoToasts';
type ToastWindow = Record<string, string[] | undefined>;

/**
 * Every page of `context` keeps the text of each toast it shows, from its first script on (the journeys' own context
 * does so by itself, and so do those made with openContext). See expectToast.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((log) => {
    const shown: string[] = [];
    Object.defineProperty(window, log, { value: shown });
    // A toast is a Radix Toast.Root: an <li> with the swipe direction, inserted with its text.
    const take = (element: Element) => shown.push((element.textContent ?? '').replace(/\s+/g, ' ').trim());
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('li[data-swipe-direction]')) take(node);
          node.querySelectorAll('li[data-swipe-direction]').forEach(take);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST_LOG);
}

/** A new context of `browser` whose pages record their toasts, as the journeys' own context's do. */
export async function openContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await recordToasts(context);
  return context;
}

/**
 * The page showed a toast with `message`. A toast stays for its reading time (4 s or more) and then goes; on a loaded
 * machine a check can come after that (a registration's toast was gone before its check once, at load 24), so what
 * is checked is that it was shown, from the page's record (recordToasts). A toast found is taken off the record: the
 * same message checked again needs a new toast. A page whose context keeps no record fails at once, with how to
 * open one that does.
 */
export async function expectToast(page: Page, message: string): Promise<void> {
  const recorded = await page.evaluate((log) => Array.isArray((window as unknown as ToastWindow)[log]), TOAST_LOG);
  if (!recorded) throw new Error('This page keeps no record of its toasts: open its context with openContext.');
  await expect
    .poll(
      () =>
        page.evaluate(
          ([log, message]) => {
            const shown = (window as unknown as ToastWindow)[log] ?? [];
            const index = shown.indexOf(message);
            if (index >= 0) shown.splice(index, 1);
            return index >= 0;
          },
          [TOAST_LOG, message] as const,
        ),
      { message: `a toast saying “${message}”` },
    )
    .toBe(true);
}

/** A `snap(page, name)` that writes test-results/<folder>/NN-<name>.png, numbered in the order taken. */
export function screenshotSteps(folder: string) {
  const shots = path.join(import.meta.dirname, '..', 'test-results', folder);
  let step = 0;
  return async function snap(page: Page, name: string): Promise<void> {
    mkdirSync(shots, { recursive: true });
    step += 1;
    await page.screenshot({
      path: path.join(shots, `${String(step).padStart(2, '0')}-${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  };
}

/**
 * A password sign-in of an account without a passkey meets the passkey set-up prompt once (issue 19): `later` (the
 * prompt's "later" in the page's language) goes on to the home screen, as a customer who sets one up another time.
 */
export async function passkeyLater(page: Page, later: string): Promise<void> {
  await expect(page).toHaveURL(/#\/mine\/passkeySetup$/);
  await page.getByRole('button', { name: later, exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);
}

/**
 * Passkeys are bound to a host name, so a journey that uses them opens the app at localhost (the server's
 * KABUTO_ORIGIN in playwright.config.ts), not at 127.0.0.1.
 */
export const passkeyOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;

/** Turns on WebAuthn's DevTools domain for the page: virtual authenticators answer its passkey ceremonies. */
export async function enableWebAuthn(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  return cdp;
}

/**
 * A phone with a passkey authenticator (platform, resident keys, user verification); a new one each time: a lost
 * phone's passkeys are gone with it. Answers its id.
 */
export async function addPhone(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/**
 * After a password sign-in, the passkey set-up prompt's "set up now" with a name and the password, then on to the
 * home screen (`labels`: the prompt's name and password labels and its buttons, in the page's language).
 */
export async function passkeySetUpNow(
  page: Page,
  labels: { name: string; password: string; setUpNow: string; doneTitle: string; continue: string },
  values: { name: string; password: string },
): Promise<void> {
  await expect(page).toHaveURL(/#\/mine\/passkeySetup$/);
  await page.getByLabel(labels.name, { exact: true }).fill(values.name);
  await page.getByLabel(labels.password, { exact: true }).fill(values.password);
  await page.getByRole('button', { name: labels.setUpNow }).click();
  await expect(page.getByRole('heading', { name: labels.doneTitle })).toBeVisible();
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);
}

/**
 * After a request a passkey guards (a withdrawal, a bank-card change): confirms the step-up dialog if the app asks
 * (a step-up counts for five minutes, so one made moments before is not asked again), then waits for `done`.
 * Answers whether it was asked.
 */
export async function stepUpIfAsked(page: Page, dialogTitle: string, confirm: string, done: Locator): Promise<boolean> {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.or(done).first()).toBeVisible();
  if (!(await dialog.isVisible())) return false;
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(done).toBeVisible();
  return true;
}

/** A form POST to the API that must succeed (`status` 1); its `data`. */
export async function postForm(request: APIRequestContext, url: string, form: Record<string, string>) {
  const response = await request.post(`/api/vue${url}`, { form });
  const body = (await response.json()) as { status: number; data: unknown; msg?: string };
  expect(body.status, `${url}: ${body.msg ?? ''}`).toBe(1);
  return body.data;
}

/**
 * Records the page's Content-Security-Policy violations from its first script on; the returned function reads them
 * (directive and blocked source of each), for a journey to expect none.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI || '(inline)'}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** The demo operator (seed.ts) and the password the journeys give the accounts they register. */
export const demoOperator = { account: '0000000001', password: 'operator2026' };
export const userPassword = 'Kabuto2026Tsuki';

/** A fresh account number for a journey (05 and eight digits: unique per run and per call). */
export function newAccount(): string {
  return `05${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

export function pngImage(tint: number): Buffer {
  const png = new PNG({ width: 320, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i / 4) % 255;
    png.data[i + 1] = tint;
    png.data[i + 2] = 255 - tint;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

export interface Session {
  account: string;
  token: string;
}

/** A new account with its opening paper cash, its identity submitted and approved by the operator (the API's way). */
export async function verifiedNewUser(request: APIRequestContext): Promise<Session> {
  const account = newAccount();
  await postForm(request, '/user/register', { account, password: userPassword, invite_code: 'KABUTO', agree: '1' });
  const session = (await postForm(request, '/user/login', { account, password: userPassword })) as {
    token: string;
  };
  const submitted = await request.post('/api/vue/identity/submit', {
    headers: { token: session.token, account },
    multipart: {
      name: '見本 三郎',
      name_kana: 'ミホン サブロウ',
      id_number: 'CD12345678',
      id_front: { name: 'front.png', mimeType: 'image/png', buffer: pngImage(40) },
      id_back: { name: 'back.png', mimeType: 'image/png', buffer: pngImage(200) },
      privacy_accepted: '1',
    },
  });
  expect(((await submitted.json()) as { status: number }).status).toBe(1);
  const desk = (await postForm(request, '/user/login', demoOperator)) as { token: string; account: string };
  const headers = { token: desk.token, account: desk.account };
  const queue = await request.post('/api/vue/admin/identity/list', { form: { account, status: 'pending' }, headers });
  const id = ((await queue.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
  const approved = await request.post('/api/vue/admin/identity/approve', { form: { id }, headers });
  expect(((await approved.json()) as { status: number }).status).toBe(1);
  return { account, token: session.token };
}
