import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { texts, type Locale } from './messages.ts';
import {
  demoOperator,
  expect,
  expectToast,
  JOURNEY_TIMEOUT,
  openContext,
  passkeyLater,
  recordCspViolations,
  screenshotSteps,
  test,
  type Session,
  userPassword,
  verifiedNewUser,
} from './support.ts';

// The credit line and currency exchange (issue 16), against the product started with `npm start` (demo clock,
// always open), each journey a newly registered user whose identity an operator verified, on a 375 px phone in one
// language (jp, cn, us):
//
// 1. /mine/exchange: yen to dollars. The quote shows the mid rate, the spread, the customer rate, the fee, what the
//    spread costs and the amount received; the amount received is exactly (amount − fee) × rate rounded down to the
//    cent, the spread's cost exactly what the mid rate would have given more; converting at it moves exactly the
//    quoted amounts (yen down by the amount, dollars up by the amount received).
// 2. A US stock bought with the dollars on its order ticket: the shares are the credit line's collateral.
// 3. /mine/loan: the fund password set from the draw's own link, then a draw of the minimum applied for with it; it is
//    pending (cash unchanged) until the operator approves it in the console (/admin/loan); then cash is up by exactly
//    the draw and `jpyyjed` is the draw.
// 4. /mine/loanOrder: owed = principal + accrued interest (none accrues on the day of the draw: a day's interest is
//    counted once the Tokyo day has ended); "repay all" fills in exactly that, and repaying it leaves the loan repaid
//    and the cash down by exactly what was owed.
//
// Screenshots of each step go to test-results/credit-exchange/.

const snap = screenshotSteps('credit-exchange');
const fundPassword = 'fuji3776';
/** Yen converted to dollars, and the US stock bought with them (two shares: collateral for the minimum draw). */
const yenToConvert = 150_000n;
const usCode = 'AAPL';
const shares = 2n;

/** A form POST to the API as `session` (or no one) that must succeed; its `data`. */
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

// ---------------------------------------------------------------------------------------------------------------
// Exact numbers: BigInt at a fixed number of decimals.

/** A shown or sent decimal ("￥1,234", "$663.10", "0.00663106") as an integer at `places` decimals; more fail. */
function scaled(text: string, places: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replace(/[^\d.-]/g, ''));
  if (!match) throw new Error(`Not a number: «${text}»`);
  const fraction = (match[3] ?? '').padEnd(places, '0');
  if (/[1-9]/.test(fraction.slice(places))) throw new Error(`«${text}» has more than ${places} decimals`);
  const value = BigInt(match[2]! + fraction.slice(0, places));
  return match[1] ? -value : value;
}

/** The number of decimals a decimal string carries ("0.00663106" → 8). */
const placesOf = (text: string) => (text.split('.')[1] ?? '').length;

/** A non-negative integer at `places` decimals as a decimal string (12345n, 2 → "123.45"). */
function decimal(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };
const minorOf: Record<string, number> = { JPY: 0, USD: 2 };

