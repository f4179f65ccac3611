import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMarkets as renderWithKabuto } from '../shared/testing.tsx';
import { WatchlistScreen } from './WatchlistScreen.tsx';
import { watched, watchlistProps } from './WatchlistScreen.fixtures.ts';

describe('WatchlistScreen', () => {
  it('lists the watchlist live, with a way to add', async () => {
    await renderWithKabuto(<WatchlistScreen {...watchlistProps} />);
    await expect
      .element(page.getByRole('list', { name: 'お気に入り（日本株）' }).getByRole('link', { name: /トヨタ自動車/ }))
      .toHaveAttribute('href', '#/quotes/info?code=7203&type=jpy');
    await expect.element(page.getByRole('link', { name: '銘柄を追加' })).toHaveAttribute('href', '#/quotes/search');
  });

  it('selects all and deletes after confirming', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<WatchlistScreen {...watchlistProps} onDelete={onDelete} />);
    await page.getByRole('button', { name: '編集' }).click();
    const remove = page.getByRole('button', { name: '削除（0）' });
    await expect.element(remove).toBeDisabled();
    await page.getByRole('checkbox', { name: 'すべて選択' }).click();
    await page.getByRole('button', { name: '削除（5）' }).click();
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveTextContent('選択した5銘柄をお気に入りから削除しますか？');
    await page.getByRole('button', { name: '削除する' }).click();
    expect(onDelete).toHaveBeenCalledWith(watched.map((item) => item.code));
    await expect.element(page.getByRole('button', { name: '削除（0）' })).toBeInTheDocument();
  });

  it('deletes one selected stock and keeps the rest', async () => {
    const onDelete = vi.fn();
    await renderWithKabuto(<WatchlistScreen {...watchlistProps} onDelete={onDelete} />);
    await page.getByRole('button', { name: '編集' }).click();
    await page.getByRole('checkbox', { name: 'ソニーグループ 6758' }).click();
    await page.getByRole('button', { name: '削除（1）' }).click();
    await page.getByRole('button', { name: '削除する' }).click();
    expect(onDelete).toHaveBeenCalledWith(['6758']);
  });

  it('reorders with the up and down buttons', async () => {
    const onReorder = vi.fn();
    await renderWithKabuto(<WatchlistScreen {...watchlistProps} onReorder={onReorder} />);
    await page.getByRole('button', { name: '編集' }).click();
    await expect.element(page.getByRole('button', { name: 'トヨタ自動車を上へ' })).toBeDisabled();
    await page.getByRole('button', { name: 'ソニーグループを上へ' }).click();
    expect(onReorder).toHaveBeenLastCalledWith(['6758', '7203', '9984', '6861', '8058']);
    await page.getByRole('button', { name: 'トヨタ自動車を下へ' }).click();
    expect(onReorder).toHaveBeenLastCalledWith(['6758', '7203', '9984', '6861', '8058']);
  });

  it('explains how to add when empty, and retries on error', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderWithKabuto(
      <WatchlistScreen {...watchlistProps} list={{ status: 'ready', items: [] }} />,
    );
    await expect.element(page.getByText('お気に入りはまだありません')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: '編集' })).not.toBeInTheDocument();
    await rerender(<WatchlistScreen {...watchlistProps} list={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
