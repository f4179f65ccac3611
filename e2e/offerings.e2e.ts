import { createHash } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { texts, type Locale } from './messages.ts';
import {
  demoOperator,
  expect,
  expectToast,
  JOURNEY_TIMEOUT,
  openContext,
  passkeyLater,
  postForm,
  recordCspViolations,
  screenshotSteps,
  test,
  userPassword,
  verifiedNewUser,
} from './support.ts';

// Offerings (issue 20), against the product started with `npm start`, each person on a 375 px phone in a language of
// their own; screenshots go to test-results/offerings/.
//
// - In each language, a newly registered user whose identity an operator verified finds the demo IPO open for
//   applications, reads its terms and the draw's commitment, applies for one lot with a confirmation, and sees the
//   amount held.
// - An IPO from the console (jp) to the users (cn, us): the operator creates it in the console and commits its seed
//   before the window opens; both users see the commitment, apply once the window opens (the amount held exactly);
//   at the deadline the entry list is frozen and published, the app checks it in the browser and finds each user's
//   entry, and the operator's draw is refused until the lottery day. The contract orders the dates (subscription end
//   < lottery day ≤ allotment day < listing day, all wall-clock days in the market's time zone) and the server draws
//   only on or after the lottery day and delivers the shares on the listing day, so the rest of an IPO's life cannot
//   happen on the day it was created: it is checked on the demo IPOs the seed drew before (next).
// - A drawn IPO re-run in the app (cn, us): the demo user's lost draw and the verified user's won draw each match in
//   the browser; the loser's record shows the lottery-loss refund, the winner's the allotment and its holding.
// - An off-floor distribution from the console (us) to the users (cn, jp): the operator publishes one share lot for
//   a window opening a minute later, both users apply for it all (the amount held exactly), the operator approves
//   both in the review queue and closes the distribution, which draws the lot and publishes the seed; the winner
//   sees the shares in positions and the results and sells them (cash exact to the yen), the loser sees the hold
//   released (cash back to what it was).

const operator = demoOperator;
const password = userPassword;
const snap = screenshotSteps('offerings');

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 30_000, viewport: { width: 375, height: 812 } });

