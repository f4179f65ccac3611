import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMarkets as renderWithKabuto } from '../shared/testing.tsx';
import { MoreStockScreen } from './MoreStockScreen.tsx';
import { moreStockProps } from './MoreStockScreen.fixtures.ts';

describe('MoreStockScreen', () => {
  it('holds 500 rows but renders only what is on screen', async () => {
    await renderWithKabuto(<MoreStockScreen {...moreStockProps} />);
    const list = page.getByRole('list', { name: '日本株の全銘柄' });
    await expect.element(list).toBeInTheDocument();
    await expect.element(page.getByText('全500銘柄')).toBeInTheDocument();
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.elements().length).toBeGreaterThan(3);
    expect(rows.elements().length).toBeLessThan(40);
    expect(rows.elements()[0]?.getAttribute('aria-setsize')).toBe('500');
  });

  it('reports the sort and the market', async () => {
    const onSortChange = vi.fn();
    const onMarketChange = vi.fn();
    await renderWithKabuto(
      <MoreStockScreen {...moreStockProps} onSortChange={onSortChange} onMarketChange={onMarketChange} />,
    );
    await page.getByRole('radio', { name: '値下がり' }).click();
    expect(onSortChange).toHaveBeenCalledWith('losers');
    await page.getByRole('radio', { name: '中国株' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('cny');
  });

  it('has empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderWithKabuto(
      <MoreStockScreen {...moreStockProps} stocks={{ status: 'empty', items: [] }} />,
    );
    await expect.element(page.getByText('データがありません')).toBeInTheDocument();
    await rerender(<MoreStockScreen {...moreStockProps} stocks={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
