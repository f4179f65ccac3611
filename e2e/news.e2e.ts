import { type Page } from '@playwright/test';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';
import { expect, expectToast, JOURNEY_TIMEOUT, openContext, passkeyLater, screenshotSteps, test } from './support.ts';

// News (issue 6): an operator publishes an article in three languages from the console; the demo user reads it in
// Japanese, switches to English and Chinese and reads it translated; the operator unpublishes it and it is gone for
// the user (from the list, and its page says so). Screenshots of every step go to test-results/news/.

const catalogues = {
  jp: { ...uiJp, ...appJp },
  cn: { ...uiCn, ...appCn },
  us: { ...uiUs, ...appUs },
} as const;
type Locale = keyof typeof catalogues;

function text(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const message = (catalogues[locale] as Record<string, string>)[id];
  if (!message) throw new Error(`No ${locale} message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
const jp = (id: string, values?: Record<string, string>) => text('jp', id, values);

const operator = { account: '0000000001', password: 'operator2026' };
const demoUser = { account: '0900000001', password: 'demo2026' };

const snap = screenshotSteps('news');

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => {
    // Only before the first visit: later the user chooses the language in the app.
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', value);
  }, locale);
}

async function chooseLanguage(page: Page, from: Locale, to: Locale, name: string) {
  await page.goto('/#/mine/language');
  await page.getByRole('radio', { name }).click();
  await page.getByRole('button', { name: text(from, 'ui.languageScreen.save') }).click();
  await expect(page.getByRole('heading', { name: text(to, 'ui.languageScreen.title'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(to);
}

test('an operator publishes an article in three languages, the user reads each, and unpublishing hides it', async ({
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const stamp = String(Date.now()).slice(-6);
  const article = {
    title: {
      jp: `システムメンテナンスのお知らせ ${stamp}`,
      cn: `系统维护通知 ${stamp}`,
      us: `Scheduled maintenance ${stamp}`,
    },
    body: {
      jp: '11月29日 2:00〜4:00 にシステムメンテナンスを行います。\n\nこの間はログインと取引ができません。',
      cn: '11月29日 2:00至4:00 进行系统维护。\n\n维护期间无法登录和交易。',
      us: 'We will maintain our systems on November 29 from 2:00 to 4:00.\n\nYou cannot log in or trade during that time.',
    },
  };

  // The operator, on a laptop-sized window, writes and publishes the article.
  const desk = await (await openContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await useLocale(desk, 'jp');
  await desk.goto('/#/admin/login');
  await desk.getByLabel(jp('ui.adminLoginScreen.account'), { exact: true }).fill(operator.account);
  await desk.getByLabel(jp('ui.adminLoginScreen.password'), { exact: true }).fill(operator.password);
  await desk.getByRole('button', { name: jp('ui.adminLoginScreen.submit') }).click();
  await expect(desk).toHaveURL(/#\/admin\/users$/);
  await desk
    .getByRole('navigation', { name: jp('ui.adminShell.navigation') })
    .getByRole('link', { name: jp('ui.adminTerms.section.news') })
    .click();
  await expect(desk).toHaveURL(/#\/admin\/news$/);
  await expect(desk.getByRole('heading', { name: jp('ui.adminNewsScreen.title'), level: 1 })).toBeVisible();
  await desk.getByRole('button', { name: jp('ui.adminNewsScreen.create') }).click();
  const form = desk.getByRole('form', { name: jp('ui.adminNewsScreen.createHeading') });
  // Publishing with nothing filled in is refused field by field, and nothing is sent.
  await form.getByRole('button', { name: jp('ui.adminNewsScreen.publish') }).click();
  await expect(form.getByText(jp('app.admin.validation.choice'))).toBeVisible();
  await snap(desk, 'operator-form-refused');
  await form.getByRole('radio', { name: jp('ui.adminNewsScreen.categoryAnnouncements') }).click();
  for (const [locale, suffix] of [
    ['jp', 'Jp'],
    ['cn', 'Cn'],
    ['us', 'Us'],
  ] as const) {
    await form.getByLabel(jp(`ui.adminNewsScreen.title${suffix}`), { exact: true }).fill(article.title[locale]);
    await form.getByLabel(jp(`ui.adminNewsScreen.body${suffix}`), { exact: true }).fill(article.body[locale]);
  }
  await snap(desk, 'operator-form-filled');
  await form.getByRole('button', { name: jp('ui.adminNewsScreen.publish') }).click();
  await expectToast(desk, jp('app.admin.newsPublished'));
  const row = desk.getByRole('listitem', { name: jp('ui.adminNewsScreen.rowLabel', { title: article.title.jp }) });
  await expect(row).toContainText(jp('ui.adminNewsScreen.published'));
  await snap(desk, 'operator-published');

  // The demo user reads it in Japanese: newest first in the list, then the article.
  const reader = await (await openContext(browser)).newPage();
  await useLocale(reader, 'jp');
  await reader.goto('/#/login/login');
  await reader.getByLabel(jp('ui.loginScreen.account'), { exact: true }).fill(demoUser.account);
  await reader.getByLabel(jp('ui.loginScreen.password'), { exact: true }).fill(demoUser.password);
  await reader.getByRole('button', { name: jp('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(reader, jp('ui.passkeySetupPromptScreen.later'));
  await expect(reader).toHaveURL(/#\/home\/index$/);
  await reader.getByRole('link', { name: jp('ui.bottomNav.news'), exact: true }).click();
  await expect(reader).toHaveURL(/#\/news\/index$/);
  const list = reader.getByRole('list', { name: jp('ui.newsListScreen.listLabel') });
  const first = list.getByRole('link').first();
  await expect(first).toContainText(article.title.jp);
  await expect(first).toContainText('11月29日 2:00〜4:00 にシステムメンテナンスを行います。');
  await expect(first).toContainText(jp('ui.newsCommon.category.notice'));
  await snap(reader, 'user-list-jp');
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#\/news\/info\?id=\d+$/);
  await first.click();
  await expect(reader.getByRole('heading', { name: article.title.jp, level: 2 })).toBeVisible();
  await expect(reader.getByText('この間はログインと取引ができません。')).toBeVisible();
  await snap(reader, 'user-article-jp');
  // The category tab narrows the list to the broker's notices, and keeps it there.
  await reader.goto('/#/news/index');
  await reader.getByRole('tab', { name: jp('ui.newsCommon.category.notice') }).click();
  await expect(reader).toHaveURL(/#\/news\/index\?category=notice$/);
  await expect(list.getByRole('link').first()).toContainText(article.title.jp);

  // English, then Chinese: the same article, translated.
  await chooseLanguage(reader, 'jp', 'us', 'English');
  await reader.goto(`/${href}`);
  await expect(reader.getByRole('heading', { name: article.title.us, level: 2 })).toBeVisible();
  await expect(reader.getByText('You cannot log in or trade during that time.')).toBeVisible();
  await expect(reader.getByText(text('us', 'ui.newsArticleScreen.source', { source: 'Kabuto' }))).toBeVisible();
  await snap(reader, 'user-article-us');
  await chooseLanguage(reader, 'us', 'cn', '简体中文');
  await reader.goto('/#/news/index');
  const listCn = reader.getByRole('list', { name: text('cn', 'ui.newsListScreen.listLabel') });
  await expect(listCn.getByRole('link').first()).toContainText(article.title.cn);
  await snap(reader, 'user-list-cn');
  await reader.goto(`/${href}`);
  await expect(reader.getByRole('heading', { name: article.title.cn, level: 2 })).toBeVisible();
  await expect(reader.getByText('维护期间无法登录和交易。')).toBeVisible();
  await snap(reader, 'user-article-cn');

  // The operator takes it down, after confirming.
  await row.getByRole('button', { name: jp('ui.adminNewsScreen.unpublish') }).click();
  const dialog = desk.getByRole('alertdialog', { name: jp('ui.adminNewsScreen.confirmTitle') });
  await expect(dialog).toContainText(article.title.jp);
  await snap(desk, 'operator-confirm-unpublish');
  await dialog.getByRole('button', { name: jp('ui.adminNewsScreen.unpublish') }).click();
  await expectToast(desk, jp('app.admin.newsUnpublished'));
  await expect(row).toContainText(jp('ui.adminNewsScreen.unpublished'));
  await expect(row.getByRole('button', { name: jp('ui.adminNewsScreen.unpublish') })).toHaveCount(0);
  await snap(desk, 'operator-unpublished');

  // Gone for the user: not in the list, and its page says it cannot be found, with the way back.
  await reader.goto('/#/news/index');
  await reader.reload();
  await expect(listCn.getByRole('link').first()).toBeVisible();
  await expect(listCn.getByText(article.title.cn)).toHaveCount(0);
  await snap(reader, 'user-list-after-unpublish');
  await reader.goto(`/${href}`);
  await expect(reader.getByText(text('cn', 'ui.newsArticleScreen.notFound'))).toBeVisible();
  await expect(reader.getByRole('link', { name: text('cn', 'ui.newsArticleScreen.backToList') })).toBeVisible();
  await snap(reader, 'user-article-gone');
});
