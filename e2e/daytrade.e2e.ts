import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { startClockServer, type ClockServer } from './clock-server.ts';
import { texts, type Locale } from './messages.ts';
import {
  demoOperator,
  expect,
  expectToast,
  JOURNEY_TIMEOUT,
  openContext,
  passkeyLater,
  screenshotSteps,
  test,
  type Session,
  userPassword,
  verifiedNewUser,
} from './support.ts';

// One-day margin (一日信用, issue 15) through a session's end, in three languages at once, against a copy of the
// product whose market clock follows Tokyo's real sessions from a chosen instant (clock-server.ts): the next Tokyo
// weekday at 12:40 JST, in the afternoon session. The journeys' main server keeps its always-open demo clock.
//
// Three newly registered, verified users (jp, cn, us; each its own 375 px phone) open one-day margin from the menu,
// read its rules, apply with a ¥1,000,000 participation fund (the cash drops by exactly the fund) and see the
// application submitted. An operator approves the three in the console (in Japanese). Each user then sees the
// approved account, and on the order ticket's day-trade mode buys 100 shares of Toyota at market (leverage 3, 2 and
// 1: the margin shown is the notional ÷ leverage rounded up to the yen, exactly) and shorts 100 shares of Sony at
// market; both fill, and today's positions list the long and the short with their live profit. The clock then jumps
// to 15:30:05 JST: the day-trade job closes every position in the closing auction at the closing price. Each user's
// open tab is then empty, the closed tab lists both, the orders tab shows the two opening orders and the two
// auto-close orders filled at the closing price, and every figure is exact (BigInt, from the API's own numbers):
// realized = (exit − entry) × shares for the long, (entry − exit) × shares for the short, less the commission and one
// day's interest on the opening notional (rate ÷ 365, rounded down, as the contract states); the fund and today's
// realized profit follow; the transaction records hold exactly these movements; closing the account gives the cash
// back to where it started plus the day's result. Screenshots of each step go to test-results/daytrade/.

const snap = screenshotSteps('daytrade');
// Enough for both orders at leverage 1 (Toyota near ¥2,900 and Sony near ¥3,600, 100 shares each).
const fund = 1_000_000n;
const shares = 100n;
const longCode = '7203';
const shortCode = '6758';
const clockPort = Number(process.env.E2E_PORT ?? 8181) + 1;

interface Journey {
  locale: Locale;
  leverage: number;
}

const journeys: Journey[] = [
  { locale: 'jp', leverage: 3 },
  { locale: 'cn', leverage: 2 },
  { locale: 'us', leverage: 1 },
];

// ---------------------------------------------------------------------------------------------------------------
// Exact numbers: yen as BigInt, prices with four decimals (× 10^4), rates in hundredths of a percent.

/** A shown or sent decimal ("￥1,234.50", "-0.50") as an integer at `places` decimals; more places fail. */
function scaled(text: string, places: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replace(/[^\d.-]/g, ''));
  if (!match) throw new Error(`Not a number: «${text}»`);
  const fraction = (match[3] ?? '').padEnd(places, '0');
  if (/[1-9]/.test(fraction.slice(places))) throw new Error(`«${text}» has more than ${places} decimals`);
  const value = BigInt(match[2]! + fraction.slice(0, places));
  return match[1] ? -value : value;
}

/** Money as the app shows it (always two decimals) in whole yen; a fraction of a yen fails. */
function shownYen(text: string): bigint {
  const cents = scaled(text, 2);
  expect(cents % 100n, `«${text}» is whole yen`).toBe(0n);
  return cents / 100n;
}

const price4 = (text: string) => scaled(text, 4);
/** price × shares, half-up to the yen (exact on the TSE's ticks). */
const notionalOf = (price: bigint, quantity: bigint) => (price * quantity + 5_000n) / 10_000n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
/** Commission: notional × rate, rounded down (rate in hundredths of a percent). */
const commissionOf = (notional: bigint, rateH: bigint) => (notional * rateH) / 10_000n;
/** One day's interest: opening notional × yearly rate ÷ 365, rounded down. */
const interestOf = (entryNotional: bigint, rateH: bigint) => (entryNotional * rateH) / 3_650_000n;

