import type { APIRequestContext, Locator } from '@playwright/test';
import { texts, type Locale } from './messages.ts';
import {
  JOURNEY_TIMEOUT,
  userPassword,
  verifiedNewUser,
  type Session,
  expect,
  passkeyLater,
  recordCspViolations,
  screenshotSteps,
  test,
} from './support.ts';

// Copy trading (issue 14), against the product started with `npm start` (demo clock, always open), each journey a
// newly registered user whose identity an operator verified, on a 375 px phone in one language: Japanese buys the
// yen leader's basket, Chinese the yuan equal-weight rule, English the US momentum rule (the demo's three products).
//
// Each compares two products side by side on /home/follow, opens one and reads its terms, types an amount in the buy
// sheet and checks the server's preview against the contract's rounding (entry fee = amount × its percent, units =
// (amount − entry fee) ÷ the NAV shown, four decimals, each step rounded down), ticks the risk disclosure and
// confirms; the order bought at the NAV of that moment shows the units that NAV gives. The order is in the positions
// page's follow tab, and on /mine/followOrder its value (units × NAV now, rounded down) moves with the simulator's
// prices: a product's NAV is its holdings × the prices now, so it moves all day, not only at the close. Stopping
// asks first with what it pays now; the ended order pays value − early-exit fee (within its days) − profit share (on a
// gain), and the cash and the transaction records show each movement exactly: the buy less its fee, the fee, the
// payout. Screenshots of each step go to test-results/follow/.

const password = userPassword;
const snap = screenshotSteps('follow');

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

// ---------------------------------------------------------------------------------------------------------------
// Exact numbers: money in minor units, NAVs and units with four decimals, percentages with two, all as BigInt.

const pow10 = (places: number) => 10n ** BigInt(places);

/** A shown or sent decimal ("￥1,234.50", "-0.50%") as an integer at `places` decimals; more places fail. */
function scaled(text: string, places: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replace(/[^\d.-]/g, ''));
  if (!match) throw new Error(`Not a number: «${text}»`);
  const fraction = (match[3] ?? '').padEnd(places, '0');
  if (/[1-9]/.test(fraction.slice(places))) throw new Error(`«${text}» has more than ${places} decimals`);
  const value = BigInt(match[2]! + fraction.slice(0, places));
  return match[1] ? -value : value;
}

