import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectToast, JOURNEY_TIMEOUT, openContext, passkeyLater, test } from './support.ts';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appUs from '../packages/app/src/messages/us.ts';

// The operator desk's journey (issue 5): a new user registers and logs in in one browser context; an operator,
// in another, signs in, finds the user, freezes and unfreezes them (the user gets each message in their inbox),
// edits the site title, sends a message, and finds every action in the audit log. Screenshots of every step are
// kept in e2e/artifacts/admin/.

const catalogues = { jp: { ...uiJp, ...appJp }, us: { ...uiUs, ...appUs } } as const;
type Locale = keyof typeof catalogues;
const operator = { account: '0000000001', password: 'operator2026' };
const demoUser = { account: '0900000001', password: 'demo2026' };
// Seeded with a verified real name, which an agent application needs (packages/server/src/seed.ts).
const verifiedUser = { account: '0900000002', password: 'demo2026' };
const inviteCode = 'KABUTO';
const artifacts = path.join(import.meta.dirname, 'artifacts', 'admin');

function text(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const message = (catalogues[locale] as Record<string, string>)[id];
  if (!message) throw new Error(`No ${locale} message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
const jp = (id: string, values?: Record<string, string>) => text('jp', id, values);

async function snap(page: Page, step: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${step}.png`), fullPage: true, animations: 'disabled' });
}

