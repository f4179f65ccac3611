import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMarkets as renderWithKabuto } from '../shared/testing.tsx';
import { MoreIndexScreen } from './MoreIndexScreen.tsx';
import { moreIndexProps } from './MoreIndexScreen.fixtures.ts';

describe('MoreIndexScreen', () => {
  it('lists indices with level and signed change, linking to their chart', async () => {
    await renderWithKabuto(<MoreIndexScreen {...moreIndexProps} />);
    const nikkei = page.getByRole('list', { name: '指数一覧' }).getByRole('link', { name: /日経平均株価/ });
    await expect.element(nikkei).toHaveTextContent('38,612.45');
    await expect.element(nikkei).toHaveTextContent('▲+112.45');
    await expect.element(nikkei).toHaveAttribute('href', '#/quotes/info?code=N225&type=jpy&kind=index');
  });

  it('shows the market phase', async () => {
    await renderWithKabuto(<MoreIndexScreen {...moreIndexProps} />);
    await expect.element(page.getByText('取引時間中')).toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderWithKabuto(
      <MoreIndexScreen {...moreIndexProps} indices={{ status: 'loading', items: [] }} />,
    );
    await expect.element(page.getByRole('status').filter({ hasText: '読み込み中' })).toBeInTheDocument();
    await rerender(<MoreIndexScreen {...moreIndexProps} indices={{ status: 'empty', items: [] }} />);
    await expect.element(page.getByText('データがありません')).toBeInTheDocument();
    await rerender(<MoreIndexScreen {...moreIndexProps} indices={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
