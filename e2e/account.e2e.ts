import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, expectToast, passkeyLater, postForm, test } from './support.ts';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';

// The journeys of the foundation slice, in each language, against the product started with `npm start`.
// Screenshots of every step are kept in e2e/artifacts/<locale>/.

const locales = {
  jp: { tag: 'ja-JP', messages: { ...uiJp, ...appJp } },
  cn: { tag: 'zh-CN', messages: { ...uiCn, ...appCn } },
  us: { tag: 'en-US', messages: { ...uiUs, ...appUs } },
} as const;
type Locale = keyof typeof locales;

const demo = { account: '0900000001', password: 'demo2026', inviteCode: 'KABUTO' };
const artifacts = path.join(import.meta.dirname, 'artifacts');

function text(locale: Locale, id: string): string {
  const message = (locales[locale].messages as Record<string, string>)[id];
  if (!message) throw new Error(`No ${locale} message ${id}`);
  return message;
}

function yen(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(locales[locale].tag, {
    style: 'currency',
    currency: 'JPY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

async function snap(page: Page, locale: Locale, step: string) {
  const dir = path.join(artifacts, locale);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${step}.png`), fullPage: true, animations: 'disabled' });
}

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), locale);
}

/** A fresh ten-digit phone account per run. */
function newAccount(): string {
  return `08${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

for (const locale of Object.keys(locales) as Locale[]) {
  test.describe(`in ${locale}`, () => {
    test('a new user registers with the invite code, logs in, sees their balance in yen and logs out', async ({
      page,
      request,
    }) => {
      await useLocale(page, locale);
      const account = newAccount();
      const password = 'Kabuto2026Tsuki';

      await page.goto('/');
      await expect(page).toHaveURL(/#\/login\/start$/);
      await expect(page).toHaveTitle('Kabuto');
      await expect(page.getByRole('link', { name: text(locale, 'ui.loginStartScreen.register') })).toBeVisible();
      await expect(page.getByText(text(locale, 'ui.simulatorBanner.text'))).toBeVisible();
      await snap(page, locale, '1-start');

      await page.getByRole('link', { name: text(locale, 'ui.loginStartScreen.register') }).click();
      await expect(page).toHaveURL(/#\/login\/register$/);

      // Every rule is checked before anything is sent.
      await page.getByRole('button', { name: text(locale, 'ui.registerScreen.submit') }).click();
      await expect(page.getByText(text(locale, 'app.validation.agreementRequired'))).toBeVisible();
      await snap(page, locale, '2-register-empty');

      await page.getByLabel(text(locale, 'ui.registerScreen.account'), { exact: true }).fill(account);
      await page.getByLabel(text(locale, 'ui.registerScreen.password'), { exact: true }).fill(password);
      await page.getByLabel(text(locale, 'ui.registerScreen.confirmPassword'), { exact: true }).fill('different1');
      await page.getByLabel(text(locale, 'ui.registerScreen.inviteCode'), { exact: true }).fill(demo.inviteCode);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: text(locale, 'ui.registerScreen.submit') }).click();
      await expect(page.getByText(text(locale, 'app.validation.passwordMismatch'))).toBeVisible();

      // A common password is refused by the server with the reason on the field, and nothing is registered.
      await page.getByLabel(text(locale, 'ui.registerScreen.password'), { exact: true }).fill('password1');
      await page.getByLabel(text(locale, 'ui.registerScreen.confirmPassword'), { exact: true }).fill('password1');
      await page.getByRole('button', { name: text(locale, 'ui.registerScreen.submit') }).click();
      await expect(page.getByText(text(locale, 'error.password_too_common'))).toBeVisible();
      await expect(page).toHaveURL(/#\/login\/register$/);

      await page.getByLabel(text(locale, 'ui.registerScreen.password'), { exact: true }).fill(password);
      await page.getByLabel(text(locale, 'ui.registerScreen.confirmPassword'), { exact: true }).fill(password);
      await snap(page, locale, '3-register-filled');
      await page.getByRole('button', { name: text(locale, 'ui.registerScreen.submit') }).click();

      await expect(page).toHaveURL(/#\/login\/login$/);
      await expectToast(page, text(locale, 'app.register.success'));
      await expect(page.getByLabel(text(locale, 'ui.loginScreen.account'), { exact: true })).toHaveValue(account);
      await snap(page, locale, '4-registered');

      await page.getByLabel(text(locale, 'ui.loginScreen.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: text(locale, 'ui.loginScreen.submit'), exact: true }).click();
      await passkeyLater(page, text(locale, 'ui.passkeySetupPromptScreen.later'));

      await expect(page).toHaveURL(/#\/home\/index$/);
      const panel = page.getByRole('region', { name: text(locale, 'ui.assetPanel.title') });
      await expect(panel.getByText(yen(locale, 1_000_000)).first()).toBeVisible();
      await snap(page, locale, '5-home');
      const token = await page.evaluate(() => window.localStorage.getItem('tokend'));
      expect(token).toBeTruthy();
      expect(await page.evaluate(() => window.localStorage.getItem('account'))).toBe(account);

      await page.getByRole('button', { name: 'MYPAGE' }).click();
      const accountPanel = page.getByRole('dialog', { name: text(locale, 'ui.accountPanel.title') });
      await expect(accountPanel.getByText(account)).toBeVisible();
      await snap(page, locale, '6-account-panel');
      await accountPanel.getByRole('button', { name: text(locale, 'ui.accountPanel.logout') }).click();

      await expect(page).toHaveURL(/#\/login\/login$/);
      await expectToast(page, text(locale, 'app.logout.success'));
      expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
      await snap(page, locale, '7-logged-out');

      // The server revoked the token too.
      const after = await request.post('/api/vue/user/getUserinfo', {
        headers: { token: token ?? '', account, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(after.status()).toBe(401);
    });

    test('a wrong password shows the translated message and changes nothing', async ({ page, request }) => {
      // An account of its own: wrong passwords slow down further tries for that account from this address, which
      // must not hold up the other journeys' demo sign-ins.
      const account = newAccount();
      await postForm(request, '/user/register', {
        account,
        password: 'Kabuto2026Tsuki',
        invite_code: demo.inviteCode,
        agree: '1',
      });
      await useLocale(page, locale);
      await page.goto('/#/login/login');

      await page.getByLabel(text(locale, 'ui.loginScreen.account'), { exact: true }).fill(account);
      await page.getByLabel(text(locale, 'ui.loginScreen.password'), { exact: true }).fill('wrongpass1');
      await page.getByRole('button', { name: text(locale, 'ui.loginScreen.submit'), exact: true }).click();

      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'error.wrong_account_or_password') }),
      ).toBeVisible();
      await expect(page).toHaveURL(/#\/login\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
      await snap(page, locale, 'wrong-password');
    });
  });
}

test('an expired session shows the message, then after 1.5 s returns to the login screen', async ({ page }) => {
  await useLocale(page, 'us');
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('tokend', 'not-a-real-token');
      window.localStorage.setItem('account', '0900000001');
    }
  });
  await page.goto('/#/home/index');

  await expect(page.getByText(text('us', 'error.not_logged_in'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/login\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
});

test('the demo user logs in and sees the demo balance', async ({ page }) => {
  await useLocale(page, 'jp');
  await page.goto('/#/login/login');
  await page.getByLabel(text('jp', 'ui.loginScreen.account'), { exact: true }).fill(demo.account);
  await page.getByLabel(text('jp', 'ui.loginScreen.password'), { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: text('jp', 'ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, text('jp', 'ui.passkeySetupPromptScreen.later'));

  await expect(page).toHaveURL(/#\/home\/index$/);
  await expect(page.getByText(yen('jp', 10_000_000)).first()).toBeVisible();
});

test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
  await useLocale(page, 'jp');
  await page.goto('/#/no/such/screen');
  const home = page.getByRole('link', { name: text('jp', 'ui.notFoundScreen.home') });
  await expect(home).toBeVisible();
  await snap(page, 'jp', 'not-found');
  await home.click();
  await expect(page).toHaveURL(/#\/login\/start$/);
});

test('the user agreement and privacy policy can be read before signing in', async ({ page }) => {
  await useLocale(page, 'us');
  for (const name of ['protocol', 'privacy'] as const) {
    await page.goto(`/#/mine/${name}`);
    await expect(page).toHaveURL(new RegExp(`#/mine/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name: text('us', `ui.documentScreen.${name}`) })).toBeVisible();
    await expect(page.locator('article h2')).not.toBeEmpty();
    await snap(page, 'us', `signed-out-${name}`);
  }
  await page.getByRole('link', { name: text('us', 'ui.header.back') }).click();
  await expect(page).toHaveURL(/#\/login\/register$/);
});
