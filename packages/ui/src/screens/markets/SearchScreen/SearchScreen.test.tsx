import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderMarkets as renderWithKabuto } from '../shared/testing.tsx';
import { SearchScreen } from './SearchScreen.tsx';
import { searchProps, searchResults } from './SearchScreen.fixtures.ts';

const idle = { status: 'idle', items: [] } as const;

describe('SearchScreen', () => {
  it('lists results with their market, linking to the detail page', async () => {
    await renderWithKabuto(<SearchScreen {...searchProps} />);
    const list = page.getByRole('list', { name: '検索結果' });
    await expect.element(list.getByRole('link', { name: /トヨタ自動車（ADR）/ })).toHaveTextContent('米国');
    await expect
      .element(list.getByRole('link', { name: /本田技研工業/ }))
      .toHaveAttribute('href', '#/quotes/info?code=7267&type=jpy');
    await expect.element(page.getByRole('status').filter({ hasText: '3件' })).toBeInTheDocument();
  });

  it('reports typing and Enter', async () => {
    const onQueryChange = vi.fn();
    const onSubmit = vi.fn();
    await renderWithKabuto(
      <SearchScreen {...searchProps} query="" results={idle} onQueryChange={onQueryChange} onSubmit={onSubmit} />,
    );
    await userEvent.type(page.getByRole('searchbox', { name: '銘柄を検索' }), 'A');
    expect(onQueryChange).toHaveBeenLastCalledWith('A');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalled();
  });

  it('runs a recent search and clears the history', async () => {
    const onQueryChange = vi.fn();
    const onSubmit = vi.fn();
    const onClearRecent = vi.fn();
    await renderWithKabuto(
      <SearchScreen
        {...searchProps}
        query=""
        results={idle}
        onQueryChange={onQueryChange}
        onSubmit={onSubmit}
        onClearRecent={onClearRecent}
      />,
    );
    await page.getByRole('button', { name: '茅台' }).click();
    expect(onQueryChange).toHaveBeenCalledWith('茅台');
    expect(onSubmit).toHaveBeenCalledWith('茅台');
    await page.getByRole('button', { name: '履歴を消去' }).click();
    expect(onClearRecent).toHaveBeenCalledOnce();
  });

  it('stars a result into the watchlist', async () => {
    const onToggleWatch = vi.fn();
    await renderWithKabuto(<SearchScreen {...searchProps} onToggleWatch={onToggleWatch} />);
    await expect
      .element(page.getByRole('button', { name: 'トヨタ自動車をお気に入りから削除' }))
      .toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '本田技研工業をお気に入りに追加' }).click();
    expect(onToggleWatch).toHaveBeenCalledWith(searchResults[1]);
  });

  it('says what to try when nothing matched, and offers a retry on error', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderWithKabuto(
      <SearchScreen {...searchProps} results={{ status: 'ready', items: [] }} />,
    );
    await expect.element(page.getByText('該当する銘柄はありません')).toBeInTheDocument();
    await rerender(<SearchScreen {...searchProps} results={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