/** A non-negative integer at `places` decimals as a decimal string (12345n, 2 → "123.45"). */
function decimal(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The product's terms, as the contract discloses them: fees in hundredths of a percent. */
interface Terms {
  entryFeeBp: bigint;
  earlyExitFeeBp: bigint;
  earlyExitFeeDays: number;
  profitShareBp: bigint;
}

/**
 * A buy of `amount` minor units at `nav` (× 10^4), as the contract rounds it, every step down: entry fee = amount ×
 * its percent; invested = amount − entry fee; units = invested ÷ NAV, four decimals (× 10^4).
 */
function buyOf(amount: bigint, nav: bigint, terms: Terms, minor: number) {
  const entryFee = (amount * terms.entryFeeBp) / 10_000n;
  const invested = amount - entryFee;
  return { entryFee, invested, units: (invested * pow10(8)) / (nav * pow10(minor)) };
}

/** units × NAV in minor units, rounded down. */
const valueOf = (units: bigint, nav: bigint, minor: number) => (units * nav * pow10(minor)) / pow10(8);

/**
 * An order's end at `nav`: value = units × NAV; early-exit fee = value × its percent (`early`: within its days);
 * profit share = (value − early-exit fee − amount) × its percent, only on a gain; proceeds = the rest.
 */
function stopOf(units: bigint, amount: bigint, nav: bigint, terms: Terms, minor: number, early: boolean) {
  const value = valueOf(units, nav, minor);
  const exitFee = early ? (value * terms.earlyExitFeeBp) / 10_000n : 0n;
  const gain = value - exitFee - amount;
  const profitShare = gain > 0n ? (gain * terms.profitShareBp) / 10_000n : 0n;
  return { value, exitFee, profitShare, proceeds: value - exitFee - profitShare };
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers as the app writes them (Intl, as packages/ui formats them).

/** Spaces as the page's text is compared: Intl's no-break spaces as plain ones. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };
type DecimalString = `${number}`;

/** Money: two decimals and the currency's symbol ("￥123,457.00"). */
function moneyText(locale: Locale, minorUnits: bigint, currency: string, minor: number): string {
  const format = new Intl.NumberFormat(bcp47[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return spaced(format.format(decimal(minorUnits, minor) as DecimalString));
}

/** A percentage with two decimals ("1.00%"). */
function percentText(locale: Locale, bp: bigint): string {
  const format = new Intl.NumberFormat(bcp47[locale], {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return spaced(format.format(decimal(bp, 2) as DecimalString));
}

/** Units with their four decimals, grouped ("1,234.5678"). */
function unitsText(locale: Locale, units: bigint): string {
  const format = new Intl.NumberFormat(bcp47[locale], { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return spaced(format.format(decimal(units, 4) as DecimalString));
}

/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is on screen in `scope`, read at one moment (a refetch between two reads cannot mix two NAVs): the value of
 * each row of its key–value lists by label, and the text of each paragraph and span.
 */
async function shownIn(scope: Locator) {
  const { facts, lines } = await scope.evaluate((root) => {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    return {
      facts: [...root.querySelectorAll('dl > div')].map(
        (row) => [clean(row.querySelector('dt')?.textContent), clean(row.querySelector('dd')?.textContent)] as const,
      ),
      // Innermost only: a line of two spans is read as the two.
      lines: [...root.querySelectorAll('p, span')]
        .filter((element) => element.children.length === 0)
        .map((element) => clean(element.textContent)),
    };
  });
  return {
    /** The value of the row labelled `label`. */
    fact(label: string): string {
      const row = facts.find(([term]) => term === label);
      if (!row) throw new Error(`No «${label}» among ${facts.map(([term]) => term).join(', ')}`);
      return row[1];
    },
    /**
     * The arguments of the line that is `message` (a catalogue text with its `{arguments}` left in): those in `known`
     * must read as given, the others are returned as shown.
     */
    argumentsOf(message: string, known: Record<string, string> = {}): Record<string, string> {
      let source = '';
      let last = 0;
      for (const match of message.matchAll(/\{(\w+)\}/g)) {
        const name = match[1]!;
        source += escaped(message.slice(last, match.index));
        source += name in known ? escaped(known[name]!) : `(?<${name}>.+?)`;
        last = match.index + match[0].length;
      }
      const pattern = new RegExp(`^${source}${escaped(message.slice(last))}$`);
      for (const line of lines) {
        const found = pattern.exec(line);
        if (found) return { ...found.groups };
      }
      throw new Error(`No line is «${message}» in:\n${lines.join('\n')}`);
    },
  };
}

/** The value cell of one row of a key–value list, by the row's label (several cells in a comparison's row). */
function cell(scope: Locator, label: string): Locator {
  const term = scope.page().locator('dt').getByText(label, { exact: true });
  return scope.locator('dl > div').filter({ has: term }).locator('dd');
}

// ---------------------------------------------------------------------------------------------------------------
// The products and the user's cash, from the API.

interface Product {
  id: string;
  name: Record<Locale, string>;
  currency: string;
  minInvestment: string;
  entryFeePercent: string;
  earlyExitFeePercent: string;
  earlyExitFeeDays: number;
  profitSharePercent: string;
  rule: { kind: 'leader_basket' | 'equal_weight' | 'momentum' };
  basket: unknown[];
  state: string;
  disclosure: Record<Locale, string>;
}

const termsOf = (product: Product): Terms => ({
  entryFeeBp: scaled(product.entryFeePercent, 2),
  earlyExitFeeBp: scaled(product.earlyExitFeePercent, 2),
  earlyExitFeeDays: product.earlyExitFeeDays,
  profitShareBp: scaled(product.profitSharePercent, 2),
});

/**
 * Available cash in the product's currency, in minor units: the yen from getUserinfo; dollars and yuan from the
 * follow preview's `availableBalance` (it moves nothing; the contract's /exchange/balances is not served yet).
 */
async function cashOf(request: APIRequestContext, user: Session, product: Product, minor: number): Promise<bigint> {
  if (product.currency === 'JPY') {
    const info = (await api(request, user, '/user/getUserinfo', { type: 'jpy' })) as { jpy: string };
    return scaled(info.jpy, minor);
  }
  const preview = (await api(request, user, '/follow/preview', {
    product_id: product.id,
    amount: product.minInvestment,
  })) as { availableBalance: string };
  return scaled(preview.availableBalance, minor);
}

/** How many transaction records the user has. */
async function recordCount(request: APIRequestContext, user: Session): Promise<number> {
  return ((await api(request, user, '/record/list', { page: '1', size: '1' })) as { total: number }).total;
}

// ---------------------------------------------------------------------------------------------------------------

interface Journey {
  locale: Locale;
  /**
   * The product bought: the demo's one of this strategy in this currency (other journeys, the console's among them,
   * may open products of the same strategy in another currency).
   */
  kind: Product['rule']['kind'];
  currency: string;
  /** The product it is compared with, likewise. */
  other: Product['rule']['kind'];
  otherCurrency: string;
  /** What is paid, in the product's currency (above its minimum, with an entry fee that rounds). */
  amount: string;
}

const journeys: Journey[] = [
  { locale: 'jp', kind: 'leader_basket', currency: 'JPY', other: 'momentum', otherCurrency: 'USD', amount: '123457' },
  {
    locale: 'cn',
    kind: 'equal_weight',
    currency: 'CNY',
    other: 'leader_basket',
    otherCurrency: 'JPY',
    amount: '12345.67',
  },
  { locale: 'us', kind: 'momentum', currency: 'USD', other: 'equal_weight', otherCurrency: 'CNY', amount: '1234.56' },
];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 30_000, viewport: { width: 375, height: 812 } });

for (const journey of journeys) {
  const { locale } = journey;
  test(`follow in ${locale}: compare two products, buy one after its preview, its value moves, stop it, the cash and records are exact`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const t = texts(locale);
    const user = await verifiedNewUser(request);
    const list = (await api(request, user, '/follow/products', { state: 'open', size: '50' })) as { items: Product[] };
    const product = list.items.find((item) => item.rule.kind === journey.kind && item.currency === journey.currency)!;
    const other = list.items.find(
      (item) => item.rule.kind === journey.other && item.currency === journey.otherCurrency,
    )!;
    expect(product, `an open ${journey.kind} product`).toBeDefined();
    expect(other, `an open ${journey.other} product`).toBeDefined();
    const name = product.name[locale];
    const { currency } = product;
    const minor = currency === 'JPY' ? 0 : 2;
    const terms = termsOf(product);
    const money = (amount: bigint) => moneyText(locale, amount, currency, minor);
    const amount = scaled(journey.amount, minor);
    const cashBefore = await cashOf(request, user, product, minor);
    const recordsBefore = await recordCount(request, user);

    const cspViolations = await recordCspViolations(page);
    await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await page.goto('/#/login/login');
    await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(user.account);
    await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
    await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));
    const main = page.getByRole('main');

    // The terms as the app discloses them (packages/ui's follow parts): a fee of 0.00 % is "none".
    const none = t('ui.follow.none');
    const disclosed = (item: Product) => {
      const { entryFeeBp, earlyExitFeeBp, earlyExitFeeDays, profitShareBp } = termsOf(item);
      const itemMinor = item.currency === 'JPY' ? 0 : 2;
      return {
        kind: t(item.rule.kind === 'leader_basket' ? 'ui.follow.leader' : 'ui.follow.rule'),
        minimum: moneyText(locale, scaled(item.minInvestment, itemMinor), item.currency, itemMinor),
        entryFee: entryFeeBp === 0n ? none : percentText(locale, entryFeeBp),
        earlyExitFee:
          earlyExitFeeBp === 0n || earlyExitFeeDays === 0
            ? none
            : t('ui.follow.earlyExitTerms', { percent: percentText(locale, earlyExitFeeBp), days: earlyExitFeeDays }),
        profitShare:
          profitShareBp === 0n
            ? none
            : t('ui.follow.profitShareTerms', { percent: percentText(locale, profitShareBp) }),
      };
    };

    // Two products side by side: ticking "compare" on both lays their terms out in two columns.
    await page.goto('/#/home/follow');
    for (const [index, item] of [product, other].entries()) {
      const pick = main.getByRole('checkbox', {
        name: t('ui.followListScreen.compareOf', { name: item.name[locale] }),
      });
      // The box is controlled by the URL (?compare=), which the router updates in a transition: it shows the tick
      // once that lands, not on the click itself (so not Playwright's check(), which looks at once).
      await pick.click();
      await expect(pick).toBeChecked();
      await expect(
        main.getByText(
          index === 0
            ? t('ui.followListScreen.compareOne', { name })
            : t('ui.followListScreen.compareTwo', { first: name, second: other.name[locale] }),
        ),
      ).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`compare=${product.id}(,|%2C)${other.id}$`));
    await snap(page, `${locale}-list`);
    await main
      .getByRole('button', { name: t('ui.followListScreen.compareOpen') })
      .first()
      .click();
    const comparison = page.getByRole('dialog', { name: t('ui.followListScreen.compareTitle') });
    const columns = [disclosed(product), disclosed(other)];
    const inColumns = (row: keyof ReturnType<typeof disclosed>) =>
      [product, other].map(
        (item, column) => `${t('ui.followListScreen.valueOf', { name: item.name[locale] })} ${columns[column]![row]}`,
      );
    await expect(cell(comparison, t('ui.follow.kindLabel'))).toHaveText(inColumns('kind'));
    await expect(cell(comparison, t('ui.follow.minInvestment'))).toHaveText(inColumns('minimum'));
    await expect(cell(comparison, t('ui.follow.entryFee'))).toHaveText(inColumns('entryFee'));
    await expect(cell(comparison, t('ui.follow.earlyExitFee'))).toHaveText(inColumns('earlyExitFee'));
    await expect(cell(comparison, t('ui.follow.profitShare'))).toHaveText(inColumns('profitShare'));
    await snap(page, `${locale}-compare`);
    await page.keyboard.press('Escape');
    await expect(comparison).toBeHidden();

    // The product's page: its basket, its terms and the risk disclosure.
    await main.getByRole('link', { name: t('ui.followListScreen.detailsOf', { name }) }).click();
    await expect(page).toHaveURL(new RegExp(`#/home/followInfo\\?id=${product.id}$`));
    const basket = main.getByRole('region', { name: t('ui.followDetailScreen.basketHeading') });
    await expect(basket.getByRole('listitem')).toHaveCount(product.basket.length);
    const termsCard = main.getByRole('region', { name: t('ui.followDetailScreen.termsHeading') });
    const own = disclosed(product);
    await expect(cell(termsCard, t('ui.follow.minInvestment'))).toHaveText(own.minimum);
    await expect(cell(termsCard, t('ui.follow.entryFee'))).toHaveText(own.entryFee);
    await expect(cell(termsCard, t('ui.follow.earlyExitFee'))).toHaveText(own.earlyExitFee);
    await expect(cell(termsCard, t('ui.follow.profitShare'))).toHaveText(own.profitShare);
    const risk = main.getByRole('region', { name: t('ui.followDetailScreen.riskHeading') });
    await expect(risk).toContainText(product.disclosure[locale]);
    await snap(page, `${locale}-product`);

    // The buy sheet: the server's preview of the amount typed, exact at the NAV it shows.
    await main.getByRole('button', { name: t('ui.followDetailScreen.buy'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: t('ui.followDetailScreen.sheetTitle', { name }) });
    await sheet.getByRole('textbox', { name: t('ui.followDetailScreen.amount'), exact: true }).fill(journey.amount);
    const preview = sheet.getByRole('region', { name: t('ui.followDetailScreen.previewHeading') });
    await expect(cell(preview, t('ui.followDetailScreen.pay'))).toHaveText(money(amount));
    const previewed = await shownIn(preview);
    const previewNav = scaled(previewed.fact(t('ui.followDetailScreen.navNow')), 4);
    const quoted = buyOf(amount, previewNav, terms, minor);
    const unitsLabel = (units: bigint) => t('ui.follow.units', { units: unitsText(locale, units) });
    expect(previewed.fact(t('ui.follow.entryFee'))).toBe(
      t('ui.followDetailScreen.feeWithPercent', {
        amount: money(quoted.entryFee),
        percent: percentText(locale, terms.entryFeeBp),
      }),
    );
    expect(previewed.fact(t('ui.followDetailScreen.invested'))).toBe(money(quoted.invested));
    expect(previewed.fact(t('ui.followDetailScreen.units'))).toBe(unitsLabel(quoted.units));
    expect(previewed.fact(t('ui.follow.profitShare'))).toBe(own.profitShare);
    expect(previewed.fact(t('ui.followDetailScreen.cashAfter'))).toBe(money(cashBefore - amount));
    await snap(page, `${locale}-preview`);

    // The disclosure ticked, a confirmation of the same figures, and the buy at the NAV of that moment.
    const review = sheet.getByRole('button', { name: t('ui.followDetailScreen.review') });
    await expect(review).toBeDisabled();
    await sheet.getByRole('checkbox', { name: t('ui.followDetailScreen.agree') }).check();
    await review.click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.followDetailScreen.confirmTitle') });
    await expect(confirm).toContainText(t('ui.followDetailScreen.confirmText', { name, amount: money(amount) }));
    await expect(cell(confirm, t('ui.followDetailScreen.units'))).toHaveText(unitsLabel(quoted.units));
    await snap(page, `${locale}-confirm`);
    await confirm.getByRole('button', { name: t('ui.followDetailScreen.confirm'), exact: true }).click();
    const done = sheet.getByRole('status').filter({ hasText: t('ui.followDetailScreen.doneTitle') });
    await expect(done).toBeVisible({ timeout: 60_000 });
    const bought = (await shownIn(done)).argumentsOf(t('ui.followDetailScreen.doneText'), { amount: money(amount) });
    const buyNav = scaled(bought.nav!, 4);
    const { entryFee, invested, units } = buyOf(amount, buyNav, terms, minor);
    expect(bought.units).toBe(unitsLabel(units));
    await snap(page, `${locale}-bought`);
    const afterBuy = await cashOf(request, user, product, minor);
    expect(afterBuy).toBe(cashBefore - amount);

    // Back on the product's page, it says the user follows it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(main.getByText(t('ui.followDetailScreen.following', { count: 1 }))).toBeVisible();

    // The positions page's follow tab lists it with its units.
    await page.goto('/#/position/index?tab=follow');
    const position = main.getByRole('link').filter({ hasText: name });
    await expect(cell(position, t('ui.positionsScreen.followUnits'))).toHaveText(
      t('ui.positionsScreen.units', { units: unitsText(locale, units) }),
    );
    await snap(page, `${locale}-positions`);

    // My follow orders: the order at its buy NAV, its value = units × NAV now; the value moves with the market.
    await page.goto('/#/mine/followOrder');
    const row = main.getByRole('listitem', { name });
    const valued = async () => {
      await expect(cell(row, t('ui.followOrdersScreen.units'))).toHaveText(unitsLabel(units));
      const shown = await shownIn(row);
      expect(shown.fact(t('ui.followOrdersScreen.cost'))).toBe(money(amount));
      const nav = scaled(shown.argumentsOf(t('ui.followOrdersScreen.navNow')).nav!, 4);
      expect(scaled(shown.argumentsOf(t('ui.followOrdersScreen.bought')).nav!, 4)).toBe(buyNav);
      const value = scaled(shown.fact(t('ui.followOrdersScreen.value')), minor);
      expect(value, `units × NAV ${decimal(nav, 4)}, rounded down`).toBe(valueOf(units, nav, minor));
      return value;
    };
    const first = await valued();
    await snap(page, `${locale}-following`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return valued();
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .not.toBe(first);
    await snap(page, `${locale}-value-moved`);

    // Stopping asks first, with what it pays now: the value less each disclosed fee.
    const early = terms.earlyExitFeeBp > 0n && terms.earlyExitFeeDays > 0;
    await row.getByRole('button', { name: t('ui.followOrdersScreen.stopOf', { name }) }).click();
    const question = page.getByRole('alertdialog', { name: t('ui.followOrdersScreen.stopTitle') });
    await expect(cell(question, t('ui.followOrdersScreen.receive'))).toBeVisible();
    const asked = await shownIn(question);
    const valueNow = scaled(asked.fact(t('ui.followOrdersScreen.valueNow')), minor);
    // Each deduction is shown as "−{amount}".
    const feeNow = scaled(asked.fact(t('ui.follow.earlyExitFee')), minor);
    const shareNow = scaled(asked.fact(t('ui.follow.profitShare')), minor);
    expect(feeNow).toBe(early ? (valueNow * terms.earlyExitFeeBp) / 10_000n : 0n);
    const gainNow = valueNow - feeNow - amount;
    expect(shareNow).toBe(gainNow > 0n ? (gainNow * terms.profitShareBp) / 10_000n : 0n);
    expect(scaled(asked.fact(t('ui.followOrdersScreen.receive')), minor)).toBe(valueNow - feeNow - shareNow);
    await snap(page, `${locale}-stop-question`);
    await question.getByRole('button', { name: t('ui.followOrdersScreen.stopConfirm'), exact: true }).click();
    const stopped = main.getByRole('status').filter({ hasText: t('ui.followOrdersScreen.stoppedTitle') });
    await expect(stopped).toBeVisible({ timeout: 60_000 });
    await expect(main.getByText(t('ui.followOrdersScreen.emptyFollowing'))).toBeVisible();

    // The ended order: what it paid at the NAV it stopped at, exactly.
    await main.getByRole('tab', { name: t('ui.follow.orderEnded') }).click();
    await expect(page).toHaveURL(/#\/mine\/followOrder\?tab=ended$/);
    await expect(cell(row, t('ui.followOrdersScreen.units'))).toHaveText(unitsLabel(units));
    const ended = await shownIn(row);
    const exitNavText = ended.fact(t('ui.followOrdersScreen.exitNav'));
    const end = stopOf(units, amount, scaled(exitNavText, 4), terms, minor, early);
    expect(ended.fact(t('ui.followOrdersScreen.cost'))).toBe(money(amount));
    expect(ended.fact(t('ui.follow.earlyExitFee'))).toBe(money(end.exitFee));
    expect(ended.fact(t('ui.follow.profitShare'))).toBe(money(end.profitShare));
    expect(ended.fact(t('ui.followOrdersScreen.proceeds'))).toBe(money(end.proceeds));
    await expect(stopped).toContainText(
      t('ui.followOrdersScreen.stoppedText', { name, amount: money(end.proceeds), nav: exitNavText }),
    );
    await snap(page, `${locale}-ended`);
    expect(await cashOf(request, user, product, minor)).toBe(afterBuy + end.proceeds);

    // The records: the buy less its entry fee, the entry fee (when there is one) and the payout, nothing else.
    await page.goto('/#/mine/transactionRecords');
    const movements = entryFee > 0n ? 3 : 2;
    const count = t('ui.transactionRecordsScreen.count', { count: recordsBefore + movements });
    await expect(main.getByText(count, { exact: true })).toBeVisible();
    const record = (type: string) =>
      main.getByRole('link').filter({ has: page.getByText(t(`ui.recordType.${type}`), { exact: true }) });
    await expect(record('copyTradePurchase')).toHaveCount(1);
    await expect(record('copyTradePurchase')).toContainText(`-${money(invested)}`);
    if (entryFee > 0n) {
      await expect(record('buyFee')).toHaveCount(1);
      await expect(record('buyFee')).toContainText(`-${money(entryFee)}`);
    } else {
      await expect(record('buyFee')).toHaveCount(0);
    }
    await expect(record('copyTradeReturn')).toHaveCount(1);
    await expect(record('copyTradeReturn')).toContainText(`+${money(end.proceeds)}`);
    await snap(page, `${locale}-records`);
    expect(await cspViolations()).toEqual([]);
  });
}
