import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { QuoteRowItem } from '../../components/QuoteRow/QuoteRow.tsx';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { jpStocks } from '../markets/shared/fixtures.ts';
import type { LiveFeed } from '../markets/shared/types.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { homeReadyProps } from './HomeScreen.fixtures.ts';

function feedOf(initial: QuoteRowItem[]) {
  let rows: readonly QuoteRowItem[] = initial;
  const listeners = new Set<() => void>();
  const feed: LiveFeed<QuoteRowItem> = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => rows,
  };
  return {
    feed,
    push(next: readonly QuoteRowItem[]) {
      rows = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('HomeScreen', () => {
  it('shows assets inside the shell', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} />);
    await expect
      .element(page.getByRole('main').getByRole('region', { name: '資産状況' }))
      .toHaveTextContent('￥12,345,678.90');
    await expect.element(page.getByRole('link', { name: '資産' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a skeleton while loading', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} status="loading" assets={undefined} />);
    await expect.element(page.getByRole('region', { name: '資産状況' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a retry on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<HomeScreen {...homeReadyProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('lists the market’s stocks as links to their detail pages', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} />);
    const list = page.getByRole('list', { name: '日本株の銘柄' });
    await expect
      .element(list.getByRole('link', { name: /トヨタ自動車/ }))
      .toHaveAttribute('href', '#/quotes/info?code=7203&type=jpy');
  });

  it('shows index changes with a sign and an arrow, not colour alone', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} />);
    const topix = page.getByRole('list', { name: '指数一覧' }).getByRole('link', { name: /TOPIX/ });
    await expect.element(topix).toHaveTextContent('▼-8.31');
    await expect.element(topix).toHaveTextContent('-0.31%');
  });

  it('switches market and ranking', async () => {
    const onMarketChange = vi.fn();
    const onRankingKindChange = vi.fn();
    await renderWithKabuto(
      <HomeScreen {...homeReadyProps} onMarketChange={onMarketChange} onRankingKindChange={onRankingKindChange} />,
    );
    await page.getByRole('radio', { name: '米国株' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('usd');
    await page.getByRole('radio', { name: '出来高' }).click();
    expect(onRankingKindChange).toHaveBeenCalledWith('volume');
  });

  it('updates a row from a live feed without new props', async () => {
    const { feed, push } = feedOf(jpStocks);
    await renderWithKabuto(<HomeScreen {...homeReadyProps} stocks={{ status: 'ready', items: feed }} />);
    const list = page.getByRole('list', { name: '日本株の銘柄' });
    await expect.element(list.getByRole('link', { name: /トヨタ自動車/ })).toHaveTextContent('2,995.5');
    push(jpStocks.map((row) => (row.code === '7203' ? { ...row, price: '3001.0', flash: 'up' as const } : row)));
    await expect.element(list.getByRole('link', { name: /トヨタ自動車/ })).toHaveTextContent('3,001.0');
  });

  it('shows each list’s error with its own retry', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<HomeScreen {...homeReadyProps} stocks={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
