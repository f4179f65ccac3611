import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { BlockListScreen } from './BlockListScreen.tsx';
import { blockListProps, blockListTab, distributionsList } from './BlockListScreen.fixtures.ts';

describe('BlockListScreen', () => {
  it('shows a distribution open today: price, signed discount with the currency, window, lot and limits', async () => {
    await renderWithKabuto(<BlockListScreen {...blockListProps} />);
    const list = page.getByRole('list', { name: '本日受付' });
    await expect.element(list.getByRole('listitem')).toHaveLength(2);
    const card = list.getByRole('listitem').filter({ hasText: '東工業' });
    await expect.element(card.getByRole('heading', { name: '東工業' })).toBeVisible();
    await expect.element(card).toHaveTextContent('分売価格￥950');
    await expect.element(card).toHaveTextContent('前日終値からの割引-￥30（-3.00%）');
    await expect.element(card).toHaveTextContent('申込期間2026/11/24 17:00 JST〜2026/11/25 08:20 JST');
    await expect.element(card).toHaveTextContent('売買単位100株');
    await expect.element(card).toHaveTextContent('申込株数（最小〜最大）100〜500株');
    await expect
      .element(page.getByRole('link', { name: '東工業の分売に申し込む' }))
      .toHaveAttribute('href', '#/home/largeInfo?id=3011');
    // Applied already: marked, and the link only shows the details.
    const applied = list.getByRole('listitem').filter({ hasText: '西風ホールディングス' });
    await expect.element(applied).toHaveTextContent('申込済み');
    await expect
      .element(page.getByRole('link', { name: '西風ホールディングスの分売の詳細' }))
      .toHaveAttribute('href', '#/home/largeInfo?id=3012');
    await expect.element(page.getByRole('link', { name: '分売の申込履歴' })).toHaveAttribute('href', '#/home/large2');
    await expect.element(page.getByRole('link', { name: '分売の配分結果' })).toHaveAttribute('href', '#/home/large3');
  });

  it('switches to upcoming, where the price is not fixed yet and only the disclosed discount shows', async () => {
    const onTabChange = vi.fn();
    const screen = await renderWithKabuto(<BlockListScreen {...blockListProps} onTabChange={onTabChange} />);
    await page.getByRole('tab', { name: '今後の予定' }).click();
    expect(onTabChange).toHaveBeenCalledWith('upcoming');
    await screen.unmount();
    await renderWithKabuto(<BlockListScreen {...blockListProps} {...blockListTab('upcoming')} />, { locale: 'us' });
    const card = page.getByRole('listitem').first();
    await expect.element(card).toHaveTextContent('みなと物流');
    await expect.element(card).toHaveTextContent('-2.00%');
    expect(page.getByRole('link', { name: /Apply/i }).elements()).toHaveLength(0);
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <BlockListScreen {...blockListProps} distributions={{ ...distributionsList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await expect.element(page.getByRole('tab', { name: '本日受付' })).toBeVisible();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <BlockListScreen {...blockListProps} distributions={{ ...distributionsList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const empty = await renderWithKabuto(<BlockListScreen {...blockListProps} distributions={distributionsList([])} />);
    await expect.element(page.getByText('本日受付中の分売はありません')).toBeVisible();
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <BlockListScreen
        {...blockListProps}
        distributions={{ ...distributionsList(blockListProps.distributions.items), hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