/** Money as the screens write it: the currency's symbol and its own minor digits ("￥150,000", "$995.05"). */
function moneyText(locale: Locale, minorUnits: bigint, currency: string): string {
  const digits = minorOf[currency]!;
  const format = new Intl.NumberFormat(bcp47[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return spaced(format.format(decimal(minorUnits, digits) as `${number}`));
}

/** The value of each row of the key–value lists in `scope`, by label, read at one moment. */
async function factsIn(scope: Locator): Promise<Map<string, string>> {
  const rows = await scope.evaluate((root) =>
    [...root.querySelectorAll('dl > div')].map((row) => [
      (row.querySelector('dt')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      (row.querySelector('dd')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ]),
  );
  return new Map(rows as [string, string][]);
}

/** A catalogue message as a pattern: the arguments in `known` literally, each other one a named group. */
function messagePattern(message: string, known: Record<string, string> = {}): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let source = '';
  let last = 0;
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    source += escaped(message.slice(last, match.index));
    source += name in known ? escaped(known[name]!) : `(?<${name}>.+?)`;
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escaped(message.slice(last))}$`);
}

function fact(facts: Map<string, string>, label: string): string {
  const value = facts.get(label);
  if (value === undefined) throw new Error(`No «${label}» among ${[...facts.keys()].join(', ')}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// The user's money, from the API.

interface Balance {
  currency: string;
  available: string;
}

async function balancesOf(request: APIRequestContext, user: Session) {
  const list = (await api(request, user, '/exchange/balances')) as Balance[];
  const of = (currency: string) => scaled(list.find((b) => b.currency === currency)!.available, minorOf[currency]!);
  return { jpy: of('JPY'), usd: of('USD') };
}

async function userInfoOf(request: APIRequestContext, user: Session) {
  const info = (await api(request, user, '/user/getUserinfo', { type: 'jpy' })) as { jpy: string; jpyyjed: string };
  return { cash: scaled(info.jpy, 0), loan: scaled(info.jpyyjed, 0) };
}

interface TransactionRecord {
  type: string;
  status: string;
  amount: string;
  currency: string;
  stockCode?: string;
}

/** The user's completed records of some types (newest first), each amount signed in its currency's minor units. */
async function recordsOf(request: APIRequestContext, user: Session, types: string) {
  const page = (await api(request, user, '/record/list', { type: types, page: '1', size: '50' })) as {
    items: TransactionRecord[];
  };
  return page.items
    .filter((record) => record.status === 'completed')
    .map((record) => ({ ...record, minor: scaled(record.amount, minorOf[record.currency]!) }));
}

interface Loan {
  id: string;
  principal: string;
  interestAccrued: string;
  interestPaid: string;
  amountOwed: string;
  status: string;
  drawnAt?: string;
}

async function loansOf(request: APIRequestContext, user: Session): Promise<Loan[]> {
  return ((await api(request, user, '/loan/orders', { page: '1', size: '20' })) as { items: Loan[] }).items;
}

/** The Tokyo calendar day of an instant ("2026-11-27"). */
const tokyoDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

// ---------------------------------------------------------------------------------------------------------------

/** The operator approves the user's pending draw in the console (in Japanese). */
async function operatorApproves(browser: Browser, baseURL: string, locale: Locale, user: Session, amountText: string) {
  const desk = await openContext(browser, { baseURL, viewport: { width: 1280, height: 800 } });
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
  await nav.getByRole('link', { name: jp('ui.adminTerms.section.loan') }).click();
  await expect(page).toHaveURL(/#\/admin\/loan/);
  await expect(page.getByRole('heading', { name: jp('ui.adminLoanApplicationsScreen.title'), level: 1 })).toBeVisible();
  const queue = page.getByRole('region', { name: jp('ui.adminLoanApplicationsScreen.listLabel') });
  const item = queue.getByRole('listitem').filter({ hasText: user.account });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(amountText);
  await item.getByRole('button', { name: jp('ui.adminReview.review') }).click();
  const review = page.getByRole('region', { name: jp('ui.adminReview.reviewLabel', { account: user.account }) });
  await review.getByRole('button', { name: jp('ui.adminLoanApplicationsScreen.approve'), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: jp('ui.adminLoanApplicationsScreen.confirmApproveTitle') });
  await expect(dialog).toContainText(user.account);
  await snap(page, `${locale}-operator-confirm`);
  await dialog.getByRole('button', { name: jp('ui.adminLoanApplicationsScreen.approve'), exact: true }).click();
  await expectToast(page, jp('app.admin.loanApproved'));
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  await snap(page, `${locale}-operator-approved`);
  await desk.close();
}

const locales: Locale[] = ['jp', 'cn', 'us'];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 30_000, viewport: { width: 375, height: 812 } });

for (const locale of locales) {
  test(`credit line and exchange in ${locale}: yen to dollars at the quote, a US stock, a draw the operator approves, repaid in full, every amount exact`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const t = texts(locale);
    const yen = (amount: bigint) => moneyText(locale, amount, 'JPY');
    const usd = (amount: bigint) => moneyText(locale, amount, 'USD');
    const user = await verifiedNewUser(request);
    const cspViolations = await recordCspViolations(page);
    await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await page.goto('/#/login/login');
    await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(user.account);
    await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(userPassword);
    await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
    await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));
    const main = page.getByRole('main');

    // 1. Yen to dollars at a quote.
    await test.step('convert yen to dollars at the quote', async () => {
      const before = await balancesOf(request, user);
      await page.goto('/#/mine/exchange');
      const balances = main.getByRole('region', { name: t('ui.exchangeScreen.balancesHeading'), exact: true });
      await expect(balances).toContainText(yen(before.jpy));
      await expect(balances).toContainText(usd(before.usd));
      const form = main.getByRole('region', { name: t('ui.exchangeScreen.formHeading'), exact: true });
      await form.getByRole('textbox', { name: t('ui.exchangeScreen.amount'), exact: true }).fill(String(yenToConvert));
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/vue/exchange/quote'));
      await form.getByRole('button', { name: t('ui.exchangeScreen.getQuote') }).click();
      const quote = ((await (await answered).json()) as { data: Record<string, string> }).data;
      expect(quote.from).toBe('JPY');
      expect(quote.to).toBe('USD');
      expect(scaled(quote.amount!, 0)).toBe(yenToConvert);

      // The amount received and the spread's cost, recomputed from the quote's own rates: rounded down to the cent.
      const fee = scaled(quote.fee!, 0);
      const rateText = quote.rate!;
      const midText = quote.mid!;
      const net = yenToConvert - fee;
      const received = (net * scaled(rateText, placesOf(rateText)) * 100n) / 10n ** BigInt(placesOf(rateText));
      const atMid = (net * scaled(midText, placesOf(midText)) * 100n) / 10n ** BigInt(placesOf(midText));
      expect(scaled(quote.amountReceived!, 2), 'amount received = (amount − fee) × rate, rounded down').toBe(received);
      expect(scaled(quote.spreadCost!, 2), 'spread cost = at the mid − received').toBe(atMid - received);
      const quoted = main.getByRole('region', { name: t('ui.exchangeScreen.quoteHeading'), exact: true });
      const shown = await factsIn(quoted);
      expect(fact(shown, t('ui.exchangeScreen.pay'))).toBe(yen(yenToConvert));
      expect(fact(shown, t('ui.exchangeScreen.fee'))).toBe(yen(fee));
      expect(fact(shown, t('ui.exchangeScreen.receive'))).toBe(usd(received));
      expect(fact(shown, t('ui.exchangeScreen.spreadCost'))).toBe(usd(atMid - received));
      expect(scaled(fact(shown, t('ui.exchangeScreen.rate')).split('=').pop()!.split('＝').pop()!, 8)).toBe(
        scaled(rateText, 8),
      );
      // The customer rate as shown ("1 JPY = 0.00663106 USD") is the quote's, and its countdown runs.
      const shownRate = messagePattern(t('ui.exchangeScreen.rateLine'), { from: 'JPY', to: 'USD' }).exec(
        fact(shown, t('ui.exchangeScreen.rate')),
      );
      expect(scaled(shownRate!.groups!.rate!, placesOf(rateText))).toBe(scaled(rateText, placesOf(rateText)));
      const countdown = quoted.getByText(messagePattern(t('ui.exchangeScreen.expiresIn')));
      await expect(countdown).toBeVisible();
      const secondsShown = async () =>
        Number(
          messagePattern(t('ui.exchangeScreen.expiresIn')).exec(spaced(await countdown.innerText()))!.groups!.seconds,
        );
      const first = await secondsShown();
      await expect.poll(secondsShown, { timeout: 5_000 }).toBeLessThan(first);
      await snap(page, `${locale}-quote`);

      await quoted.getByRole('button', { name: t('ui.exchangeScreen.convert'), exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: t('ui.exchangeScreen.confirmTitle') });
      await expect(confirm).toContainText(
        t('ui.exchangeScreen.confirmText', { pay: yen(yenToConvert), receive: usd(received) }),
      );
      await snap(page, `${locale}-convert-confirm`);
      await confirm.getByRole('button', { name: t('ui.exchangeScreen.confirm'), exact: true }).click();
      const done = main.getByRole('status').filter({ hasText: t('ui.exchangeScreen.convertedTitle') });
      await expect(done).toBeVisible();
      await expect(
        done.getByText(
          messagePattern(t('ui.exchangeScreen.convertedText'), { pay: yen(yenToConvert), receive: usd(received) }),
        ),
      ).toBeVisible();
      const after = await balancesOf(request, user);
      expect(after.jpy, 'yen down by exactly the amount').toBe(before.jpy - yenToConvert);
      expect(after.usd, 'dollars up by exactly the amount received').toBe(before.usd + received);
      await expect(balances).toContainText(yen(after.jpy));
      await expect(balances).toContainText(usd(after.usd));
      const history = main.getByRole('region', { name: t('ui.exchangeScreen.historyHeading'), exact: true });
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await snap(page, `${locale}-converted`);
    });

    // 2. A US stock bought with the dollars: collateral for the credit line.
    await test.step('buy a US stock with the dollars', async () => {
      const before = await balancesOf(request, user);
      await page.goto(`/#/quotes/info?code=${usCode}&type=usd&order=buy`);
      const form = page.getByRole('form', { name: t('ui.orderTicketScreen.form') });
      const priceField = form.getByRole('textbox', { name: t('ui.trade.price'), exact: true });
      await expect(priceField).not.toHaveValue('');
      // Half a percent above the last price, on the cent: it fills at once, at or below it.
      const last = scaled((await priceField.inputValue()).trim(), 2);
      const limit = (last * 1005n) / 1000n;
      await priceField.fill(decimal(limit, 2));
      await form.getByRole('textbox', { name: t('ui.trade.quantity'), exact: true }).fill(String(shares));
      await form.getByRole('button', { name: t('ui.orderTicketScreen.submitBuy') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('ui.orderTicketScreen.confirmTitle') });
      await confirm.getByRole('button', { name: t('ui.orderTicketScreen.place') }).click();
      await expect(
        page.getByRole('status').getByText(t('ui.orderTicketScreen.filledTitle'), { exact: true }),
      ).toBeVisible({
        timeout: 60_000,
      });
      await snap(page, `${locale}-bought`);
      const after = await balancesOf(request, user);
      expect(after.jpy, 'paid in dollars: the yen untouched').toBe(before.jpy);
      // The dollars paid are exactly the purchase (at or below the limit) and its commission, as recorded.
      const paid = await recordsOf(request, user, 'stock_purchase,buy_fee');
      expect(paid.every((record) => record.currency === 'USD' && record.stockCode === usCode)).toBe(true);
      const purchase = paid.find((record) => record.type === 'stock_purchase')!;
      expect(-purchase.minor, 'at or below the limit').toBeLessThanOrEqual(shares * limit);
      expect(after.usd, 'dollars down by exactly the purchase and its fee').toBe(
        before.usd + paid.reduce((sum, record) => sum + record.minor, 0n),
      );
    });

    // 3. The credit line: the fund password from the draw's own link, then a draw with it.
    const limit = (await api(request, user, '/loan/limit')) as {
      collateralValue: string;
      availableLimit: string;
      minDrawAmount: string;
      annualRate: string;
    };
    const draw = scaled(limit.minDrawAmount, 0);
    expect(scaled(limit.collateralValue, 0), 'the US shares are collateral').toBeGreaterThan(0n);
    expect(scaled(limit.availableLimit, 0), 'the line allows the minimum draw').toBeGreaterThanOrEqual(draw);
    const cashBeforeDraw = (await userInfoOf(request, user)).cash;

    await test.step('set the fund password and apply to draw', async () => {
      await page.goto('/#/mine/loan');
      const section = main.getByRole('region', { name: t('ui.loanScreen.drawHeading'), exact: true });
      await expect(section).toContainText(t('ui.loanScreen.fundPasswordBlock'));
      // The limit as a worked line: collateral × advance rate × score multiplier, rounded down to the yen.
      const worked = main.getByTestId('loan-limit-formula');
      const line = messagePattern(t('ui.loanScreen.formula')).exec(spaced(await worked.innerText()));
      expect(line, 'the limit formula').not.toBeNull();
      const { collateral, advance, multiplier, result } = line!.groups!;
      expect(scaled(collateral!, 0), 'the US shares are the collateral').toBeGreaterThan(0n);
      expect(scaled(result!, 0)).toBe(
        (scaled(collateral!, 0) * scaled(advance!, 2) * scaled(multiplier!, 2)) / 10n ** 8n,
      );
      await snap(page, `${locale}-loan-needs-fund-password`);
      await section.getByRole('link', { name: t('ui.loanScreen.setFundPassword') }).click();
      await expect(page).toHaveURL(/#\/mine\/fundPassword$/);
      await page.getByLabel(t('ui.fundPasswordScreen.loginPassword'), { exact: true }).fill(userPassword);
      await page.getByLabel(t('ui.fundPasswordScreen.new'), { exact: true }).fill(fundPassword);
      await page.getByLabel(t('ui.fundPasswordScreen.confirm'), { exact: true }).fill(fundPassword);
      await page.getByRole('button', { name: t('ui.fundPasswordScreen.submitSet') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('ui.fundPasswordScreen.doneSet') })).toBeVisible();

      await page.goto('/#/mine/loan');
      const form = main.getByRole('region', { name: t('ui.loanScreen.drawHeading'), exact: true });
      await form.getByRole('textbox', { name: t('ui.loanScreen.amount'), exact: true }).fill(String(draw));
      await form.getByLabel(t('ui.loanScreen.fundPassword'), { exact: true }).fill(fundPassword);
      await form.getByRole('button', { name: t('ui.loanScreen.review') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('ui.loanScreen.confirmTitle') });
      await expect(confirm).toContainText(yen(draw));
      await snap(page, `${locale}-draw-confirm`);
      await confirm.getByRole('button', { name: t('ui.loanScreen.confirm'), exact: true }).click();
      await expect(form.getByRole('status').filter({ hasText: t('ui.loanScreen.appliedTitle') })).toBeVisible();
      await expect(form).toContainText(t('ui.loanScreen.appliedText', { amount: yen(draw) }));
      await snap(page, `${locale}-draw-applied`);
      const pending = await userInfoOf(request, user);
      expect(pending.cash, 'nothing is lent before the review').toBe(cashBeforeDraw);
      expect(pending.loan).toBe(0n);
    });

    await test.step('the operator approves the draw in the console', async () => {
      await operatorApproves(browser, baseURL!, locale, user, moneyText('jp', draw, 'JPY'));
      const drawn = await userInfoOf(request, user);
      expect(drawn.cash, 'cash up by exactly the draw').toBe(cashBeforeDraw + draw);
      expect(drawn.loan, 'jpyyjed is the outstanding principal').toBe(draw);
      const lent = await recordsOf(request, user, 'loan');
      expect(lent.map((record) => [record.currency, record.minor])).toEqual([['JPY', draw]]);
    });

    // 4. Repay it all.
    await test.step('repay what is owed', async () => {
      const [loan] = await loansOf(request, user);
      expect(loan!.status).toBe('active');
      const principal = scaled(loan!.principal, 0);
      const accrued = scaled(loan!.interestAccrued, 0);
      const owed = scaled(loan!.amountOwed, 0);
      expect(principal).toBe(draw);
      expect(owed, 'owed = principal + accrued − paid').toBe(principal + accrued - scaled(loan!.interestPaid, 0));
      if (tokyoDay(new Date(loan!.drawnAt!)) === tokyoDay(new Date())) {
        expect(accrued, 'no interest on the day of the draw').toBe(0n);
      }
      const cashBefore = (await userInfoOf(request, user)).cash;

      await page.goto('/#/mine/loanOrder');
      const name = t('ui.loanOrdersScreen.loanTitle', { amount: yen(draw) });
      const row = main.getByRole('listitem', { name });
      await expect(row).toContainText(t('ui.loan.active'));
      const facts = await factsIn(row);
      expect(fact(facts, t('ui.loan.principal'))).toBe(yen(principal));
      expect(fact(facts, t('ui.loanOrdersScreen.interestAccrued'))).toBe(yen(accrued));
      expect(fact(facts, t('ui.loan.amountOwed'))).toBe(yen(owed));
      await snap(page, `${locale}-loan-active`);
      await row.getByRole('button', { name: t('ui.loanOrdersScreen.repayOf', { name }) }).click();
      await expect(page).toHaveURL(new RegExp(`repay=${loan!.id}`));
      const sheet = page.getByRole('dialog', { name: t('ui.loanOrdersScreen.sheetTitle') });
      await sheet.getByRole('button', { name: t('ui.loanOrdersScreen.repayAll') }).click();
      await expect(sheet.getByRole('textbox', { name: t('ui.loanOrdersScreen.amount'), exact: true })).toHaveValue(
        String(owed),
      );
      await sheet.getByRole('button', { name: t('ui.loanOrdersScreen.review') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('ui.loanOrdersScreen.confirmTitle') });
      await expect(confirm).toContainText(t('ui.loanOrdersScreen.confirmText', { amount: yen(owed) }));
      const split = await factsIn(confirm);
      expect(fact(split, t('ui.loanOrdersScreen.toInterest'))).toBe(yen(accrued));
      expect(fact(split, t('ui.loanOrdersScreen.toPrincipal'))).toBe(yen(principal));
      expect(fact(split, t('ui.loanOrdersScreen.owedAfter'))).toBe(yen(0n));
      await snap(page, `${locale}-repay-confirm`);
      await confirm.getByRole('button', { name: t('ui.loanOrdersScreen.confirm'), exact: true }).click();
      const repaid = main.getByRole('status').filter({ hasText: t('ui.loanOrdersScreen.repaidTitle') });
      await expect(repaid).toContainText(t('ui.loanOrdersScreen.repaidFullText', { amount: yen(owed) }));
      await expect(row).toContainText(t('ui.loan.repaid'));
      await expect(page).not.toHaveURL(/repay=/);
      await snap(page, `${locale}-repaid`);
      const after = await userInfoOf(request, user);
      expect(after.cash, 'cash down by exactly what was owed').toBe(cashBefore - owed);
      expect(after.loan).toBe(0n);
      const repayments = await recordsOf(request, user, 'repayment');
      expect(
        repayments.reduce((sum, record) => sum + record.minor, 0n),
        'the repayment recorded',
      ).toBe(-owed);
      expect((await loansOf(request, user))[0]!.status).toBe('repaid');
    });

    expect(await cspViolations()).toEqual([]);
  });
}