for (const locale of ['jp', 'cn', 'us'] as const) {
  test(`IPO in ${locale}: the open offering, its terms and draw commitment, apply for a lot, the amount held`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const t = texts(locale);
    const user = await verifiedNewUser(request);
    const cspViolations = await recordCspViolations(page);
    await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await page.goto('/#/login/login');
    await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(user.account);
    await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
    await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));

    // The offerings open for applications (the tab a user can act on comes first).
    await page.goto('/#/home/newShare');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { selected: true })).toHaveText(t('ui.offerings.subscribing'));
    await snap(page, `${locale}-list`);
    await main.getByRole('link', { name: t('ui.ipoListScreen.detailsOf', { name: 'GENDA' }) }).click();
    await expect(page).toHaveURL(/#\/home\/newShareInfo\?id=/);
    // The draw's commitment is public before anyone applies.
    await expect(main.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
    await snap(page, `${locale}-detail`);

    await main.getByRole('link', { name: t('ui.ipoDetailScreen.apply') }).click();
    await expect(page).toHaveURL(/#\/mine\/newShareOrder\?stockIndex=/);
    await snap(page, `${locale}-apply`);
    await main.getByRole('button', { name: t('ui.ipoApplyScreen.review') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.ipoApplyScreen.confirmTitle') });
    await expect(confirm).toBeVisible();
    await snap(page, `${locale}-apply-confirm`);
    await confirm.getByRole('button', { name: t('ui.ipoApplyScreen.confirm'), exact: true }).click();
    await expect(main.getByText(t('ui.ipoApplyScreen.doneTitle'))).toBeVisible();
    await snap(page, `${locale}-applied`);

    // ¥893 × 100 shares is held from the ¥1,000,000 opening cash.
    const info = (await (
      await request.post('/api/vue/user/getUserinfo', {
        form: { type: 'jpy' },
        headers: { token: user.token, account: user.account },
      })
    ).json()) as { data: { jpy: string } };
    expect(info.data.jpy).toMatch(/^910700(\.0+)?$/);

    // Back on the offering, the application is there with what is held.
    await page.goBack();
    await expect(page).toHaveURL(/#\/home\/newShareInfo\?id=/);
    await expect(main.getByText(t('ui.ipoDetailScreen.appliedTitle'))).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the journeys below share.

/** Exact decimals: scaled BigInt with 8 places (never a float). */
const places = 8;
const unit = 10n ** BigInt(places);
function dec(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const scaled = BigInt(match[2]!) * unit + BigInt((match[3] ?? '').padEnd(places, '0').slice(0, places) || '0');
  return match[1] ? -scaled : scaled;
}
/** A shown amount or count, exact: its digits, sign and point ("-¥1,234.00" → -1234). */
const shown = (text: string) => dec(text.replace(/[^\d.-]/g, ''));
/** A non-negative scaled amount to `digits` places, rounded down. */
function fixed(value: bigint, digits: number): string {
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(places, '0').slice(0, digits);
  return `${whole}${digits > 0 ? `.${fraction}` : ''}`;
}
/** The first whole number of a shown text ("100 shares 100 sellable now" → 100). */
const firstCount = (text: string) => BigInt((/\d[\d,]*/.exec(text)?.[0] ?? '').replace(/,/g, '') || '-1');
/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The absolute value, for a realized profit shown with its sign in the locale's own way. */
const magnitude = (value: bigint) => (value < 0n ? -value : value);

interface Session {
  token: string;
  account: string;
}

/** A form POST to the API as `session` that must succeed; its `data`. */
async function api(request: APIRequestContext, session: Session, url: string, form: Record<string, string> = {}) {
  const response = await request.post(`/api/vue${url}`, {
    form,
    headers: { token: session.token, account: session.account },
  });
  const body = (await response.json()) as { status: number; data: unknown; msg?: string };
  expect(body.status, `${url}: ${body.msg ?? ''}`).toBe(1);
  return body.data;
}

/** The yen available to trade, exact. */
async function cashOf(request: APIRequestContext, session: Session): Promise<bigint> {
  return dec(((await api(request, session, '/user/getUserinfo', { type: 'jpy' })) as { jpy: string }).jpy);
}

async function signInByApi(request: APIRequestContext, account: string, secret: string): Promise<Session> {
  const session = (await postForm(request, '/user/login', { account, password: secret })) as { token: string };
  return { token: session.token, account };
}

/** A Tokyo stock's name in every language, as the market writes it. */
async function namesOf(request: APIRequestContext, code: string): Promise<Record<Locale, string>> {
  return (
    (await postForm(request, '/market/quote', { type: 'jpy', stock_code: code })) as { name: Record<Locale, string> }
  ).name;
}

// Japan time has no daylight saving: UTC+9 all year.
const TOKYO = 9 * 3_600_000;
const DAY = 86_400_000;
/** YYYY-MM-DDTHH:mm in Japan time (the console's datetime-local fields). */
const tokyoMinute = (at: number) => new Date(at + TOKYO).toISOString().slice(0, 16);
/** The Japan date of `at`, `days` later (the console's date fields). */
const tokyoDay = (at: number, days = 0) => new Date(at + TOKYO + days * DAY).toISOString().slice(0, 10);
/** The first whole minute at least `lead` ms away: the console takes times to the minute. */
const wholeMinuteAfter = (lead: number) => Math.ceil((Date.now() + lead) / 60_000) * 60_000;
/** Waits for the wall clock (the server's, on this machine) to pass `at`. */
async function until(at: number): Promise<void> {
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** One person: a browser context of their own in their language, on a 375 px phone. */
interface Role {
  t: ReturnType<typeof texts>;
  context: BrowserContext;
  page: Page;
  main: Locator;
  /** Expects no CSP violation on the page now and no message missing from the language's catalogue; closes. */
  finish(): Promise<void>;
}

async function openRole(browser: Browser, locale: Locale): Promise<Role> {
  const context = await openContext(browser, { viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[kabuto] missing message')) missing.push(message.text());
  });
  const cspViolations = await recordCspViolations(page);
  await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  return {
    t: texts(locale),
    context,
    page,
    main: page.getByRole('main'),
    async finish() {
      expect(await cspViolations()).toEqual([]);
      expect(missing, `messages missing from the ${locale} catalogue`).toEqual([]);
      await context.close();
    },
  };
}

async function signIn({ page, t }: Role, account: string, secret: string): Promise<void> {
  await page.goto('/#/login/login');
  await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(account);
  await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(secret);
  await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));
}

/** The operator signs in to the console and opens a section from its menu. */
async function signInToConsole(role: Role, section: 'ipos' | 'distributions'): Promise<void> {
  const { page, t } = role;
  await page.goto('/#/admin/login');
  await page.getByLabel(t('ui.adminLoginScreen.account'), { exact: true }).fill(operator.account);
  await page.getByLabel(t('ui.adminLoginScreen.password'), { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: t('ui.adminLoginScreen.submit') }).click();
  await expect(page).toHaveURL(/#\/admin\/users$/);
  await consoleSection(role, section);
}

async function consoleSection({ page, t }: Role, section: 'ipos' | 'distributions'): Promise<void> {
  const nav = page.getByRole('navigation', { name: t('ui.adminShell.navigation') });
  await nav.getByRole('link', { name: t(`ui.adminTerms.section.${section}`) }).click();
  await expect(page).toHaveURL(new RegExp(`#/admin/offerings/${section}$`));
}

/** The value of one row of a key–value list (its <dd>), by the row's label. */
async function figure(scope: Locator, label: string): Promise<string> {
  const row = scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) });
  return (await row.first().locator('dd').innerText()).trim();
}

/** The disclosed fee rule as the order ticket shows it ("0.10% of the principal, at least ¥100.00"). */
async function feeRuleOf({ page, t }: Role, code: string) {
  await page.goto(`/#/quotes/info?code=${code}&type=jpy&order=buy`);
  const figures = page.getByRole('region', { name: t('ui.orderTicketScreen.figures') });
  const text = await figures.getByText(/%/).first().innerText();
  const [rate, minimum] = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((value) => value.replace(/,/g, ''));
  if (!rate || !minimum) throw new Error(`No fee rule in «${text}»`);
  return { rate: dec(rate), minimum: dec(minimum) };
}

// ---------------------------------------------------------------------------------------------------------------
// An IPO from the console to the users, up to the draw.

/** Tokyo stocks no other journey uses, none with a demo IPO: the first without an IPO on this server is taken. */
const IPO_CODES = ['6425', '7860', '9603', '3861', '3402', '8604', '2502', '7733'] as const;

test('IPO in jp, cn and us: the operator creates an IPO and commits its seed, two users apply, the entries are frozen at the deadline and checked in the app, the draw waits for the lottery day', async ({
  browser,
  request,
}) => {
  // The window is wall-clock: it opens at a whole minute 75 s or more away and stays open two minutes.
  test.setTimeout(JOURNEY_TIMEOUT + 4 * 60_000);
  const operatorApi = await signInByApi(request, operator.account, operator.password);
  const taken = new Set<string>();
  for (let page = 1; ; page += 1) {
    const list = (await api(request, operatorApi, '/admin/ipo/list', { page: String(page), size: '50' })) as {
      items: { market: string; stockCode: string }[];
      total: number;
    };
    for (const ipo of list.items) taken.add(`${ipo.market}:${ipo.stockCode}`);
    if (list.items.length === 0 || page * 50 >= list.total) break;
  }
  const code = IPO_CODES.find((candidate) => !taken.has(`jpy:${candidate}`));
  if (!code) throw new Error(`Every one of ${IPO_CODES.join(', ')} has an IPO on this server: start a fresh one`);
  const names = await namesOf(request, code);
  // One lot of 100 shares for two applicants at ¥1,000: ¥100,000 held from each.
  const offerPrice = '1000';
  const held = dec(offerPrice) * 100n;
  const users = [await verifiedNewUser(request), await verifiedNewUser(request)];
  const before = [await cashOf(request, users[0]!), await cashOf(request, users[1]!)];

  const desk = await openRole(browser, 'jp');
  const o = desk.t;
  const applicants = [await openRole(browser, 'cn'), await openRole(browser, 'us')] as const;
  const nameFor = ['cn', 'us'].map((locale) => names[locale as Locale]);

  // The operator creates the IPO in the console.
  await signInToConsole(desk, 'ipos');
  await expect(desk.page.getByRole('heading', { name: o('ui.adminIposScreen.title'), level: 1 })).toBeVisible();
  await desk.page.getByRole('button', { name: o('ui.adminIposScreen.create'), exact: true }).click();
  const form = desk.page.getByRole('form', { name: o('ui.adminIposScreen.createHeading') });
  const start = wholeMinuteAfter(75_000);
  const end = start + 2 * 60_000;
  const values: Record<string, string> = {
    stockCode: code,
    nameJp: names.jp,
    nameCn: names.cn,
    nameUs: names.us,
    leadUnderwriter: '野村證券',
    sharesOffered: '100',
    per: '21.5',
    priceBandLow: '900',
    priceBandHigh: offerPrice,
    offerPrice,
    bookBuildingStart: tokyoDay(start, -7),
    bookBuildingEnd: tokyoDay(start, -1),
    subscriptionStart: tokyoMinute(start),
    subscriptionEnd: tokyoMinute(end),
    // The earliest the contract allows: the day after the deadline, and listing the day after that.
    lotteryDate: tokyoDay(end, 1),
    allotmentDate: tokyoDay(end, 1),
    listingDate: tokyoDay(end, 2),
  };
  for (const [field, value] of Object.entries(values)) {
    await form.getByLabel(o(`ui.adminIposScreen.${field}`), { exact: true }).fill(value);
  }
  await snap(desk.page, 'ipo-console-create');
  await form.getByRole('button', { name: o('ui.adminIposScreen.register'), exact: true }).click();
  await expectToast(desk.page, o('app.admin.ipoCreated'));
  const panel = desk.page.getByRole('region', { name: o('ui.adminIposScreen.panelLabel', { code }) });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(o('ui.adminIposScreen.draw.pending'));

  // It commits the seed before the window opens: only its hash is shown.
  await panel.getByRole('button', { name: o('ui.adminIposScreen.step.commitSeed') }).click();
  const commit = desk.page.getByRole('alertdialog', { name: o('ui.adminIposScreen.confirm.commitSeed') });
  await commit.getByRole('button', { name: o('ui.adminIposScreen.step.commitSeed') }).click();
  await expectToast(desk.page, o('app.admin.ipoSeedCommitted'));
  const outcome = panel.getByRole('status');
  await expect(outcome).toContainText(/[0-9a-f]{64}/);
  const seedHash = /[0-9a-f]{64}/.exec(await outcome.innerText())![0];
  expect(Date.now(), 'the seed is committed before the window opens').toBeLessThan(start);
  await snap(desk.page, 'ipo-console-committed');
  const ipo = (
    (await api(request, operatorApi, '/admin/ipo/list', { size: '50' })) as {
      items: { id: string; stockCode: string; market: string }[];
    }
  ).items.find((row) => row.market === 'jpy' && row.stockCode === code)!;

  // Before the window: each user finds it upcoming, with the commitment and when applications open.
  for (const [index, user] of applicants.entries()) {
    await signIn(user, users[index]!.account, password);
    await user.page.goto('/#/home/newShare?state=upcoming');
    await expect(user.main.getByRole('tab', { selected: true })).toHaveText(user.t('ui.offerings.upcoming'));
    await user.main
      .getByRole('link', { name: user.t('ui.ipoListScreen.detailsOf', { name: nameFor[index]! }) })
      .click();
    await expect(user.page).toHaveURL(new RegExp(`#/home/newShareInfo\\?id=${ipo.id}$`));
    await expect(user.main.getByText(seedHash)).toBeVisible();
    await expect(user.main.getByRole('link', { name: user.t('ui.ipoDetailScreen.apply') })).toHaveCount(0);
  }
  await snap(applicants[0].page, 'ipo-upcoming-cn');

  // Once the window opens, both apply for one lot: ¥100,000 is held from each, to the yen.
  await until(start + 1_000);
  for (const [index, user] of applicants.entries()) {
    const { page, main, t } = user;
    await page.goto('/#/home/newShare');
    await expect(main.getByRole('tab', { selected: true })).toHaveText(t('ui.offerings.subscribing'));
    await main.getByRole('link', { name: t('ui.ipoListScreen.detailsOf', { name: nameFor[index]! }) }).click();
    await main.getByRole('link', { name: t('ui.ipoDetailScreen.apply') }).click();
    await expect(page).toHaveURL(new RegExp(`#/mine/newShareOrder\\?stockIndex=${ipo.id}$`));
    await main.getByRole('button', { name: t('ui.ipoApplyScreen.review') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.ipoApplyScreen.confirmTitle') });
    await confirm.getByRole('button', { name: t('ui.ipoApplyScreen.confirm'), exact: true }).click();
    await expect(main.getByText(t('ui.ipoApplyScreen.doneTitle'))).toBeVisible();
    expect(await cashOf(request, users[index]!)).toBe(before[index]! - held);
  }
  await snap(applicants[1].page, 'ipo-applied-us');
  expect(Date.now(), 'both applied inside the window').toBeLessThan(end);

  // At the deadline the entry list is frozen and published: two entries for the one lot, the seed still secret.
  await until(end + 1_000);
  const draw = (await postForm(request, '/ipo/draw', { offering_id: ipo.id })) as {
    state: string;
    seedHash: string;
    seed: string | null;
    entriesHash: string | null;
    entryCount: number;
    lotsAvailable: number;
  };
  expect(draw).toMatchObject({ state: 'entries_published', seedHash, seed: null, entryCount: 2, lotsAvailable: 1 });

  // Each user checks it in the browser from the offering's page: the entries match their hash, the user's own entry
  // is among them, and the seed (so the re-run) waits for the draw.
  for (const [index, user] of applicants.entries()) {
    const { page, main, t } = user;
    const mine = (
      (await api(request, users[index]!, '/ipo/detail', { offering_id: ipo.id })) as {
        myApplication: { drawEntryId: string | null };
      }
    ).myApplication;
    expect(mine.drawEntryId).toMatch(/\S/);
    await page.goto(`/#/home/newShareInfo?id=${ipo.id}`);
    await expect(main.getByText(t('ui.ipoDetailScreen.appliedTitle'))).toBeVisible();
    await expect(main.getByText(draw.entriesHash!)).toBeVisible();
    await main.getByRole('link', { name: t('ui.ipoDetailScreen.verify') }).click();
    await expect(page).toHaveURL(new RegExp(`#/home/newShareVerify\\?id=${ipo.id}$`));
    const steps = main.getByRole('list', { name: t('ui.drawVerifyScreen.steps') });
    const step = (title: string) => steps.getByRole('listitem').filter({ hasText: title });
    await expect(step(t('ui.drawVerifyScreen.stepEntries'))).toContainText(t('ui.drawVerifyScreen.statePass'));
    await expect(step(t('ui.drawVerifyScreen.stepSeed'))).toContainText(t('ui.drawVerifyScreen.needsSeed'));
    // (Its words have plural forms, which texts() does not format: the entry ID is looked for.)
    await expect(step(t('ui.drawVerifyScreen.stepMine'))).toContainText(mine.drawEntryId!);
    await snap(page, `ipo-entries-checked-${index === 0 ? 'cn' : 'us'}`);
  }

  // The record still holds the amount until the draw.
  {
    const { page, main, t } = applicants[1];
    await page.goto('/#/mine/newShareRecords');
    const record = main.getByRole('listitem').filter({ hasText: nameFor[1]! });
    await expect(record.getByText(t('ui.offerings.appApplied'), { exact: true })).toBeVisible();
    expect(shown(await figure(record, t('ui.ipoRecordsScreen.held')))).toBe(held);
    await snap(page, 'ipo-record-held-us');
  }

  // The console shows the frozen entries; the draw is refused before the lottery day, with the server's reason.
  await desk.page.reload();
  const row = desk.page.getByRole('listitem', { name: o('ui.adminIposScreen.rowLabel', { code, name: names.jp }) });
  await expect(row.getByText(o('ui.adminIposScreen.status.awaitingLottery'), { exact: true })).toBeVisible();
  await row.getByRole('button', { name: o('ui.adminIposScreen.open') }).click();
  await expect(panel).toContainText(o('ui.adminIposScreen.draw.entriesPublished'));
  expect(await figure(panel, o('ui.adminIposScreen.applications'))).toBe(o('ui.adminIposScreen.count', { count: 2 }));
  await panel.getByRole('button', { name: o('ui.adminIposScreen.step.draw') }).click();
  const confirmDraw = desk.page.getByRole('alertdialog', { name: o('ui.adminIposScreen.confirm.draw') });
  await confirmDraw.getByRole('button', { name: o('ui.adminIposScreen.step.draw') }).click();
  await expect(panel.getByText(o('error.ipo_draw_not_ready'))).toBeVisible();
  expect(((await postForm(request, '/ipo/draw', { offering_id: ipo.id })) as { state: string }).state).toBe(
    'entries_published',
  );
  await snap(desk.page, 'ipo-console-draw-not-yet');

  for (const role of [desk, ...applicants]) await role.finish();
});

// ---------------------------------------------------------------------------------------------------------------
// Drawn IPOs: the demo's, drawn by the seed over a few hundred entries each (packages/server/src/offerings/seed.ts).

test('IPO draws in cn and us: a drawn IPO re-runs in the app and matches; the loser got a lottery-loss refund, the winner holds the shares', async ({
  browser,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const demo = [
    // 0900000001 lost the draw of 4592 (allotted); 0900000002 won a lot of 2158 (listed) and holds it.
    { locale: 'cn', bcp47: 'zh-CN', account: '0900000001', code: '4592', tab: 'allotted', won: 0 },
    { locale: 'us', bcp47: 'en-US', account: '0900000002', code: '2158', tab: 'listed', won: 1 },
  ] as const;
  for (const person of demo) {
    const role = await openRole(browser, person.locale);
    const { page, main, t } = role;
    const name = (await namesOf(request, person.code))[person.locale];
    const session = await signInByApi(request, person.account, 'demo2026');
    await signIn(role, person.account, 'demo2026');

    // From the list of its state to the offering, and on to the check run in the browser.
    await page.goto(`/#/home/newShare?state=${person.tab}`);
    await main.getByRole('link', { name: t('ui.ipoListScreen.detailsOf', { name }) }).click();
    await expect(page).toHaveURL(/#\/home\/newShareInfo\?id=\d+$/);
    const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;
    const detail = (await api(request, session, '/ipo/detail', { offering_id: id })) as {
      myApplication: {
        drawEntryId: string;
        lots: number;
        quantity: number;
        price: string;
        releasedAmount: string;
        amountDue: string;
        allottedLots: number;
      };
    };
    const mine = detail.myApplication;
    expect(mine.allottedLots).toBe(person.won);
    await main.getByRole('link', { name: t('ui.ipoDetailScreen.verify') }).click();
    await expect(page).toHaveURL(new RegExp(`#/home/newShareVerify\\?id=${id}$`));
    await expect(main.getByRole('status').getByText(t('ui.drawVerifyScreen.summaryPass'))).toBeVisible({
      timeout: 60_000,
    });
    const steps = main.getByRole('list', { name: t('ui.drawVerifyScreen.steps') });
    for (const title of ['stepSeed', 'stepEntries', 'stepRerun', 'stepMine']) {
      await expect(steps.getByRole('listitem').filter({ hasText: t(`ui.drawVerifyScreen.${title}`) })).toContainText(
        t('ui.drawVerifyScreen.statePass'),
      );
    }
    // The user's own entry, its rank and lots as published (the words have plural forms texts() does not format).
    const published = (
      (await postForm(request, '/ipo/drawEntries', { offering_id: id, entry_id: mine.drawEntryId })) as {
        items: { rank: number; allottedLots: number }[];
      }
    ).items[0]!;
    expect(published.allottedLots).toBe(person.won);
    const own = steps.getByRole('listitem').filter({ hasText: t('ui.drawVerifyScreen.stepMine') });
    await expect(own).toContainText(mine.drawEntryId);
    await expect(own).toContainText(new Intl.NumberFormat(person.bcp47).format(published.rank));
    await snap(page, `ipo-draw-verified-${person.locale}`);

    // The money: price × shares was held; the loser got all of it back, the winner paid it for the shares.
    const amount = dec(mine.price) * BigInt(mine.quantity);
    await page.goto(`/#/mine/newShareRecords${person.won ? '?tab=allotments' : ''}`);
    const record = main.getByRole('listitem').filter({ hasText: name });
    if (person.won === 0) {
      expect(dec(mine.releasedAmount)).toBe(amount);
      await expect(record.getByText(t('ui.offerings.appLost'), { exact: true })).toBeVisible();
      await expect(record.getByText(t('ui.ipoRecordsScreen.lostNote'))).toBeVisible();
      expect(shown(await figure(record, t('ui.ipoRecordsScreen.released')))).toBe(amount);
      expect(shown(await figure(record, t('ui.ipoRecordsScreen.held')))).toBe(0n);
      await snap(page, `ipo-lost-refund-${person.locale}`);
    } else {
      expect(dec(mine.amountDue)).toBe(amount);
      await expect(record.getByText(t('ui.offerings.appListed'), { exact: true })).toBeVisible();
      expect(shown(await figure(record, t('ui.ipoRecordsScreen.amountDue')))).toBe(amount);
      expect(shown(await figure(record, t('ui.ipoRecordsScreen.refund')))).toBe(0n);
      await snap(page, `ipo-allotted-${person.locale}`);
      await record.getByRole('link', { name: t('ui.ipoRecordsScreen.positionOf', { name }) }).click();
      await expect(page).toHaveURL(/#\/position\/info\?id=\d+$/);
      expect(firstCount(await figure(main, t('ui.positionDetailScreen.quantity')))).toBe(BigInt(mine.quantity));
      await page.goto('/#/position/index');
      await expect(page.getByRole('link', { name: new RegExp(escaped(name)) }).first()).toBeVisible();
      await snap(page, `ipo-holding-${person.locale}`);
    }
    await role.finish();
  }
});

// ---------------------------------------------------------------------------------------------------------------
// An off-floor distribution from the console to the users.

/** A Tokyo stock no other journey trades (distributions of a stock may repeat: each is found by its id). */
const DISTRIBUTION_CODE = '6752';

test('distribution in us, cn and jp: the operator publishes one, two users apply for all of it, the operator approves both and closes it; the winner holds and sells the shares, the loser gets the hold back', async ({
  browser,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT + 2 * 60_000);
  const code = DISTRIBUTION_CODE;
  const names = await namesOf(request, code);
  const operatorApi = await signInByApi(request, operator.account, operator.password);
  const users = [await verifiedNewUser(request), await verifiedNewUser(request)];
  const before = [await cashOf(request, users[0]!), await cashOf(request, users[1]!)];
  const desk = await openRole(browser, 'us');
  const o = desk.t;
  const applicants = [await openRole(browser, 'cn'), await openRole(browser, 'jp')] as const;
  const nameFor = [names.cn, names.jp];

  // The operator publishes one lot of 100 shares at 2.5 % under the previous close, the window a minute away.
  await signInToConsole(desk, 'distributions');
  await desk.page.getByRole('button', { name: o('ui.adminDistributionsScreen.create'), exact: true }).click();
  const form = desk.page.getByRole('form', { name: o('ui.adminDistributionsScreen.createHeading') });
  const start = wholeMinuteAfter(45_000);
  const values: Record<string, string> = {
    stockCode: code,
    discountPercent: '2.50',
    totalShares: '100',
    minShares: '100',
    maxShares: '100',
    windowStart: tokyoMinute(start),
    windowEnd: tokyoMinute(start + 30 * 60_000),
  };
  for (const [field, value] of Object.entries(values)) {
    await form.getByLabel(o(`ui.adminDistributionsScreen.${field}`), { exact: true }).fill(value);
  }
  await snap(desk.page, 'distribution-console-create');
  await form.getByRole('button', { name: o('ui.adminDistributionsScreen.publish'), exact: true }).click();
  await expectToast(desk.page, o('app.admin.distributionCreated'));
  const panel = desk.page.getByRole('region', { name: o('ui.adminDistributionsScreen.panelLabel', { code }) });
  // The newest of the stock's distributions comes first (the list is newest window first).
  const row = desk.page
    .getByRole('listitem', { name: o('ui.adminDistributionsScreen.rowLabel', { code, name: names.us }) })
    .first();
  await expect(row.locator('[data-state]').first()).toContainText(o('ui.adminDistributionsScreen.status.announced'));
  await expect(panel).toBeVisible();
  const listed = (
    (await api(request, operatorApi, '/admin/distribution/list', { size: '50' })) as {
      items: { id: string; stockCode: string; status: string }[];
    }
  ).items.filter((row) => row.stockCode === code);
  const id = listed.map((row) => row.id).sort((a, b) => Number(b) - Number(a))[0]!;

  // Before the window the users find it announced, its price to be fixed from the previous close.
  for (const [index, user] of applicants.entries()) {
    const { page, main, t } = user;
    await signIn(user, users[index]!.account, password);
    await page.goto('/#/home/large?tab=upcoming');
    await expect(main.getByRole('tab', { selected: true })).toHaveText(t('ui.blockListScreen.upcoming'));
    await expect(
      main
        .getByRole('link', { name: t('ui.blockListScreen.detailsOf', { name: nameFor[index]! }) })
        .and(page.locator(`[href$="?id=${id}"]`)),
    ).toBeVisible();
  }
  await snap(applicants[0].page, 'distribution-announced-cn');

  // Each user applies for the whole lot once the window opens: price × 100 shares is held (no fee), to the yen.
  await until(start + 1_000);
  let price = 0n;
  for (const [index, user] of applicants.entries()) {
    const { page, main, t } = user;
    await page.goto('/#/home/large');
    await expect(main.getByRole('tab', { selected: true })).toHaveText(t('ui.blockListScreen.today'));
    await main
      .getByRole('link', { name: t('ui.blockListScreen.applyFor', { name: nameFor[index]! }) })
      .and(page.locator(`[href$="?id=${id}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`#/home/largeInfo\\?id=${id}$`));
    const distribution = (await api(request, users[index]!, '/block/detail', { distribution_id: id })) as {
      price: string;
      state: string;
    };
    expect(distribution.state).toBe('open');
    price = dec(distribution.price);
    await main.getByRole('textbox', { name: t('ui.blockDetailScreen.shares'), exact: true }).fill('100');
    await main.getByRole('button', { name: t('ui.blockDetailScreen.review') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.blockDetailScreen.confirmTitle') });
    await confirm.getByRole('button', { name: t('ui.blockDetailScreen.confirm'), exact: true }).click();
    await expect(main.getByText(t('ui.blockDetailScreen.appliedTitle'), { exact: true })).toBeVisible();
    expect(await cashOf(request, users[index]!)).toBe(before[index]! - price * 100n);
    await snap(page, `distribution-applied-${index === 0 ? 'cn' : 'jp'}`);
  }

  // The operator approves both from the distribution's applications, then closes it: the lottery allots the lot.
  await desk.page.reload();
  await row.getByRole('button', { name: o('ui.adminDistributionsScreen.open') }).click();
  await expect(row.locator('[data-state]').first()).toContainText(o('ui.adminDistributionsScreen.status.open'));
  await panel.getByRole('link', { name: o('ui.adminDistributionsScreen.applications') }).click();
  await expect(desk.page).toHaveURL(new RegExp(`#/admin/reviews/blockApplications\\?.*distribution=${id}`));
  const queue = desk.page.getByRole('region', { name: o('ui.adminBlockApplicationsScreen.listLabel') });
  for (const user of users) {
    const item = queue.getByRole('listitem').filter({ hasText: user.account });
    await expect(item.getByText(o('ui.adminReview.statePending'), { exact: true })).toBeVisible();
    await item.getByRole('button', { name: o('ui.adminReview.review') }).click();
    const review = desk.page.getByRole('region', {
      name: o('ui.adminReview.reviewLabel', { account: user.account }),
    });
    await review.getByRole('button', { name: o('ui.adminBlockApplicationsScreen.approve'), exact: true }).click();
    const approve = desk.page.getByRole('alertdialog', {
      name: o('ui.adminBlockApplicationsScreen.confirmApproveTitle'),
    });
    await approve.getByRole('button', { name: o('ui.adminBlockApplicationsScreen.approve'), exact: true }).click();
    await expect(approve).toBeHidden();
    await expect(item.getByText(o('ui.adminReview.stateApproved'), { exact: true })).toBeVisible();
  }
  await snap(desk.page, 'distribution-console-approved');
  await consoleSection(desk, 'distributions');
  await row.getByRole('button', { name: o('ui.adminDistributionsScreen.open') }).click();
  await panel.getByRole('button', { name: o('ui.adminDistributionsScreen.close'), exact: true }).click();
  const closeDialog = desk.page.getByRole('alertdialog', {
    name: o('ui.adminDistributionsScreen.confirmCloseTitle'),
  });
  await closeDialog.getByRole('button', { name: o('ui.adminDistributionsScreen.close'), exact: true }).click();
  await expectToast(desk.page, o('app.admin.distributionClosed'));
  await expect(panel.getByRole('status')).toHaveText(
    o('ui.adminDistributionsScreen.doneLottery', { allotted: 100, applied: 200 }),
  );
  // The seed committed at the window's start is published: its SHA-256 is the hash shown from the start.
  const closed = (
    (await api(request, operatorApi, '/admin/distribution/list', { size: '50' })) as {
      items: { id: string; status: string; seed: string | null; seedHash: string | null }[];
    }
  ).items.find((row) => row.id === id)!;
  expect(closed.status).toBe('allotted');
  expect(createHash('sha256').update(closed.seed!).digest('hex')).toBe(closed.seedHash);
  await expect(panel.getByText(closed.seed!)).toBeVisible();
  await snap(desk.page, 'distribution-console-closed');

  // Who won the one lot.
  const outcomes = await Promise.all(
    users.map(
      async (user) =>
        (
          (await api(request, user, '/block/applications', { type: 'jpy' })) as {
            items: { distributionId: string; state: string }[];
          }
        ).items.find((application) => application.distributionId === id)!.state,
    ),
  );
  expect([...outcomes].sort()).toEqual(['allotted', 'not_allotted']);
  const winner = outcomes.indexOf('allotted');
  const loser = 1 - winner;
  const cost = price * 100n;

  // The loser: not allotted, the whole hold released, the cash back to what it was.
  {
    const { page, main, t } = applicants[loser]!;
    await page.goto('/#/home/large3');
    const record = main.getByRole('listitem').filter({ hasText: nameFor[loser]! });
    await expect(record.getByText(t('ui.offerings.blockAppNotAllotted'), { exact: true })).toBeVisible();
    expect(shown(await figure(record, t('ui.blockResultsScreen.released')))).toBe(cost);
    expect(shown(await figure(record, t('ui.blockResultsScreen.charged')))).toBe(0n);
    expect(await cashOf(request, users[loser]!)).toBe(before[loser]!);
    await snap(page, `distribution-not-allotted-${loser === 0 ? 'cn' : 'jp'}`);
  }

  // The winner: 100 shares at the distribution price, in positions and the results, then sold at the market.
  const role = applicants[winner]!;
  const { page, main, t } = role;
  const name = nameFor[winner]!;
  const afterAllotment = await cashOf(request, users[winner]!);
  expect(afterAllotment).toBe(before[winner]! - cost);
  await page.goto('/#/position/index');
  await expect(page.getByRole('link', { name: new RegExp(escaped(name)) }).first()).toBeVisible();
  await snap(page, `distribution-position-${winner === 0 ? 'cn' : 'jp'}`);
  await page.goto('/#/home/large3');
  const record = main.getByRole('listitem').filter({ hasText: name });
  await expect(record.getByText(t('ui.offerings.blockAppAllotted'), { exact: true })).toBeVisible();
  expect(shown(await figure(record, t('ui.blockResultsScreen.charged')))).toBe(cost);
  expect(shown(await figure(record, t('ui.blockResultsScreen.released')))).toBe(0n);
  await snap(page, `distribution-allotted-${winner === 0 ? 'cn' : 'jp'}`);
  const rule = await feeRuleOf(role, code);
  await page.goto('/#/home/large3');
  await record.getByRole('link', { name: t('ui.blockResultsScreen.positionOf', { name }) }).click();
  await expect(page).toHaveURL(/#\/position\/info\?id=\d+$/);
  expect(firstCount(await figure(main, t('ui.positionDetailScreen.quantity')))).toBe(100n);
  await main.getByRole('button', { name: t('ui.positionDetailScreen.close'), exact: true }).click();
  const sell = page.getByRole('dialog', { name: t('ui.confirmDialog.closePosition') });
  await sell.getByRole('button', { name: t('ui.positionDetailScreen.closeConfirm'), exact: true }).click();
  await expect(main.getByText(t('ui.positionDetailScreen.realizedPnl')).first()).toBeVisible({ timeout: 60_000 });
  await snap(page, `distribution-sold-${winner === 0 ? 'cn' : 'jp'}`);
  // Sold at the market: the proceeds less the disclosed fee (rounded down to the yen, at least the minimum).
  const sold = shown(await figure(main, t('ui.positionDetailScreen.sellPrice'))) * 100n;
  const rated = (sold * rule.rate) / unit / 100n;
  const fee = rated - (rated % unit) < rule.minimum ? rule.minimum : rated - (rated % unit);
  const realized = await figure(main, t('ui.positionDetailScreen.realizedPnl'));
  expect(realized.replace(/[^\d.]/g, '')).toContain(fixed(magnitude(sold - fee - cost), 2));
  expect(await cashOf(request, users[winner]!)).toBe(afterAllotment + sold - fee);

  for (const person of [desk, ...applicants]) await person.finish();
});