function newAccount(): string {
  return `07${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), locale);
}

async function inbox(request: APIRequestContext, session: { token: string; account: string }) {
  const response = await request.post('/api/vue/message/list', {
    headers: { ...session, 'Content-Type': 'application/x-www-form-urlencoded' },
    form: { page: '1', size: '20' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { items: { kind: string; title: Record<Locale, string>; preview: Record<Locale, string> }[] };
  };
  return body.data.items;
}

test('an operator freezes and unfreezes a new user, edits the title, messages them and finds it all in the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);

  // The user, in their own browser context.
  const userContext = await openContext(browser);
  const user = await userContext.newPage();
  await useLocale(user, 'jp');
  const account = newAccount();
  const password = 'Kabuto2026Tsuki';
  await user.goto('/#/login/register');
  await user.getByLabel(jp('ui.registerScreen.account'), { exact: true }).fill(account);
  await user.getByLabel(jp('ui.registerScreen.password'), { exact: true }).fill(password);
  await user.getByLabel(jp('ui.registerScreen.confirmPassword'), { exact: true }).fill(password);
  await user.getByLabel(jp('ui.registerScreen.inviteCode'), { exact: true }).fill(inviteCode);
  await user.getByRole('checkbox').check();
  await user.getByRole('button', { name: jp('ui.registerScreen.submit') }).click();
  await expect(user).toHaveURL(/#\/login\/login$/);
  await user.getByLabel(jp('ui.loginScreen.password'), { exact: true }).fill(password);
  await user.getByRole('button', { name: jp('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(user, jp('ui.passkeySetupPromptScreen.later'));
  await expect(user).toHaveURL(/#\/home\/index$/);
  const userSession = {
    token: (await user.evaluate(() => window.localStorage.getItem('tokend'))) ?? '',
    account,
  };
  expect(userSession.token).not.toBe('');
  await snap(user, '01-user-home');

  // The operator, in another context, on a laptop-sized window.
  const operatorContext = await openContext(browser, { viewport: { width: 1280, height: 800 } });
  const desk = await operatorContext.newPage();
  await useLocale(desk, 'jp');
  await desk.goto('/#/admin/users');
  await expect(desk).toHaveURL(/#\/admin\/login$/);
  await expect(desk.getByRole('heading', { name: jp('ui.adminLoginScreen.title') })).toBeVisible();
  await snap(desk, '02-operator-sign-in');
  await desk.getByLabel(jp('ui.adminLoginScreen.account'), { exact: true }).fill(operator.account);
  await desk.getByLabel(jp('ui.adminLoginScreen.password'), { exact: true }).fill(operator.password);
  await desk.getByRole('button', { name: jp('ui.adminLoginScreen.submit') }).click();
  await expect(desk).toHaveURL(/#\/admin\/users$/);
  const nav = desk.getByRole('navigation', { name: jp('ui.adminShell.navigation') });
  await expect(nav.getByRole('link', { name: jp('ui.adminTerms.section.users') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await snap(desk, '03-users');

  // Find the new user.
  await desk.getByLabel(jp('ui.adminUsersScreen.search'), { exact: true }).fill(account);
  await desk.getByRole('button', { name: jp('ui.adminUsersScreen.searchButton'), exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${account}`));
  const list = desk.getByRole('region', { name: jp('ui.adminUsersScreen.listLabel') });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText(account);
  await snap(desk, '04-users-found');
  await list.getByRole('link').click();
  await expect(desk).toHaveURL(new RegExp(`#/admin/users/${account}$`));
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(
    jp('ui.adminUserDetailScreen.detailTitle', { account }),
  );
  await snap(desk, '05-user-detail');

  // Freeze: the change needs a message to the user.
  const frozen = desk.getByRole('switch', { name: jp('ui.adminTerms.flag.frozen') });
  await expect(frozen).not.toBeChecked();
  await frozen.click();
  const freezeDialog = desk.getByRole('dialog', {
    name: jp('ui.adminUserDetailScreen.setTitle', { flag: jp('ui.adminTerms.flag.frozen') }),
  });
  await expect(freezeDialog).toBeVisible();
  const freezeSubmit = freezeDialog.getByRole('button', {
    name: jp('ui.adminUserDetailScreen.setSubmit', { flag: jp('ui.adminTerms.flag.frozen') }),
  });
  await freezeSubmit.click();
  await expect(freezeDialog.getByText(jp('app.validation.required'))).toBeVisible();
  await snap(desk, '06-freeze-needs-message');
  const freezeMessage = `不審なログインを確認したため、口座を一時的に凍結しました（${account}）。カスタマーサポートへご連絡ください。`;
  await freezeDialog.getByLabel(jp('ui.adminUserDetailScreen.messageLabel')).fill(freezeMessage);
  await freezeSubmit.click();
  await expectToast(desk, jp('app.admin.flagSaved'));
  await expect(freezeDialog).toBeHidden();
  await expect(frozen).toBeChecked();
  await snap(desk, '07-frozen');

  // The user sees the message in their inbox.
  await expect
    .poll(async () => (await inbox(request, userSession)).map((item) => item.preview.jp).join('\n'))
    .toContain('一時的に凍結しました');

  // Unfreeze.
  await frozen.click();
  const liftDialog = desk.getByRole('dialog', {
    name: jp('ui.adminUserDetailScreen.liftTitle', { flag: jp('ui.adminTerms.flag.frozen') }),
  });
  await liftDialog
    .getByLabel(jp('ui.adminUserDetailScreen.messageLabel'))
    .fill('確認が取れたため、口座の凍結を解除しました。');
  await liftDialog
    .getByRole('button', { name: jp('ui.adminUserDetailScreen.liftSubmit', { flag: jp('ui.adminTerms.flag.frozen') }) })
    .click();
  await expect(liftDialog).toBeHidden();
  await expect(frozen).not.toBeChecked();
  await snap(desk, '08-unfrozen');
  await expect
    .poll(async () => (await inbox(request, userSession)).map((item) => item.preview.jp).join('\n'))
    .toContain('凍結を解除しました');

  // Edit the site title.
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.config') }).click();
  await expect(desk).toHaveURL(/#\/admin\/config$/);
  const newTitle = `Kabuto ${account.slice(-4)}`;
  await desk
    .getByRole('button', { name: jp('ui.adminConfigScreen.edit', { name: jp('ui.adminTerms.config.title') }) })
    .click();
  const titleField = desk.getByRole('textbox', { name: jp('ui.adminConfigScreen.newValue') });
  await titleField.fill('x'.repeat(41));
  await desk.getByRole('button', { name: jp('ui.adminConfigScreen.save') }).click();
  await expect(desk.getByText(jp('app.admin.validation.tooLong'))).toBeVisible();
  await snap(desk, '09-config-invalid');
  await titleField.fill(newTitle);
  await desk.getByRole('button', { name: jp('ui.adminConfigScreen.save') }).click();
  await expectToast(desk, jp('app.admin.configSaved'));
  await expect(desk.getByRole('region', { name: jp('ui.adminConfigScreen.group.site') })).toContainText(newTitle);
  await snap(desk, '10-config-saved');
  const publicConfig = await request.post('/api/vue/common/config', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    form: { type: 'all' },
  });
  expect(JSON.stringify(await publicConfig.json())).toContain(newTitle);

  // Send the user a message from their page.
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.users') }).click();
  await desk.goto(`/#/admin/users/${account}`);
  await desk.getByRole('link', { name: jp('ui.adminUserDetailScreen.sendMessage') }).click();
  await expect(desk).toHaveURL(/#\/admin\/messages\?account=/);
  await expect(desk.getByLabel(jp('ui.adminMessagesScreen.account'), { exact: true })).toHaveValue(account);
  const subject = `口座のご案内 ${account.slice(-4)}`;
  await desk.getByLabel(jp('ui.adminMessagesScreen.titleJp')).fill(subject);
  await desk.getByLabel(jp('ui.adminMessagesScreen.titleCn')).fill('账户通知');
  await desk.getByLabel(jp('ui.adminMessagesScreen.titleUs')).fill('About your account');
  await desk.getByLabel(jp('ui.adminMessagesScreen.bodyJp')).fill('ご利用ありがとうございます。');
  await desk.getByLabel(jp('ui.adminMessagesScreen.bodyCn')).fill('感谢您的使用。');
  await desk.getByLabel(jp('ui.adminMessagesScreen.bodyUs')).fill('Thank you for using Kabuto.');
  await desk.getByRole('button', { name: jp('ui.adminMessagesScreen.send'), exact: true }).click();
  await expectToast(desk, jp('app.admin.messageSent'));
  const sent = desk.getByRole('region', { name: jp('ui.adminMessagesScreen.sent') });
  await expect(sent.getByRole('listitem').first()).toContainText(subject);
  await snap(desk, '11-message-sent');
  await expect
    .poll(async () => (await inbox(request, userSession)).map((item) => item.title.jp).join('\n'))
    .toContain(subject);
  // The user's page, open since they signed in, counts it at once: the push stream's message event refreshes the count,
  // which it otherwise asks for again every five minutes; nothing reloads the page.
  const unreadResponse = await request.post('/api/vue/message/unreadCount', {
    headers: { ...userSession, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const unread = ((await unreadResponse.json()) as { data: { unread: number } }).data.unread;
  expect(unread).toBeGreaterThan(0);
  await expect(
    user.getByRole('banner').getByRole('link', { name: jp('ui.topBar.messagesUnread', { count: String(unread) }) }),
  ).toBeVisible({ timeout: 10_000 });

  // Every action is in the audit log.
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.audit') }).click();
  await expect(desk).toHaveURL(/#\/admin\/audit$/);
  const log = desk.getByRole('region', { name: jp('ui.adminAuditScreen.listLabel') });
  const userTarget = jp('ui.adminAuditScreen.target', { type: jp('ui.adminTerms.target.user'), id: account });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: jp('ui.adminTerms.action.userFlagSet') })
      .filter({ hasText: userTarget }),
  ).toHaveCount(2);
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: jp('ui.adminTerms.action.configUpdated') })
      .filter({ hasText: newTitle }),
  ).toHaveCount(1);
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: jp('ui.adminTerms.action.messageSent') })
      .first(),
  ).toBeVisible();
  await snap(desk, '12-audit-log');

  // Filter the log to the flag changes.
  await desk.getByLabel(jp('ui.adminAuditScreen.action'), { exact: true }).click();
  await desk.getByRole('option', { name: jp('ui.adminTerms.action.userFlagSet') }).click();
  await desk.getByRole('button', { name: jp('ui.adminAuditScreen.apply') }).click();
  await expect(log.getByRole('listitem').filter({ hasText: jp('ui.adminTerms.action.configUpdated') })).toHaveCount(0);
  await expect(log.getByRole('listitem').filter({ hasText: userTarget })).toHaveCount(2);
  await snap(desk, '13-audit-filtered');

  // The same desk on a phone.
  await desk.setViewportSize({ width: 390, height: 844 });
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.users') }).click();
  await expect(desk.getByRole('heading', { name: jp('ui.adminUsersScreen.title'), level: 1 })).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(desk, '14-users-phone');

  // Put the title back for the other journeys, then sign out.
  await desk.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.config') }).click();
  await desk
    .getByRole('button', { name: jp('ui.adminConfigScreen.edit', { name: jp('ui.adminTerms.config.title') }) })
    .click();
  await desk.getByRole('textbox', { name: jp('ui.adminConfigScreen.newValue') }).fill('Kabuto');
  await desk.getByRole('button', { name: jp('ui.adminConfigScreen.save') }).click();
  await expectToast(desk, jp('app.admin.configSaved'));
  await desk.getByRole('button', { name: jp('ui.adminShell.signOut') }).click();
  await expect(desk).toHaveURL(/#\/admin\/login$/);
  expect(await desk.evaluate(() => window.localStorage.getItem('kabuto.operator.token'))).toBeNull();
  await snap(desk, '15-signed-out');

  await userContext.close();
  await operatorContext.close();
});

