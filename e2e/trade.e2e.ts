import { type Locator, type Page } from '@playwright/test';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';
import {
  JOURNEY_TIMEOUT,
  expect,
  passkeyLater,
  test,
  recordCspViolations,
  screenshotSteps,
  postForm,
} from './support.ts';

// Trading as the demo user meets it, against the product started with `npm start` (demo clock, always open): a
// limit buy at a valid tick fills when the price crosses, the profit moves live, the position is closed after the
// seed's question, and every amount in the transaction records is exact — for a Japanese stock in Japanese, a US
// stock in English and a Chinese stock in Chinese (where T+1 keeps today's shares from being sold). Screenshots of
// each step go to test-results/trade/.

type Locale = 'jp' | 'cn' | 'us';
const catalogues: Record<Locale, Record<string, string>> = {
  jp: { ...uiJp, ...appJp },
  cn: { ...uiCn, ...appCn },
  us: { ...uiUs, ...appUs },
};
const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

function texts(locale: Locale) {
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = catalogues[locale][id];
    if (!message) throw new Error(`No ${locale} message ${id}`);
    return message.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/** Exact decimals for the expected amounts: scaled BigInt with 8 places (never a float). */
const places = 8;
const unit = 10n ** BigInt(places);
function dec(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const fraction = (match[3] ?? '').padEnd(places, '0').slice(0, places);
  const scaled = BigInt(match[2]!) * unit + BigInt(fraction || '0');
  return match[1] ? -scaled : scaled;
}
/** Rounds toward zero to `digits` places. */
function roundDown(value: bigint, digits: number): bigint {
  const step = 10n ** BigInt(places - digits);
  return (value / step) * step;
}
function fixed(value: bigint, digits: number): string {
  const negative = value < 0n;
  const rounded = roundDown(negative ? -value : value, digits);
  const whole = rounded / unit;
  const fraction = (rounded % unit).toString().padStart(places, '0').slice(0, digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

const demo = { account: '0900000001', password: 'demo2026' };

const snap = screenshotSteps('trade');

const post = postForm;

async function logIn(page: Page, locale: Locale) {
  const t = texts(locale);
  await page.goto('/#/login/login');
  await page.evaluate((language) => {
    window.localStorage.clear();
    window.localStorage.setItem('language', language);
  }, locale);
  await page.reload();
  await page.getByLabel(t('ui.loginScreen.account'), { exact: true }).fill(demo.account);
  await page.getByLabel(t('ui.loginScreen.password'), { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: t('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, t('ui.passkeySetupPromptScreen.later'));
  await expect(page).toHaveURL(/#\/home\/index$/);
}

/** Money as the app writes it (two decimals, the currency from Intl), e.g. "￥393,292.00". */
function moneyText(locale: Locale, amount: bigint, currency: string): string {
  return new Intl.NumberFormat(bcp47[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fixed(amount, 2) as unknown as number);
}

/** The fee of the disclosed rule: rate % of the principal, rounded down to the minor unit, at least the minimum. */
function feeOf(principal: bigint, ratePercent: string, minimum: string, minorDigits: number): bigint {
  const fee = roundDown((principal * dec(ratePercent)) / unit / 100n, minorDigits);
  return fee < dec(minimum) ? dec(minimum) : fee;
}

/** The value of one row of a key–value list (its <dd>), by the row's label. */
async function figure(scope: Locator, label: string): Promise<string> {
  const row = scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) });
  return (await row.first().locator('dd').innerText()).trim();
}

/** Digits, sign and point of a formatted number ("-￥1,234.00" → "-1234.00"). */
const plain = (value: string) => value.replace(/[^\d.-]/g, '');

interface Journey {
  locale: Locale;
  market: 'jpy' | 'usd' | 'cny';
  code: string;
  currency: string;
  minorDigits: number;
  quantity: string;
  /** Whether today's shares can be sold today (not under China's T+1 rule). */
  sellToday: boolean;
}

const journeys: Journey[] = [
  { locale: 'jp', market: 'jpy', code: '9984', currency: 'JPY', minorDigits: 0, quantity: '100', sellToday: true },
  { locale: 'us', market: 'usd', code: 'NVDA', currency: 'USD', minorDigits: 2, quantity: '3', sellToday: true },
  { locale: 'cn', market: 'cny', code: '601888', currency: 'CNY', minorDigits: 2, quantity: '100', sellToday: false },
];

test.describe.configure({ mode: 'serial' });

for (const journey of journeys) {
  test(`trade in ${journey.locale}: a limit buy fills, the profit moves, the position closes, the records are exact`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const { locale, market, code, currency } = journey;
    const t = texts(locale);
    const clock = (await post(request, '/market/clock', { type: market })) as { phase: string };
    expect(clock.phase, 'run with KABUTO_MARKET_CLOCK=always-open').toBe('open');
    const quote = (await post(request, '/market/quote', { type: market, stock_code: code })) as {
      name: Record<Locale, string>;
    };
    const name = quote.name[locale];

    await logIn(page, locale);

    // The stock page's buy entry opens the ticket at the last price (on its tick) and the smallest order.
    await page.goto(`/#/quotes/info?code=${code}&type=${market}`);
    await page.getByRole('link', { name: t('ui.quoteInfoScreen.buy') }).click();
    await expect(page.getByRole('heading', { name: t('ui.orderTicketScreen.titleBuy', { name }) })).toBeVisible();
    const form = page.getByRole('form', { name: t('ui.orderTicketScreen.form') });
    const priceField = form.getByRole('textbox', { name: t('ui.trade.price'), exact: true });
    const quantityField = form.getByRole('textbox', { name: t('ui.trade.quantity'), exact: true });
    await expect(priceField).not.toHaveValue('');

    // A price off the tick is refused before anything is sent, in the user's language.
    const last = (await priceField.inputValue()).trim();
    const offTick = fixed(
      dec(last) + dec(journey.market === 'jpy' ? '0.3' : '0.001'),
      journey.market === 'jpy' ? 1 : 3,
    );
    await priceField.fill(offTick);
    await expect(form.getByText(t('error.invalid_tick_size')).first()).toBeVisible();
    await expect(form.getByRole('button', { name: t('ui.orderTicketScreen.submitBuy') })).toBeDisabled();

    // A limit order: it fills once the price is at or below it. Half a percent above the last price, so a price that
    // drifts up for a minute on a loaded machine does not leave the journey waiting (both the jp and the us journeys
    // timed out so when the limit sat at the last price): cent ticks in New York and Shanghai; in Tokyo rounded up to
    // ten yen, on the tick of every band up to ¥30,000 (SoftBank Group trades near ¥4,600).
    const tenYen = 10n * unit;
    const limit =
      market === 'jpy'
        ? fixed((((dec(last) * 1005n) / 1000n + tenYen - 1n) / tenYen) * tenYen, 0)
        : fixed((dec(last) * 1005n) / 1000n, 2);
    await priceField.fill(limit);
    await quantityField.fill(journey.quantity);
    const figures = page.getByRole('region', { name: t('ui.orderTicketScreen.figures') });
    const principal = dec(limit) * BigInt(journey.quantity);
    await expect(figures.getByText(moneyText(locale, principal, currency), { exact: true })).toBeVisible();
    await snap(page, `${locale}-ticket`);
    await form.getByRole('button', { name: t('ui.orderTicketScreen.submitBuy') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('ui.orderTicketScreen.confirmTitle') });
    await expect(confirm).toBeVisible();
    await snap(page, `${locale}-confirm`);
    await confirm.getByRole('button', { name: t('ui.orderTicketScreen.place') }).click();
    await expect(
      page.getByRole('status').getByText(t('ui.orderTicketScreen.filledTitle'), { exact: true }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await snap(page, `${locale}-filled`);
    // The order number links to the order's own page (visited at the end, with its executions).
    const orderHref = await page.getByRole('main').getByRole('link', { name: /^\d+$/ }).getAttribute('href');
    expect(orderHref).toMatch(/^#\/position\/order\?id=\d+$/);

    // Holdings: the row's profit follows the price on the push stream. The simulator's price can stand still for
    // minutes: over two days of the always-open clock SoftBank Group (¥1 ticks near ¥5,165) sat on one price for
    // 60 s or more 4.5 % of the time, and for 245 s at the longest (NVDA 94 s, 601888 113 s); a whole run failed once
    // when the journey met a 77 s flat with a 60 s wait. So the wait is five minutes, inside the journey's eight.
    await page.getByRole('link', { name: t('ui.orderTicketScreen.viewPositions') }).click();
    await expect(page).toHaveURL(/#\/position\/index/);
    const row = page.getByRole('link', { name: new RegExp(name) }).first();
    await expect(row).toBeVisible();
    const before = await row.innerText();
    await expect.poll(async () => row.innerText(), { timeout: 300_000, intervals: [250] }).not.toBe(before);
    await snap(page, `${locale}-holding-live`);

    if (market === 'jpy') {
      // The yen asset panel (home) values the holding at the latest price and follows it.
      await page.goto('/#/home/index');
      const main = page.getByRole('main');
      const holdings = () => figure(main, t('ui.assetPanel.holdingsValue'));
      await expect.poll(holdings).not.toBe(moneyText(locale, 0n, currency));
      const valued = await holdings();
      await expect.poll(holdings, { timeout: 60_000, intervals: [500] }).not.toBe(valued);
      await snap(page, `${locale}-asset-panel-live`);
      await page.goBack();
    }

    // The detail: buy price and fee as bought.
    await row.click();
    await expect(page).toHaveURL(/#\/position\/info\?id=/);
    const detail = page.getByRole('main');
    await expect(page.getByRole('heading', { name: t('ui.positionDetailScreen.title') })).toBeVisible();
    const buyPrice = plain(await figure(detail, t('ui.positionDetailScreen.buyPrice')));
    expect(dec(buyPrice) <= dec(limit), `bought at ${buyPrice}, limit ${limit}`).toBe(true);

    if (!journey.sellToday) {
      // China's T+1: today's shares cannot be sold today; the page says so and the close is disabled.
      await expect(detail.getByText(t('ui.positionDetailScreen.cannotClose'))).toBeVisible();
      await expect(detail.getByRole('button', { name: t('ui.positionDetailScreen.close') })).toBeDisabled();
      await snap(page, `${locale}-t-plus-one`);
      await page.goto('/#/mine/transactionRecords');
      const records = page.getByRole('main');
      const bought = dec(buyPrice) * BigInt(journey.quantity);
      await expect(records.getByText(`-${moneyText(locale, bought, currency)}`).first()).toBeVisible();
      await snap(page, `${locale}-records`);
      await expectOrderPage(page, locale, orderHref!, bought, currency);
      return;
    }

    // Close at market after the seed's question.
    await detail.getByRole('button', { name: t('ui.positionDetailScreen.close') }).click();
    const dialog = page.getByRole('dialog', { name: t('ui.confirmDialog.closePosition') });
    await expect(dialog).toBeVisible();
    await snap(page, `${locale}-close-question`);
    await dialog.getByRole('button', { name: t('ui.positionDetailScreen.closeConfirm') }).click();
    await expect(detail.getByText(t('ui.positionDetailScreen.realizedPnl')).first()).toBeVisible({ timeout: 60_000 });
    await snap(page, `${locale}-closed`);
    const sellPrice = plain(await figure(detail, t('ui.positionDetailScreen.sellPrice')));
    const realizedShown = await figure(detail, t('ui.positionDetailScreen.realizedPnl'));

    // Every amount, exact: purchase, buy fee, sale, sell fee (and the realized profit they make).
    const rule = await feeRuleOf(page, locale, market, code);
    const bought = dec(buyPrice) * BigInt(journey.quantity);
    const sold = dec(sellPrice) * BigInt(journey.quantity);
    const buyFee = feeOf(bought, rule.rate, rule.minimum, journey.minorDigits);
    const sellFee = feeOf(sold, rule.rate, rule.minimum, journey.minorDigits);
    const realized = sold - sellFee - bought - buyFee;
    expect(plain(realizedShown)).toContain(fixed(realized < 0n ? -realized : realized, 2));

    await page.goto('/#/mine/transactionRecords');
    const records = page.getByRole('main');
    for (const amount of [`-${moneyText(locale, bought, currency)}`, `-${moneyText(locale, buyFee, currency)}`]) {
      await expect(records.getByText(amount).first()).toBeVisible();
    }
    for (const amount of [`+${moneyText(locale, sold, currency)}`, `-${moneyText(locale, sellFee, currency)}`]) {
      await expect(records.getByText(amount).first()).toBeVisible();
    }
    await snap(page, `${locale}-records`);
    await expectOrderPage(page, locale, orderHref!, bought, currency);
  });
}

/** The filled buy's own page: filled, its executions listed, and the amount it bought for. */
async function expectOrderPage(page: Page, locale: Locale, href: string, bought: bigint, currency: string) {
  const t = texts(locale);
  await page.goto(`/${href}`);
  await expect(page.getByRole('heading', { name: t('ui.orderDetailScreen.title') })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem', { name: t('ui.orderDetailScreen.fill', { index: 1 }) })).toBeVisible();
  expect(await figure(main, t('ui.orderDetailScreen.filledAmount'))).toBe(moneyText(locale, bought, currency));
  await snap(page, `${locale}-order`);
}

/** The disclosed fee rule as the ticket shows it before confirming ("0.10% of the principal, at least ¥100.00"). */
async function feeRuleOf(page: Page, locale: Locale, market: string, code: string) {
  const t = texts(locale);
  await page.goto(`/#/quotes/info?code=${code}&type=${market}&order=buy`);
  const figures = page.getByRole('region', { name: t('ui.orderTicketScreen.figures') });
  const text = await figures.getByText(/%/).first().innerText();
  const [rate, minimum] = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((value) => value.replace(/,/g, ''));
  if (!rate || !minimum) throw new Error(`No fee rule in «${text}»`);
  return { rate, minimum };
}

test('trade in jp: a limit buy below the market rests, is cancelled after the question, and its cash is free again', async ({
  page,
  request,
}) => {
  const t = texts('jp');
  const code = '7203';
  const quote = (await post(request, '/market/quote', { type: 'jpy', stock_code: code })) as {
    name: Record<Locale, string>;
    limitDown: string;
  };
  const name = quote.name.jp;
  const cspViolations = await recordCspViolations(page);
  await logIn(page, 'jp');

  await page.goto(`/#/quotes/info?code=${code}&type=jpy&order=buy`);
  const form = page.getByRole('form', { name: t('ui.orderTicketScreen.form') });
  const figures = page.getByRole('region', { name: t('ui.orderTicketScreen.figures') });
  const available = () => figure(figures, t('ui.orderTicketScreen.availableBalance'));
  await expect.poll(available).not.toBe('');
  const before = await available();

  // At the day's lowest allowed price the order cannot fill while the price stays above it.
  await form.getByRole('textbox', { name: t('ui.trade.price'), exact: true }).fill(quote.limitDown);
  await expect(figures.getByText(moneyText('jp', dec(quote.limitDown) * 100n, 'JPY'), { exact: true })).toBeVisible();
  await form.getByRole('button', { name: t('ui.orderTicketScreen.submitBuy') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('ui.orderTicketScreen.confirmTitle') });
  await confirm.getByRole('button', { name: t('ui.orderTicketScreen.place') }).click();
  await expect(
    page.getByRole('status').getByText(t('ui.orderTicketScreen.placedTitle'), { exact: true }),
  ).toBeVisible();
  await snap(page, 'jp-resting');

  // The working order is listed with its holding page; cancelling asks first.
  await page.getByRole('link', { name: t('ui.orderTicketScreen.viewPositions') }).click();
  const cancel = page.getByRole('button', { name: t('ui.positionsScreen.cancelFor', { name }) });
  await expect(cancel).toBeVisible();
  // Its own page: still working, nothing executed, the cash held. Followed from the foot of a long page, it opens
  // at its top (a hash change alone would keep the scroll offset).
  await page.setViewportSize({ width: 390, height: 420 });
  const detailLink = page.getByRole('link', { name: t('ui.positionsScreen.detailFor', { name }) });
  await detailLink.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await detailLink.click();
  await expect(page.getByRole('heading', { name: t('ui.orderDetailScreen.title') })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(t('ui.orderDetailScreen.fillsEmpty'))).toBeVisible();
  await expect(page.getByText(t('ui.orderDetailScreen.heldAmount'))).toBeVisible();
  await snap(page, 'jp-order-working');
  await page.goBack();
  await expect(cancel).toBeVisible();
  await cancel.click();
  const question = page.getByRole('alertdialog', { name: t('ui.positionsScreen.cancelTitle') });
  await expect(question.getByText(t('ui.positionsScreen.cancelQuestion'))).toBeVisible();
  // The page behind the question does not scroll: the dialog's scroll lock is a <style> the CSP admits by its nonce.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await cspViolations()).toEqual([]);
  await snap(page, 'jp-cancel-question');
  await question.getByRole('button', { name: t('ui.positionsScreen.cancelConfirm') }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByText(t('ui.positionsScreen.workingEmpty'))).toBeVisible();

  // What the order held is available again, to the yen.
  await page.goto(`/#/quotes/info?code=${code}&type=jpy&order=buy`);
  await expect.poll(available).toBe(before);
});
