import { type Page } from '@playwright/test';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';
import { JOURNEY_TIMEOUT, expect, passkeyLater, test, screenshotSteps } from './support.ts';

// The account area (/mine/*) as a new user meets it, against the product started with `npm start`: register, the
// menu and personal page, the language in three steps, the fund password and the message it brings, check-in,
// transaction records, and a login-password change that ends the session. Screenshots of each step go to
// test-results/mine/.

const catalogues = {
  jp: { ...uiJp, ...appJp },
  cn: { ...uiCn, ...appCn },
  us: { ...uiUs, ...appUs },
} as const;
type Locale = keyof typeof catalogues;

function text(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const message = (catalogues[locale] as Record<string, string>)[id];
  if (!message) throw new Error(`No ${locale} message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

const snap = screenshotSteps('mine');

function newAccount(): string {
  return `07${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

async function logIn(page: Page, locale: Locale, account: string, password: string) {
  await page.getByLabel(text(locale, 'ui.loginScreen.account'), { exact: true }).fill(account);
  await page.getByLabel(text(locale, 'ui.loginScreen.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, text(locale, 'ui.passkeySetupPromptScreen.later'));
  await expect(page).toHaveURL(/#\/home\/index$/);
}

async function openFromMenu(page: Page, locale: Locale, linkId: string, url: RegExp) {
  await page.goto('/#/mine/menu');
  await page
    .getByRole('main')
    .getByRole('link', { name: text(locale, linkId), exact: true })
    .click();
  await expect(page).toHaveURL(url);
}

test('a new user runs through every account screen in three languages', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const account = newAccount();
  const password = 'Kabuto2026Tsuki';
  const newPassword = 'Sakura4567Fuji';
  const fundPassword = 'fuji3776';

  // Register with the invite code and log in (Japanese, the default).
  await page.goto('/#/login/register');
  await page.getByLabel(text('jp', 'ui.registerScreen.account'), { exact: true }).fill(account);
  await page.getByLabel(text('jp', 'ui.registerScreen.password'), { exact: true }).fill(password);
  await page.getByLabel(text('jp', 'ui.registerScreen.confirmPassword'), { exact: true }).fill(password);
  await page.getByLabel(text('jp', 'ui.registerScreen.inviteCode'), { exact: true }).fill('KABUTO');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text('jp', 'ui.registerScreen.submit') }).click();
  await expect(page).toHaveURL(/#\/login\/login$/);
  await page.getByLabel(text('jp', 'ui.loginScreen.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('jp', 'ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, text('jp', 'ui.passkeySetupPromptScreen.later'));
  await expect(page).toHaveURL(/#\/home\/index$/);

  // The bottom menu's "menu" opens the account menu; nothing is unread yet.
  await page.getByRole('link', { name: text('jp', 'ui.bottomNav.menu'), exact: true }).click();
  await expect(page).toHaveURL(/#\/mine\/menu$/);
  const main = page.getByRole('main');
  await expect(main.getByText(account)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: text('jp', 'ui.topBar.messages'), exact: true }),
  ).toBeVisible();
  await snap(page, 'menu');

  // The personal page: a new user is unverified, with no fund password and no bank card, and has the demo cash.
  await main.getByRole('link', { name: text('jp', 'ui.menuScreen.myPage'), exact: true }).click();
  await expect(page).toHaveURL(/#\/mine\/myPage$/);
  await expect(
    main.getByRole('link', { name: new RegExp(text('jp', 'ui.myPageScreen.fundPasswordNotSet')) }),
  ).toBeVisible();
  await expect(
    main.getByRole('link', { name: new RegExp(text('jp', 'ui.statusBadge.realName.unverified')) }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: text('jp', 'ui.assetPanel.title') })).toContainText('￥');
  await snap(page, 'my-page');

  // Language: jp → us → cn; each choice is stored and the app reloads in it.
  for (const [from, to, name] of [
    ['jp', 'us', 'English'],
    ['us', 'cn', '简体中文'],
  ] as const) {
    await page.goto('/#/mine/language');
    await page.getByRole('radio', { name }).click();
    await snap(page, `language-${to}`);
    await page.getByRole('button', { name: text(from, 'ui.languageScreen.save') }).click();
    await expect(page.getByRole('heading', { name: text(to, 'ui.languageScreen.title'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(to);
    await page.goto('/#/mine/menu');
    await expect(main.getByRole('link', { name: text(to, 'ui.menuScreen.checkin'), exact: true })).toBeVisible();
    await snap(page, `menu-${to}`);
  }
  const locale: Locale = 'cn';

  // Price colours: one rule for every market applies at once, without a reload, and survives one.
  await page.goto('/#/mine/language');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-price-colours', 'red-up');
  const colours = page.getByRole('radiogroup', { name: text(locale, 'ui.languageScreen.priceColours') });
  await colours.getByRole('radio', { name: text(locale, 'ui.languageScreen.priceColoursGreenUp') }).click();
  await expect(html).toHaveAttribute('data-price-colours', 'green-up');
  await page.goto('/#/home/index');
  await page.reload();
  await expect(html).toHaveAttribute('data-price-colours', 'green-up');
  await page.goto('/#/mine/language');
  await colours.getByRole('radio', { name: new RegExp(text(locale, 'ui.languageScreen.priceColoursMarket')) }).click();
  await expect(html).toHaveAttribute('data-price-colours', 'red-up');

  // Set the fund password (first time, proved with the login password).
  await openFromMenu(page, locale, 'ui.menuScreen.fundPassword', /#\/mine\/fundPassword$/);
  await page.getByLabel(text(locale, 'ui.fundPasswordScreen.loginPassword'), { exact: true }).fill(password);
  await page.getByLabel(text(locale, 'ui.fundPasswordScreen.new'), { exact: true }).fill(fundPassword);
  await page.getByLabel(text(locale, 'ui.fundPasswordScreen.confirm'), { exact: true }).fill('fuji3777');
  await page.getByRole('button', { name: text(locale, 'ui.fundPasswordScreen.submitSet') }).click();
  await expect(page.getByText(text(locale, 'app.validation.passwordMismatch'))).toBeVisible();
  await page.getByLabel(text(locale, 'ui.fundPasswordScreen.confirm'), { exact: true }).fill(fundPassword);
  await page.getByRole('button', { name: text(locale, 'ui.fundPasswordScreen.submitSet') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'ui.fundPasswordScreen.doneSet') }),
  ).toBeVisible();
  await snap(page, 'fund-password-set');

  // That change sent a message: the top bar counts it; open it from the inbox and it is read.
  const unreadLink = page
    .getByRole('banner')
    .getByRole('link', { name: text(locale, 'ui.topBar.messagesUnread', { count: 1 }) });
  await page.goto('/#/mine/message');
  await expect(unreadLink).toBeVisible();
  const inbox = main.getByRole('list', { name: text(locale, 'ui.messageListScreen.title') });
  const first = inbox.getByRole('link').first();
  await expect(first).toContainText(text(locale, 'ui.messageListScreen.unreadMarker'));
  await snap(page, 'inbox');
  await first.click();
  await expect(page).toHaveURL(/#\/mine\/messageInfo\?id=/);
  await expect(main.getByRole('article')).toBeVisible();
  await snap(page, 'message');
  await page.goto('/#/mine/message');
  await expect(
    page.getByRole('banner').getByRole('link', { name: text(locale, 'ui.topBar.messages'), exact: true }),
  ).toBeVisible();
  // "Nothing unread" (the count message's zero case in Chinese).
  await expect(main.getByText('没有未读消息').first()).toBeVisible();

  // Check in once: the points go up and a second check-in is not offered.
  await openFromMenu(page, locale, 'ui.menuScreen.checkin', /#\/mine\/checkin$/);
  const checkIn = main.getByRole('button', { name: /签到领取/ });
  await expect(checkIn).toBeVisible();
  await snap(page, 'check-in');
  await checkIn.click();
  await expect(main.getByRole('status').filter({ hasText: text(locale, 'ui.checkinScreen.checkedIn') })).toBeVisible();
  await expect(
    main.getByRole('list', { name: text(locale, 'ui.checkinScreen.history') }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await snap(page, 'checked-in');

  // Transaction records: the filter works and a new account has records only if money moved.
  await openFromMenu(page, locale, 'ui.menuScreen.transactionRecords', /#\/mine\/transactionRecords$/);
  await expect(main.getByRole('form', { name: text(locale, 'ui.transactionRecordsScreen.filters') })).toBeVisible();
  await expect(
    main
      .getByRole('list', { name: text(locale, 'ui.transactionRecordsScreen.list') })
      .or(main.getByText(text(locale, 'ui.transactionRecordsScreen.empty'))),
  ).toBeVisible();
  await snap(page, 'records');
  await main.getByLabel(text(locale, 'ui.transactionRecordsScreen.dateFrom')).fill('2026-11-22');
  await main.getByLabel(text(locale, 'ui.transactionRecordsScreen.dateTo')).fill('2026-11-01');
  await expect(main.getByRole('alert')).toContainText(text(locale, 'app.validation.dateRangeOrder'));
  await snap(page, 'records-filter-refused');

  // Support: the anti-scam notice comes with the link.
  await openFromMenu(page, locale, 'ui.menuScreen.support', /#\/mine\/support$/);
  await expect(main.getByRole('region', { name: text(locale, 'ui.supportScreen.noticeTitle') })).toBeVisible();
  await snap(page, 'support');

  // The user agreement, in Chinese.
  await openFromMenu(page, locale, 'ui.menuScreen.protocol', /#\/mine\/protocol$/);
  await expect(main.getByRole('article')).toBeVisible();
  await snap(page, 'protocol');

  // Change the login password: every session ends and the user logs in again with the new one.
  await openFromMenu(page, locale, 'ui.menuScreen.loginPassword', /#\/mine\/loginPassword$/);
  await page.getByLabel(text(locale, 'ui.loginPasswordScreen.current'), { exact: true }).fill('wrong999');
  await page.getByLabel(text(locale, 'ui.loginPasswordScreen.new'), { exact: true }).fill(newPassword);
  await page.getByLabel(text(locale, 'ui.loginPasswordScreen.confirm'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: text(locale, 'ui.loginPasswordScreen.submit') }).click();
  await expect(page.getByText(text(locale, 'error.wrong_original_password'))).toBeVisible();
  await snap(page, 'login-password-refused');
  await page.getByLabel(text(locale, 'ui.loginPasswordScreen.current'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'ui.loginPasswordScreen.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'ui.loginPasswordScreen.doneTitle') }),
  ).toBeVisible();
  await snap(page, 'login-password-changed');
  const oldToken = await page.evaluate(() => window.localStorage.getItem('tokend'));
  await page.getByRole('button', { name: text(locale, 'ui.loginPasswordScreen.loginAgain') }).click();
  await expect(page).toHaveURL(/#\/login\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
  const stale = await page.request.post('/api/vue/user/getUserinfo', {
    headers: { token: oldToken ?? '', account, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(stale.status()).toBe(401);

  await page.getByLabel(text(locale, 'ui.loginScreen.account'), { exact: true }).fill(account);
  await page.getByLabel(text(locale, 'ui.loginScreen.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'ui.loginScreen.submit'), exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: text(locale, 'error.wrong_account_or_password') }),
  ).toBeVisible();
  await logIn(page, locale, account, newPassword);
  await snap(page, 'logged-in-again');
});