test('a verified user applies to be an agent, an operator approves at a set ratio, and the user sees that ratio', async ({
  browser,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);

  // The user applies from the referral page.
  const userContext = await openContext(browser);
  const user = await userContext.newPage();
  await useLocale(user, 'jp');
  await user.goto('/#/login/login');
  await user.getByLabel(jp('ui.loginScreen.account'), { exact: true }).fill(verifiedUser.account);
  await user.getByLabel(jp('ui.loginScreen.password'), { exact: true }).fill(verifiedUser.password);
  await user.getByRole('button', { name: jp('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(user, jp('ui.passkeySetupPromptScreen.later'));
  await expect(user).toHaveURL(/#\/home\/index$/);
  const userSession = {
    token: (await user.evaluate(() => window.localStorage.getItem('tokend'))) ?? '',
    account: verifiedUser.account,
  };
  await user.goto('/#/mine/referral');
  await user.getByRole('button', { name: jp('ui.referralScreen.apply') }).click();
  await user
    .getByRole('alertdialog', { name: jp('ui.referralScreen.applyTitle') })
    .getByRole('button', { name: jp('ui.referralScreen.applyConfirm') })
    .click();
  await expect(user.getByText(jp('ui.referralScreen.agentPending'))).toBeVisible();
  await snap(user, '20-agent-applied');

  // The operator finds it in the queue (pending by default) and reviews it.
  const operatorContext = await openContext(browser, { viewport: { width: 1280, height: 800 } });
  const desk = await operatorContext.newPage();
  await useLocale(desk, 'jp');
  await desk.goto('/#/admin/login');
  await desk.getByLabel(jp('ui.adminLoginScreen.account'), { exact: true }).fill(operator.account);
  await desk.getByLabel(jp('ui.adminLoginScreen.password'), { exact: true }).fill(operator.password);
  await desk.getByRole('button', { name: jp('ui.adminLoginScreen.submit') }).click();
  await expect(desk).toHaveURL(/#\/admin\/users$/);
  const nav = desk.getByRole('navigation', { name: jp('ui.adminShell.navigation') });
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.agents') }).click();
  await expect(desk).toHaveURL(/#\/admin\/reviews\/agents$/);
  await expect(
    desk.getByRole('heading', { name: jp('ui.adminAgentApplicationsScreen.title'), level: 1 }),
  ).toBeVisible();
  const queue = desk.getByRole('region', { name: jp('ui.adminAgentApplicationsScreen.listLabel') });
  const application = queue.getByRole('listitem').filter({ hasText: verifiedUser.account });
  await expect(application).toHaveCount(1);
  await expect(application).toContainText(jp('ui.statusBadge.review.pending'));
  await snap(desk, '21-agent-queue');
  await application.getByRole('button', { name: jp('ui.adminAgentApplicationsScreen.review') }).click();
  const review = desk.getByRole('region', {
    name: jp('ui.adminAgentApplicationsScreen.reviewLabel', { account: verifiedUser.account }),
  });
  const ratio = review.getByRole('textbox', { name: jp('ui.adminAgentApplicationsScreen.ratio') });

  // A ratio outside 0–50 % is refused before anything is sent.
  await ratio.fill('55');
  await review.getByRole('button', { name: jp('ui.adminAgentApplicationsScreen.approve') }).click();
  await expect(review.getByText(jp('app.admin.validation.outOfRange'))).toBeVisible();
  await ratio.fill('15');
  await review.getByRole('button', { name: jp('ui.adminAgentApplicationsScreen.approve') }).click();
  const confirm = desk.getByRole('alertdialog', { name: jp('ui.adminAgentApplicationsScreen.confirmApproveTitle') });
  await expect(confirm).toContainText('15.00%');
  await snap(desk, '22-agent-confirm');
  await confirm.getByRole('button', { name: jp('ui.adminAgentApplicationsScreen.approve') }).click();
  await expectToast(desk, jp('app.admin.agentApproved'));
  await expect(confirm).toBeHidden();
  await expect(application).toHaveCount(0);

  // Decided: shown under "all" with the ratio and the operator.
  await desk
    .getByRole('radiogroup', { name: jp('ui.adminAgentApplicationsScreen.filter') })
    .getByRole('radio', { name: jp('ui.adminAgentApplicationsScreen.filterAll') })
    .click();
  await expect(desk).toHaveURL(/status=all/);
  await expect(application).toContainText(jp('ui.adminAgentApplicationsScreen.granted', { ratio: '15.00' }));
  await expect(application).toContainText(operator.account);
  await snap(desk, '23-agent-approved');

  // The audit log has the decision.
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.audit') }).click();
  const log = desk.getByRole('region', { name: jp('ui.adminAuditScreen.listLabel') });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: jp('ui.adminTerms.action.agentApplicationApproved') })
      .first(),
  ).toBeVisible();

  // The user is told, and the referral page discloses the ratio.
  await expect
    .poll(async () => (await inbox(request, userSession)).map((item) => item.title.jp).join('\n'))
    .toContain('エージェント申請が承認されました');
  const summary = await request.post('/api/vue/referral/summary', {
    headers: { ...userSession, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(((await summary.json()) as { data: { agentStatus: string; rebateRatio: string } }).data).toMatchObject({
    agentStatus: 'agent',
    rebateRatio: '15.00',
  });
  await user.reload();
  await expect(user.getByText(jp('ui.referralScreen.agentActive', { ratio: '15.00' }))).toBeVisible();
  await snap(user, '24-agent-ratio-shown');

  await userContext.close();
  await operatorContext.close();
});

test('a user who is not an operator is refused with a clear message', async ({ page }) => {
  await useLocale(page, 'us');
  await page.goto('/#/admin/login');
  await page.getByLabel(text('us', 'ui.adminLoginScreen.account'), { exact: true }).fill(demoUser.account);
  await page.getByLabel(text('us', 'ui.adminLoginScreen.password'), { exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: text('us', 'ui.adminLoginScreen.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('us', 'error.operator_only') })).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('kabuto.operator.token'))).toBeNull();
  await snap(page, '16-not-an-operator');
});

test('a stored session that is not an operator’s shows the refusal, not a blank screen', async ({ page, request }) => {
  const login = await request.post('/api/vue/user/login', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    form: demoUser,
  });
  const session = ((await login.json()) as { data: { token: string; account: string } }).data;
  await useLocale(page, 'jp');
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    window.localStorage.setItem('kabuto.operator.token', value.token);
    window.localStorage.setItem('kabuto.operator.account', value.account);
  }, session);
  await page.goto('/#/admin/users');
  await expect(page.getByRole('heading', { name: jp('ui.adminGateScreen.refusedTitle') })).toBeVisible();
  await snap(page, '17-refused-gate');
  await page.getByRole('button', { name: jp('ui.adminGateScreen.signInAgain') }).click();
  await expect(page).toHaveURL(/#\/admin\/login$/);
});

test('an operator creates a rule product, opens it, and users then find it open', async ({ browser, request }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const name = `E2E均等ウェイト ${Date.now() % 1_000_000}`;
  const login = await request.post('/api/vue/user/login', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    form: demoUser,
  });
  const userSession = ((await login.json()) as { data: { token: string; account: string } }).data;
  const openProducts = async () => {
    const response = await request.post('/api/vue/follow/products', {
      headers: { ...userSession, 'Content-Type': 'application/x-www-form-urlencoded' },
      form: { state: 'open', page: '1', size: '50' },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { items: { name: { jp: string } }[] } }).data.items.map(
      (item) => item.name.jp,
    );
  };

  const context = await openContext(browser, { viewport: { width: 1280, height: 800 } });
  const desk = await context.newPage();
  await useLocale(desk, 'jp');
  await desk.goto('/#/admin/login');
  await desk.getByLabel(jp('ui.adminLoginScreen.account'), { exact: true }).fill(operator.account);
  await desk.getByLabel(jp('ui.adminLoginScreen.password'), { exact: true }).fill(operator.password);
  await desk.getByRole('button', { name: jp('ui.adminLoginScreen.submit') }).click();
  await expect(desk).toHaveURL(/#\/admin\/users$/);
  const nav = desk.getByRole('navigation', { name: jp('ui.adminShell.navigation') });
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.followProducts') }).click();
  await expect(desk).toHaveURL(/#\/admin\/follow\/products$/);

  // An equal-weight rule on two Tokyo stocks: the server writes its words; it starts closed.
  const m = (id: string, values?: Record<string, string>) => jp(`ui.adminFollowProductsScreen.${id}`, values);
  const field = (id: string) => desk.getByLabel(m(id), { exact: true });
  await desk.getByRole('button', { name: m('create') }).click();
  await desk
    .getByRole('radiogroup', { name: m('kind') })
    .getByRole('radio', { name: m('kind.equalWeight') })
    .click();
  await field('nameJp').fill(name);
  await field('nameCn').fill(`${name} 等权重`);
  await field('nameUs').fill(`${name} Equal Weight`);
  await field('leaderName').fill('Kabuto E2E デスク');
  await field('profileJp').fill('公開ルールで運用します。');
  await field('profileCn').fill('按公开规则运作。');
  await field('profileUs').fill('Runs a published rule.');
  await field('universeField').fill('7203\n6758');
  await field('minInvestment').fill('10000');
  await desk.getByRole('button', { name: m('register') }).click();
  const row = desk
    .getByRole('region', { name: m('listLabel') })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText(m('state.closed'));
  expect(await openProducts()).not.toContain(name);

  // Opened, confirmed first: users find it among the open products.
  await row.getByRole('button', { name: m('setOpen') }).click();
  const confirm = desk.getByRole('alertdialog', { name: m('confirmTitle.open') });
  await confirm.getByRole('button', { name: m('setOpen') }).click();
  await expect(row.getByRole('status')).toHaveText(m('done.open', { name }));
  await expect(row).toContainText(m('state.open'));
  await snap(desk, '30-follow-product-opened');
  await expect.poll(openProducts).toContain(name);

  await context.close();
});
