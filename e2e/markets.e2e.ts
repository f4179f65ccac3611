import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import { JOURNEY_TIMEOUT, expect, test, screenshotSteps, passkeyLater, postForm } from './support.ts';

// The live markets as the demo user meets them, against the product started with `npm start`: prices move on the
// home list, a stock opens with every chart period, search finds stocks in Japanese, Chinese and English, and the
// watchlist is built from search and edited. Screenshots of each step go to test-results/markets/.

const messages: Record<string, string> = { ...uiJp, ...appJp };
function text(id: string, values: Record<string, string | number> = {}): string {
  const message = messages[id];
  if (!message) throw new Error(`No jp message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

const demo = { account: '0900000001', password: 'demo2026' };

const snap = screenshotSteps('markets');

const post = postForm;

/** Prices move only while the market trades: the demo clock, or Tokyo's real session. */
async function expectTokyoTrading(request: APIRequestContext) {
  const clock = (await post(request, '/market/clock', { type: 'jpy' })) as { phase: string };
  expect(clock.phase, 'Tokyo is not trading: run with KABUTO_MARKET_CLOCK=always-open').toBe('open');
}

async function logIn(page: Page) {
  await page.goto('/#/login/login');
  await page.evaluate(() => {
    window.localStorage.clear();
    window.localStorage.setItem('language', 'jp');
  });
  await page.reload();
  await page.getByLabel(text('ui.loginScreen.account'), { exact: true }).fill(demo.account);
  await page.getByLabel(text('ui.loginScreen.password'), { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: text('ui.loginScreen.submit'), exact: true }).click();
  await passkeyLater(page, text('ui.passkeySetupPromptScreen.later'));
  await expect(page).toHaveURL(/#\/home\/index$/);
}

async function searchFor(page: Page, keyword: string): Promise<Locator> {
  const field = page.getByRole('searchbox', { name: text('ui.searchScreen.label') });
  await field.fill(keyword);
  await field.press('Enter');
  const results = page.getByRole('list', { name: text('ui.searchScreen.results') });
  await expect(results).toBeVisible();
  return results;
}

test.describe.configure({ mode: 'serial' });

// Prices move only while a market trades. The server's demo clock is fixed at start-up (KABUTO_MARKET_CLOCK, or the
// operator's setting from the next start): outside Tokyo trading hours run this file with
// KABUTO_MARKET_CLOCK=always-open (the web server inherits the environment).
test('markets: prices move on the home list', async ({ page, request }) => {
  await expectTokyoTrading(request);
  await logIn(page);

  // Home: the Japanese market's stocks tick; wait for any price on the list to change.
  const stocks = page.getByRole('list', { name: text('ui.homeScreen.stockList', { market: text('ui.markets.jpy') }) });
  await expect(stocks.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: text('ui.markets.indexList') })).toBeVisible();
  await snap(page, 'home');
  const before = await stocks.innerText();
  await expect.poll(async () => (await stocks.innerText()) !== before, { timeout: 30_000 }).toBe(true);
  await snap(page, 'home-ticked');
});

test('markets: every chart period, search in three languages, watchlist', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await logIn(page);
  const stocks = page.getByRole('list', { name: text('ui.homeScreen.stockList', { market: text('ui.markets.jpy') }) });
  await expect(stocks.getByRole('listitem').first()).toBeVisible();

  // Rankings: every kind loads a list.
  for (const kind of ['losers', 'volume', 'turnover', 'gainers'] as const) {
    await page.getByRole('radio', { name: text(`ui.homeScreen.${kind}`) }).click();
    await expect(
      page
        .getByRole('list', { name: text(`ui.homeScreen.${kind}`) })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  }

  // A stock in detail, through every chart period.
  const firstStock = stocks.getByRole('link').first();
  await firstStock.click();
  await expect(page).toHaveURL(/#\/quotes\/info\?code=\w+&type=jpy$/);
  await expect(page.getByText(text('ui.quoteInfoScreen.previousClose'), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: text('ui.quoteInfoScreen.limitBand') })).toBeVisible();
  const periods = ['intraday', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;
  for (const period of periods) {
    const button = page.getByRole('button', { name: text(`ui.priceChart.period.${period}`), exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const periodLabel = text(`ui.priceChart.period.${period}`);
    await expect(
      page.getByRole('group', { name: text('ui.priceChart.chartLabel', { period: periodLabel }) }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await snap(page, `chart-${period}`);
  }
  // A span for the daily chart.
  await page.getByRole('button', { name: text('ui.priceChart.period.day'), exact: true }).click();
  await page.getByRole('radio', { name: text('ui.quoteInfoScreen.range3m') }).click();
  await expect(
    page.getByRole('group', { name: text('ui.priceChart.chartLabel', { period: text('ui.priceChart.period.day') }) }),
  ).toBeVisible();

  // Search in Japanese, Chinese and English.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('ui.bottomNav.search') })
    .click();
  await expect(page).toHaveURL(/#\/quotes\/search$/);
  let results = await searchFor(page, 'トヨタ');
  await expect(results.getByRole('link', { name: /7203/ })).toBeVisible();
  await snap(page, 'search-jp');
  const toyota = results.getByRole('listitem').filter({ hasText: '7203' });
  await toyota.getByRole('button').click();
  await expect(toyota.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

  results = await searchFor(page, '茅台');
  await expect(results.getByRole('link', { name: /600519/ })).toBeVisible();
  await snap(page, 'search-cn');

  results = await searchFor(page, 'Apple');
  await expect(results.getByRole('link', { name: /AAPL/ })).toBeVisible();
  await snap(page, 'search-us');

  results = await searchFor(page, '6758');
  const sony = results.getByRole('listitem').filter({ hasText: '6758' });
  await sony.getByRole('button').click();
  await expect(sony.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

  // The recent searches are kept and clearable.
  await page.getByRole('searchbox', { name: text('ui.searchScreen.label') }).fill('');
  await expect(page.getByRole('button', { name: '茅台' })).toBeVisible();
  await snap(page, 'search-recent');

  // The watchlist has both; edit, delete one after confirming.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('ui.bottomNav.watchlist') })
    .click();
  await expect(page).toHaveURL(/#\/quotes\/self$/);
  const watchlist = page.getByRole('list', {
    name: text('ui.watchlistScreen.list', { market: text('ui.markets.jpy') }),
  });
  await expect(watchlist.getByRole('link', { name: /7203/ })).toBeVisible();
  await expect(watchlist.getByRole('link', { name: /6758/ })).toBeVisible();
  await snap(page, 'watchlist');
  await page.getByRole('button', { name: text('ui.watchlistScreen.edit') }).click();
  await page.getByRole('checkbox', { name: /6758/ }).check();
  await snap(page, 'watchlist-edit');
  await page.getByRole('button', { name: text('ui.watchlistScreen.deleteSelected', { count: 1 }) }).click();
  await expect(page.getByRole('alertdialog')).toContainText(text('ui.watchlistScreen.confirmMessage', { count: 1 }));
  await page.getByRole('button', { name: text('ui.watchlistScreen.confirmDelete') }).click();
  await expect(page.getByRole('checkbox', { name: /6758/ })).toHaveCount(0);
  await page.getByRole('button', { name: text('ui.watchlistScreen.done') }).click();
  await expect(watchlist.getByRole('link', { name: /7203/ })).toBeVisible();
  await expect(watchlist.getByRole('link', { name: /6758/ })).toHaveCount(0);
  await snap(page, 'watchlist-after-delete');

  // It stays that way after a reload (the server has it).
  await page.reload();
  await expect(watchlist.getByRole('link', { name: /7203/ })).toBeVisible();
  await expect(watchlist.getByRole('link', { name: /6758/ })).toHaveCount(0);
});
