import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { BlockResultsScreen } from './BlockResultsScreen.tsx';
import { blockResultsProps, resultsList } from './BlockResultsScreen.fixtures.ts';

describe('BlockResultsScreen', () => {
  it('shows shares allotted, the price, the amount charged and the hold released', async () => {
    await renderWithKabuto(<BlockResultsScreen {...blockResultsProps} />);
    const items = page.getByRole('list', { name: '配分結果' }).getByRole('listitem');
    await expect.element(items).toHaveLength(3);
    const partial = items.filter({ hasText: 'やまびこ化学' });
    await expect.element(partial.getByRole('heading', { name: 'やまびこ化学' })).toBeVisible();
    await expect.element(partial).toHaveTextContent('抽選で一部配分');
    await expect.element(partial).toHaveTextContent('配分株数200株（申込500株）');
    await expect.element(partial).toHaveTextContent('分売価格￥1,450');
    await expect.element(partial).toHaveTextContent('受渡代金￥290,000.00');
    await expect.element(partial).toHaveTextContent('解放された拘束額￥435,000.00');
    await expect.element(partial).toHaveTextContent('配分日時2026/11/19 08:35 JST');
    const none = items.filter({ hasText: 'しおさい銀行' });
    await expect.element(none).toHaveTextContent('配分株数0株（申込300株）');
    await expect.element(none).toHaveTextContent('受渡代金￥0.00');
    await expect.element(none).toHaveTextContent('解放された拘束額￥264,000.00');
  });

  it('shows the lottery’s seed and hashes in full when it went to one, and says so when it did not', async () => {
    await renderWithKabuto(<BlockResultsScreen {...blockResultsProps} />);
    const items = page.getByRole('list', { name: '配分結果' }).getByRole('listitem');
    const partial = items.filter({ hasText: 'やまびこ化学' });
    await partial.getByText('抽選の公開情報').click();
    await expect
      .element(partial.getByText('3b7e9f1c0a52d84e6f17c3a9b05d2e8f41a6c7b9d0e3f25a8c14b6d7e9f0a2c3'))
      .toBeVisible();
    await expect
      .element(partial.getByText('8f2a6c1e9b4d07f3a5e2c8b1d6f490e7c3a5b2d8f1e6c4a9b07d3e5f2a8c1b6e'))
      .toBeVisible();
    await expect
      .element(items.filter({ hasText: '北電機' }))
      .toHaveTextContent('申込が分売株数以内だったため、抽選はありませんでした。');
  });

  it('links an allotment to its holding, and nothing allotted to none', async () => {
    await renderWithKabuto(<BlockResultsScreen {...blockResultsProps} />);
    await expect
      .element(page.getByRole('link', { name: 'やまびこ化学の保有株を見る' }))
      .toHaveAttribute('href', '#/position/index?id=7790');
    expect(page.getByRole('link', { name: 'しおさい銀行の保有株を見る' }).elements()).toHaveLength(0);
    await expect
      .element(page.getByRole('link', { name: 'しおさい銀行の分売の詳細' }))
      .toHaveAttribute('href', '#/home/largeInfo?id=3001');
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <BlockResultsScreen {...blockResultsProps} results={{ ...resultsList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <BlockResultsScreen {...blockResultsProps} results={{ ...resultsList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const empty = await renderWithKabuto(<BlockResultsScreen {...blockResultsProps} results={resultsList([])} />);
    await expect.element(page.getByText('配分結果はまだありません')).toBeVisible();
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <BlockResultsScreen
        {...blockResultsProps}
        results={{ ...resultsList(blockResultsProps.results.items), hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