/** Spaces as the page's text is compared: Intl's no-break spaces as plain ones. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

/** Yen as the app writes it: two decimals and the currency's symbol. */
function moneyText(locale: Locale, yen: bigint): string {
  const format = new Intl.NumberFormat(bcp47[locale], {
    style: 'currency',
    currency: 'JPY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return spaced(format.format(`${yen}` as `${number}`));
}

/** The rows of every key–value list in `scope`, read at one moment (a refetch between two reads cannot mix). */
async function factsIn(scope: Locator): Promise<Map<string, string>> {
  const rows = await scope.evaluate((root) => {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    return [...root.querySelectorAll('dl > div')].map(
      (row) => [clean(row.querySelector('dt')?.textContent), clean(row.querySelector('dd')?.textContent)] as const,
    );
  });
  return new Map(rows);
}

function fact(facts: Map<string, string>, label: string): string {
  const value = facts.get(label);
  if (value === undefined) throw new Error(`No «${label}» among ${[...facts.keys()].join(', ')}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// The API, as the user (token and account headers) or anonymously.

async function api(
  request: APIRequestContext,
  session: Session | null,
  url: string,
  form: Record<string, string> = {},
) {
  const response = await request.post(`/api/vue${url}`, {
    form,
    ...(session ? { headers: { token: session.token, account: session.account } } : {}),
  });
  const body = (await response.json()) as { status: number; data: unknown; msg?: string };
  expect(body.status, `${url}: ${body.msg ?? ''}`).toBe(1);
  return body.data;
}

interface DaytradeAccount {
  application: { id: string; amount: string; state: string } | null;
  approved: boolean;
  fund: string;
  leverageOptions: number[];
  marginInUse: string;
  availableMargin: string;
  minParticipationFund: string;
  commissionPercent: string;
  interestPercentPerYear: string;
  todayRealizedProfit: string;
  debt: string;
  sessionOpen: boolean;
}

interface DaytradeOrder {
  id: string;
  positionId: string | null;
  code: string;
  name: Record<Locale, string>;
  side: 'buy' | 'sell';
  effect: 'open' | 'close';
  orderType: 'limit' | 'market';
  quantity: number;
  filledQuantity: number;
  avgFillPrice: string | null;
  leverage: number;
  marginHeld: string;
  fee: string;
  realizedProfit: string | null;
  state: string;
  failReason: string | null;
  autoClose: boolean;
}

interface DaytradePosition {
  id: string;
  code: string;
  name: Record<Locale, string>;
  side: 'long' | 'short';
  quantity: number;
  avgPrice: string;
  leverage: number;
  marginHeld: string;
  realizedProfit: string;
  state: string;
}

interface TransactionRecord {
  type: string;
  status: string;
  amount: string;
  orderNo?: string;
  stockCode?: string;
}

const accountOf = async (request: APIRequestContext, user: Session) =>
  (await api(request, user, '/daytrade/account')) as DaytradeAccount;
const cashOf = async (request: APIRequestContext, user: Session) =>
  scaled(((await api(request, user, '/user/getUserinfo', { type: 'jpy' })) as { jpy: string }).jpy, 0);
const ordersOf = async (request: APIRequestContext, user: Session) =>
  ((await api(request, user, '/daytrade/orders', { size: '50' })) as { items: DaytradeOrder[] }).items;
const positionsOf = async (request: APIRequestContext, user: Session, state: 'open' | 'closed') =>
  ((await api(request, user, '/daytrade/positions', { state, size: '50' })) as { items: DaytradePosition[] }).items;
const recordsOf = async (request: APIRequestContext, user: Session) =>
  ((await api(request, user, '/record/list', { page: '1', size: '100' })) as { items: TransactionRecord[] }).items;

// ---------------------------------------------------------------------------------------------------------------
// The clock server: the next Tokyo weekday after today's Tokyo date, at 12:40 JST (the afternoon session).

function nextTokyoWeekdayAt(time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return `${day.toISOString().slice(0, 10)}T${time}+09:00`;
}

let server: ClockServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startClockServer(clockPort, nextTokyoWeekdayAt('12:40:00'));
});

test.afterAll(async () => {
  await server?.stop();
});

// ---------------------------------------------------------------------------------------------------------------

interface Trader extends Journey {
  t: ReturnType<typeof texts>;
  user: Session;
  context: BrowserContext;
  page: Page;
  missing: string[];
  cashStart: bigint;
}

async function phone(browser: Browser, baseURL: string, locale: Locale) {
  const context = await openContext(browser, { baseURL, viewport: { width: 375, height: 812 } });
  context.setDefaultTimeout(30_000);
  await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[kabuto] missing message')) missing.push(message.text());
  });
  return { context, page, missing };
}

test('one-day margin in jp, cn and us: apply, the operator approves, a long and a short, the session ends, everything is closed and exact', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const clock = server!;
  const request = await playwright.request.newContext({ baseURL: clock.baseURL });

  // The session: open (the afternoon), or after a holiday the next open plus ten minutes.
  let now = (await api(request, null, '/market/clock', { type: 'jpy' })) as {
    phase: string;
    tradingDay: string;
    nextOpen: string;
  };
  if (now.phase !== 'open') {
    await clock.jump(new Date(new Date(now.nextOpen).getTime() + 10 * 60_000).toISOString());
    now = (await api(request, null, '/market/clock', { type: 'jpy' })) as typeof now;
  }
  expect(now.phase).toBe('open');
  const sessionEnd = `${now.tradingDay}T15:30:05+09:00`;

  // The disclosed terms (config; the server's own figures, not hard-coded).
  const quoteOf = async (code: string) =>
    (await api(request, null, '/market/quote', { type: 'jpy', stock_code: code })) as {
      name: Record<Locale, string>;
      price: string;
    };
  const names = { long: (await quoteOf(longCode)).name, short: (await quoteOf(shortCode)).name };

  const traders: Trader[] = [];
  for (const journey of journeys) {
    const user = await verifiedNewUser(request);
    const { context, page, missing } = await phone(browser, clock.baseURL, journey.locale);
    traders.push({
      ...journey,
      t: texts(journey.locale),
      user,
      context,
      page,
      missing,
      cashStart: await cashOf(request, user),
    });
  }
  const terms = await accountOf(request, traders[0]!.user);
  const commissionH = scaled(terms.commissionPercent, 2);
  const interestH = scaled(terms.interestPercentPerYear, 2);
  expect(terms.leverageOptions).toEqual(expect.arrayContaining([1, 2, 3]));
  expect(scaled(terms.minParticipationFund, 0)).toBeLessThanOrEqual(fund);

  // 1. Each signs in, opens one-day margin from the menu, reads the rules and applies with the fund.
  for (const trader of traders) {
    const { page, t, locale, user } = trader;
    await test.step(`${locale}: sign in and apply`, async () => {
      await page.goto('/#/login/login');
      await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(user.account);
      await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(userPassword);
      await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
      await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));
      await page.goto('/#/mine/menu');
      const investing = page.getByRole('navigation', { name: t('ui.menuScreen.investing') });
      await investing.getByRole('link', { name: t('ui.menuScreen.withinDays'), exact: true }).click();
      await expect(page).toHaveURL(/#\/home\/withinDays$/);
      const main = page.getByRole('main');

      // The rules and costs, as the server discloses them.
      const about = main.getByRole('region', { name: t('ui.withinDaysScreen.aboutHeading') });
      await expect(about).toBeVisible();
      const disclosed = await factsIn(about);
      expect(shownYen(fact(disclosed, t('ui.withinDaysScreen.minFund')))).toBe(scaled(terms.minParticipationFund, 0));
      expect(fact(disclosed, t('ui.withinDaysScreen.maxLeverage'))).toBe(
        t('ui.daytrade.leverageValue', { value: String(Math.max(...terms.leverageOptions)) }),
      );
      expect(fact(disclosed, t('ui.withinDaysScreen.interest'))).toContain(
        spaced(
          new Intl.NumberFormat(bcp47[locale], { style: 'unit', unit: 'percent', minimumFractionDigits: 2 }).format(
            `${terms.interestPercentPerYear}` as `${number}`,
          ),
        ),
      );
      await expect(about.getByRole('note')).toContainText(t('ui.withinDaysScreen.riskTitle'));
      await snap(page, `${locale}-rules`);

      // The fund, the rules ticked, the review and the confirmation.
      const form = main.getByRole('region', { name: t('ui.withinDaysScreen.applyHeading') });
      const review = form.getByRole('button', { name: t('ui.withinDaysScreen.review') });
      await form.getByRole('textbox', { name: t('ui.withinDaysScreen.fund'), exact: true }).fill(String(fund));
      await expect(review).toBeDisabled();
      await form.getByRole('checkbox', { name: t('ui.withinDaysScreen.agree') }).check();
      await expect(review).toBeEnabled();
      await snap(page, `${locale}-apply`);
      await review.click();
      const confirm = page.getByRole('alertdialog', { name: t('ui.withinDaysScreen.confirmTitle') });
      await expect(confirm).toContainText(t('ui.withinDaysScreen.confirmText', { amount: moneyText(locale, fund) }));
      await snap(page, `${locale}-apply-confirm`);
      await confirm.getByRole('button', { name: t('ui.withinDaysScreen.confirm'), exact: true }).click();
      await expect(confirm).toBeHidden();
      const status = main.getByRole('region', { name: t('ui.withinDaysScreen.statusHeading') });
      await expect(status).toContainText(t('ui.daytrade.submitted'));
      await expect(status).toContainText(t('ui.withinDaysScreen.submittedText'));
      expect(shownYen(fact(await factsIn(status), t('ui.withinDaysScreen.fund')))).toBe(fund);
      await snap(page, `${locale}-submitted`);
      expect(await cashOf(request, user)).toBe(trader.cashStart - fund);
    });
  }

  // 2. The operator approves the three applications in the console.
  await test.step('the operator approves the three', async () => {
    const desk = await openContext(browser, { baseURL: clock.baseURL, viewport: { width: 1280, height: 800 } });
    desk.setDefaultTimeout(30_000);
    await desk.addInitScript(() => window.localStorage.setItem('language', 'jp'));
    const page = await desk.newPage();
    const jp = texts('jp');
    await page.goto('/#/admin/login');
    await page.getByLabel(jp('ui.adminLoginScreen.account'), { exact: true }).fill(demoOperator.account);
    await page.getByLabel(jp('ui.adminLoginScreen.password'), { exact: true }).fill(demoOperator.password);
    await page.getByRole('button', { name: jp('ui.adminLoginScreen.submit') }).click();
    await expect(page).toHaveURL(/#\/admin\/users$/);
    const nav = page.getByRole('navigation', { name: jp('ui.adminShell.navigation') });
    await nav.getByRole('link', { name: jp('ui.adminTerms.section.dayTrade') }).click();
    await expect(page).toHaveURL(/#\/admin\/dayTrade/);
    await expect(
      page.getByRole('heading', { name: jp('ui.adminDayTradeApplicationsScreen.title'), level: 1 }),
    ).toBeVisible();
    const queue = page.getByRole('region', { name: jp('ui.adminDayTradeApplicationsScreen.listLabel') });
    for (const [index, trader] of traders.entries()) {
      const { account } = trader.user;
      const item = queue.getByRole('listitem').filter({ hasText: account });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(
        jp('ui.adminDayTradeApplicationsScreen.fundValue', { amount: moneyText('jp', fund) }),
      );
      if (index === 0) await snap(page, 'operator-queue');
      await item.getByRole('button', { name: jp('ui.adminReview.review') }).click();
      const review = page.getByRole('region', { name: jp('ui.adminReview.reviewLabel', { account }) });
      await review.getByRole('button', { name: jp('ui.adminDayTradeApplicationsScreen.approve'), exact: true }).click();
      const dialog = page.getByRole('alertdialog', {
        name: jp('ui.adminDayTradeApplicationsScreen.confirmApproveTitle'),
      });
      await expect(dialog).toContainText(account);
      if (index === 0) await snap(page, 'operator-confirm');
      await dialog.getByRole('button', { name: jp('ui.adminDayTradeApplicationsScreen.approve'), exact: true }).click();
      await expectToast(page, jp('app.admin.dayTradeApproved'));
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0);
      expect((await accountOf(request, trader.user)).approved).toBe(true);
    }
    await snap(page, 'operator-approved');
    await desk.close();
  });

  // 3. Each: the approved account, then a long and a short on the ticket's day-trade mode.
  for (const trader of traders) {
    const { page, t, locale, user, leverage } = trader;
    await test.step(`${locale}: the account, a long and a short`, async () => {
      const main = page.getByRole('main');
      // Decided elsewhere (the console, the session's end): the screen as the user opens it again.
      await page.goto('/#/home/withinDays');
      await page.reload();
      const panel = main.getByRole('region', { name: t('ui.withinDaysScreen.accountHeading') });
      await expect(panel).toContainText(t('ui.daytrade.approved'));
      const standing = await accountOf(request, user);
      expect(scaled(standing.fund, 0)).toBe(fund);
      expect(scaled(standing.availableMargin, 0)).toBe(fund);
      const shown = await factsIn(panel);
      expect(shownYen(fact(shown, t('ui.withinDaysScreen.fund')))).toBe(fund);
      expect(shownYen(fact(shown, t('ui.withinDaysScreen.marginInUse')))).toBe(0n);
      // The headline: the available margin, the whole fund while nothing is open.
      await expect(panel.locator('p').filter({ hasText: t('ui.withinDaysScreen.availableMargin') })).toHaveText(
        `${t('ui.withinDaysScreen.availableMargin')}${moneyText(locale, fund)}`,
      );
      await expect(main.getByRole('region', { name: t('ui.withinDaysScreen.tabOpen') })).toContainText(
        t('ui.withinDaysScreen.emptyOpen'),
      );
      await snap(page, `${locale}-approved`);

      for (const [kind, code] of [
        ['long', longCode],
        ['short', shortCode],
      ] as const) {
        const name = names[kind][locale];
        const side = kind === 'long' ? 'buy' : 'sell';
        const before = await accountOf(request, user);
        await page.goto(`/#/quotes/info?code=${code}&type=jpy&order=${side}`);
        const form = page.getByRole('form', { name: t('ui.orderTicketScreen.form') });
        await form
          .getByRole('radiogroup', { name: t('ui.orderTicketDaytrade.mode') })
          .getByRole('radio', { name: t('ui.orderTicketDaytrade.daytrade'), exact: true })
          .click();
        await expect(
          page.getByRole('heading', {
            name: t(kind === 'long' ? 'ui.orderTicketDaytrade.titleLong' : 'ui.orderTicketDaytrade.titleShort', {
              name,
            }),
          }),
        ).toBeVisible();
        await form
          .getByRole('radiogroup', { name: t('ui.trade.orderType') })
          .getByRole('radio', { name: t('ui.trade.market'), exact: true })
          .click();
        await form.getByRole('textbox', { name: t('ui.trade.quantity'), exact: true }).fill(String(shares));
        const leverageChoice = form
          .getByRole('radiogroup', { name: t('ui.trade.leverage') })
          .getByRole('radio', { name: t('ui.trade.leverageValue', { value: String(leverage) }), exact: true });
        await leverageChoice.click();
        await expect(leverageChoice).toBeChecked();

        // The margin shown: the notional ÷ the leverage, rounded up to the yen, exactly.
        const figures = page.getByRole('region', { name: t('ui.orderTicketDaytrade.figures') });
        await expect(figures.locator('dl')).toBeVisible();
        const estimate = await factsIn(figures);
        const notional = shownYen(fact(estimate, t('ui.orderTicketDaytrade.notional')));
        expect(shownYen(fact(estimate, t('ui.orderTicketDaytrade.margin')))).toBe(ceilDiv(notional, BigInt(leverage)));
        // Available margin: the whole fund before the first order; then less the margin in use and any unrealized
        // loss (it moves with the price). What is left after the order: available − margin − commission.
        const available = shownYen(fact(estimate, t('ui.orderTicketDaytrade.available')));
        if (kind === 'long') expect(available).toBe(fund);
        else expect(available).toBeLessThanOrEqual(fund - scaled(before.marginInUse, 0));
        expect(shownYen(fact(estimate, t('ui.orderTicketDaytrade.after')))).toBe(
          available - ceilDiv(notional, BigInt(leverage)) - commissionOf(notional, commissionH),
        );
        await snap(page, `${locale}-${kind}-ticket`);

        const submit = form.getByRole('button', {
          name: t(kind === 'long' ? 'ui.orderTicketDaytrade.submitLong' : 'ui.orderTicketDaytrade.submitShort'),
        });
        await submit.click();
        const confirm = page.getByRole('alertdialog', { name: t('ui.orderTicketScreen.confirmTitle') });
        await expect(confirm).toContainText(
          t(kind === 'long' ? 'ui.orderTicketDaytrade.confirmLong' : 'ui.orderTicketDaytrade.confirmShort'),
        );
        // The confirmation restates it; its price and margin are read at one moment.
        const restated = await factsIn(confirm);
        expect(fact(restated, t('ui.orderTicketDaytrade.kind'))).toBe(
          t('ui.orderTicketDaytrade.kindValue', {
            side: t(kind === 'long' ? 'ui.orderTicketDaytrade.long' : 'ui.orderTicketDaytrade.short'),
          }),
        );
        expect(fact(restated, t('ui.trade.leverage'))).toBe(t('ui.trade.leverageValue', { value: String(leverage) }));
        const estimateText = fact(restated, t('ui.trade.price'));
        const [prefix, suffix] = t('ui.orderTicketScreen.marketEstimate').split('{price}') as [string, string];
        expect(estimateText.startsWith(spaced(prefix)) && estimateText.endsWith(spaced(suffix))).toBe(true);
        const estimatePrice = price4(
          estimateText.slice(spaced(prefix).length, estimateText.length - spaced(suffix).length),
        );
        expect(shownYen(fact(restated, t('ui.orderTicketDaytrade.margin')))).toBe(
          ceilDiv(notionalOf(estimatePrice, shares), BigInt(leverage)),
        );
        await snap(page, `${locale}-${kind}-confirm`);
        await confirm.getByRole('button', { name: t('ui.orderTicketScreen.place'), exact: true }).click();
        await expect(
          page.getByRole('status').getByText(t('ui.orderTicketScreen.filledTitle'), { exact: true }),
        ).toBeVisible({ timeout: 60_000 });
        await snap(page, `${locale}-${kind}-filled`);

        // The order as the server has it: filled whole at leverage, holding the fill's notional ÷ leverage.
        const order = (await ordersOf(request, user)).find((item) => item.code === code && item.effect === 'open')!;
        expect(order).toMatchObject({
          side,
          orderType: 'market',
          state: 'filled',
          leverage,
          quantity: Number(shares),
          filledQuantity: Number(shares),
          autoClose: false,
        });
        const fill = notionalOf(price4(order.avgFillPrice!), shares);
        expect(scaled(order.marginHeld, 0)).toBe(ceilDiv(fill, BigInt(leverage)));
        expect(scaled(order.fee, 0)).toBe(commissionOf(fill, commissionH));
      }

      // Today's positions: the long and the short, each with its live profit at the price shown.
      await page.goto('/#/home/withinDays');
      const open = main.getByRole('region', { name: t('ui.withinDaysScreen.tabOpen') });
      for (const [kind, side] of [
        ['long', 'ui.daytrade.long'],
        ['short', 'ui.daytrade.short'],
      ] as const) {
        const row = open.getByRole('listitem', { name: names[kind][locale] });
        await expect(row).toContainText(t(side));
        await expect(row).toContainText(t('ui.daytrade.positionOpen'));
        const figures = await factsIn(row);
        const avg = price4(fact(figures, t('ui.daytrade.avgPrice')));
        const last = price4(fact(figures, t('ui.daytrade.lastPrice')));
        const difference = notionalOf(last, shares) - notionalOf(avg, shares);
        expect(scaled(fact(figures, t('ui.daytrade.quantity')), 0)).toBe(shares);
        expect(fact(figures, t('ui.daytrade.leverage'))).toBe(
          t('ui.daytrade.leverageValue', { value: String(leverage) }),
        );
        expect(shownYen(fact(figures, t('ui.daytrade.margin')))).toBe(
          ceilDiv(notionalOf(avg, shares), BigInt(leverage)),
        );
        expect(shownYen(fact(figures, t('ui.daytrade.unrealized')))).toBe(kind === 'long' ? difference : -difference);
      }
      await expect(open.getByRole('listitem')).toHaveCount(2);
      await snap(page, `${locale}-positions`);
    });
  }

  // 4. The session ends: the closing auction at 15:30, then the day-trade job closes everything.
  await test.step('the session ends', async () => {
    await clock.jump(sessionEnd);
    for (const trader of traders) {
      await expect
        .poll(async () => (await positionsOf(request, trader.user, 'open')).length, {
          timeout: 30_000,
          intervals: [500],
        })
        .toBe(0);
    }
  });

  // The closing prices, as the market reports them after the close.
  const closingPrices = new Map<string, bigint>();
  for (const code of [longCode, shortCode]) closingPrices.set(code, price4((await quoteOf(code)).price));

  // 5. Each: everything closed at the closing price, every figure exact, then the account closed.
  const exits = new Map<string, bigint>();
  for (const trader of traders) {
    const { page, t, locale, user, leverage } = trader;
    await test.step(`${locale}: closed at the close, exact, and the account closed`, async () => {
      const orders = await ordersOf(request, user);
      const closed = await positionsOf(request, user, 'closed');
      expect(orders).toHaveLength(4);
      expect(closed).toHaveLength(2);
      let realizedTotal = 0n;
      let openingFees = 0n;
      const movements: string[] = [];
      for (const [kind, code] of [
        ['long', longCode],
        ['short', shortCode],
      ] as const) {
        const position = closed.find((item) => item.code === code)!;
        expect(position).toMatchObject({ side: kind, state: 'closed', leverage, quantity: 0 });
        const opening = orders.find((item) => item.code === code && item.effect === 'open')!;
        const closing = orders.find((item) => item.code === code && item.effect === 'close')!;
        expect(opening).toMatchObject({ state: 'filled', positionId: position.id, autoClose: false });
        expect(closing).toMatchObject({
          state: 'filled',
          positionId: position.id,
          autoClose: true,
          side: kind === 'long' ? 'sell' : 'buy',
          quantity: Number(shares),
          filledQuantity: Number(shares),
          failReason: null,
        });
        const entry = price4(position.avgPrice);
        expect(price4(opening.avgFillPrice!)).toBe(entry);
        const exit = price4(closing.avgFillPrice!);
        // The closing price: every user's auto-close of a stock filled at it.
        expect(exit, `${code}: the closing price`).toBe(closingPrices.get(code));
        exits.set(code, exit);
        const entryNotional = notionalOf(entry, shares);
        const exitNotional = notionalOf(exit, shares);
        const gross = kind === 'long' ? exitNotional - entryNotional : entryNotional - exitNotional;
        const fee = commissionOf(exitNotional, commissionH);
        const interest = interestOf(entryNotional, interestH);
        const realized = gross - fee - interest;
        expect(scaled(closing.fee, 0)).toBe(fee);
        expect(scaled(closing.realizedProfit!, 0), `${kind} ${code}: realized`).toBe(realized);
        expect(scaled(position.realizedProfit, 0)).toBe(realized);
        expect(scaled(closing.marginHeld, 0)).toBe(0n);
        realizedTotal += realized;
        const openFee = scaled(opening.fee, 0);
        openingFees += openFee;
        if (openFee > 0n) movements.push(`${feeRecordOf(kind, 'open')}:-${openFee}`);
        if (fee > 0n) movements.push(`${feeRecordOf(kind, 'close')}:-${fee}`);
        if (gross > 0n) movements.push(`daytrade_profit:${gross}`);
        if (gross < 0n) movements.push(`daytrade_loss:${gross}`);
        if (interest > 0n) movements.push(`margin_interest:-${interest}`);
      }
      const standing = await accountOf(request, user);
      expect(scaled(standing.fund, 0)).toBe(fund - openingFees + realizedTotal);
      expect(scaled(standing.todayRealizedProfit, 0)).toBe(realizedTotal);
      expect(scaled(standing.marginInUse, 0)).toBe(0n);
      expect(scaled(standing.debt, 0)).toBe(0n);
      expect(standing.sessionOpen).toBe(false);

      // On the screen: nothing open, both closed with their result, the orders with the two auto-closes.
      const main = page.getByRole('main');
      // Decided elsewhere (the console, the session's end): the screen as the user opens it again.
      await page.goto('/#/home/withinDays');
      await page.reload();
      const panel = main.getByRole('region', { name: t('ui.withinDaysScreen.accountHeading') });
      await expect(panel).toContainText(t('ui.withinDaysScreen.sessionClosed'));
      const shown = await factsIn(panel);
      expect(shownYen(fact(shown, t('ui.withinDaysScreen.fund')))).toBe(fund - openingFees + realizedTotal);
      expect(shownYen(fact(shown, t('ui.withinDaysScreen.todayProfit')))).toBe(realizedTotal);
      await expect(main.getByRole('region', { name: t('ui.withinDaysScreen.tabOpen') })).toContainText(
        t('ui.withinDaysScreen.emptyOpen'),
      );
      await snap(page, `${locale}-after-close`);

      await main.getByRole('tab', { name: t('ui.withinDaysScreen.tabClosed') }).click();
      await expect(page).toHaveURL(/tab=closed/);
      const closedList = main.getByRole('region', { name: t('ui.withinDaysScreen.tabClosed') });
      await expect(closedList.getByRole('listitem')).toHaveCount(2);
      for (const [kind, code] of [
        ['long', longCode],
        ['short', shortCode],
      ] as const) {
        const position = closed.find((item) => item.code === code)!;
        const row = closedList.getByRole('listitem', { name: names[kind][locale] });
        await expect(row).toContainText(t('ui.daytrade.positionClosed'));
        const figures = await factsIn(row);
        expect(price4(fact(figures, t('ui.daytrade.avgPrice')))).toBe(price4(position.avgPrice));
        expect(shownYen(fact(figures, t('ui.daytrade.realized')))).toBe(scaled(position.realizedProfit, 0));
      }
      await snap(page, `${locale}-closed`);

      await main.getByRole('tab', { name: t('ui.withinDaysScreen.tabOrders') }).click();
      await expect(page).toHaveURL(/tab=orders/);
      const orderList = main.getByRole('region', { name: t('ui.withinDaysScreen.tabOrders') });
      await expect(orderList.getByRole('listitem')).toHaveCount(4);
      for (const [kind, code] of [
        ['long', longCode],
        ['short', shortCode],
      ] as const) {
        const rows = orderList.getByRole('listitem', { name: names[kind][locale] });
        const opening = rows.filter({
          hasText: t(kind === 'long' ? 'ui.daytrade.buyOpen' : 'ui.daytrade.sellOpen'),
          hasNotText: t('ui.daytrade.autoClose'),
        });
        const closing = rows.filter({ hasText: t('ui.daytrade.autoClose') });
        await expect(opening).toHaveCount(1);
        await expect(closing).toHaveCount(1);
        await expect(opening).toContainText(t('ui.daytrade.orderFilled'));
        await expect(closing).toContainText(t('ui.daytrade.orderFilled'));
        await expect(closing).toContainText(t(kind === 'long' ? 'ui.daytrade.sellClose' : 'ui.daytrade.buyClose'));
        const closingOrder = orders.find((item) => item.code === code && item.effect === 'close')!;
        const figures = await factsIn(closing);
        expect(price4(fact(figures, t('ui.withinDaysScreen.avgFillPrice')))).toBe(exits.get(code));
        expect(fact(figures, t('ui.daytrade.quantity'))).toBe(
          t('ui.withinDaysScreen.filledOf', { filled: Number(shares), total: Number(shares) }),
        );
        expect(shownYen(fact(figures, t('ui.daytrade.realized')))).toBe(scaled(closingOrder.realizedProfit!, 0));
      }
      await snap(page, `${locale}-orders`);

      // The records: the fund in from cash, then each close's result with the fund, nothing else of the day.
      const records = await recordsOf(request, user);
      const dayTrade = records
        .filter((record) =>
          ['daytrade_fund', 'daytrade_profit', 'daytrade_loss', 'margin_interest', 'buy_fee', 'sell_fee'].includes(
            record.type,
          ),
        )
        .map((record) => `${record.type}:${scaled(record.amount, 0)}`)
        .sort();
      expect(dayTrade, 'the day-trade records').toEqual([`daytrade_fund:-${fund}`, ...movements].sort());

      // Closing the account: asked first, with the fund it gives back; then the cash is whole again.
      await main.getByRole('tab', { name: t('ui.withinDaysScreen.tabOpen') }).click();
      const close = panel.getByRole('button', { name: t('ui.withinDaysScreen.closeAccount') });
      await expect(close).toBeEnabled();
      await close.click();
      const question = page.getByRole('alertdialog', { name: t('ui.withinDaysScreen.closeTitle') });
      const fundNow = fund - openingFees + realizedTotal;
      await expect(question).toContainText(t('ui.withinDaysScreen.closeText', { amount: moneyText(locale, fundNow) }));
      await snap(page, `${locale}-close-account`);
      await question.getByRole('button', { name: t('ui.withinDaysScreen.closeConfirm'), exact: true }).click();
      await expect(question).toBeHidden();
      const status = main.getByRole('region', { name: t('ui.withinDaysScreen.statusHeading') });
      await expect(status).toContainText(t('ui.withinDaysScreen.closedText'));
      await expect(status).toContainText(t('ui.daytrade.closed'));
      await snap(page, `${locale}-account-closed`);
      expect(await cashOf(request, user)).toBe(trader.cashStart + realizedTotal - openingFees);
      const released = (await recordsOf(request, user))
        .filter((record) => record.type === 'daytrade_fund')
        .map((record) => scaled(record.amount, 0))
        .sort();
      expect(released).toEqual([-fund, fundNow].sort());
      expect(trader.missing, `${locale}: messages missing from the catalogue`).toEqual([]);
    });
  }

  for (const trader of traders) await trader.context.close();
  await request.dispose();
});

/** The record type of a fill's commission: a buy's `buy_fee`, a sell's `sell_fee`. */
function feeRecordOf(kind: 'long' | 'short', effect: 'open' | 'close'): string {
  const buying = (kind === 'long') === (effect === 'open');
  return buying ? 'buy_fee' : 'sell_fee';
}
