import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { renderMarkets } from '../../markets/shared/testing.tsx';
import { followList } from '../shared/fixtures.ts';
import { FollowListScreen } from './FollowListScreen.tsx';
import { followListProps, listProducts } from './FollowListScreen.fixtures.ts';

describe('FollowListScreen', () => {
  it('shows each product with its kind, NAV, realised returns, drawdown, minimum and a link to its page', async () => {
    await renderWithKabuto(<FollowListScreen {...followListProps} />);
    const list = page.getByRole('list', { name: '商品一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(4);
    const value = list.getByRole('listitem', { name: '日本大型株バリュー戦略' });
    await expect.element(value).toHaveTextContent('募集中');
    await expect.element(value).toHaveTextContent('リーダー');
    await expect.element(value).toHaveTextContent('運用: 山田 健一');
    const figures = value.getByRole('definition');
    expect(figures.elements().length).toBe(6);
    await expect.element(value).toHaveTextContent('基準価額￥10,432.18');
    await expect.element(value).toHaveTextContent('前日比▼-0.62%');
    await expect.element(value).toHaveTextContent('設定来▲+4.32%');
    await expect.element(value).toHaveTextContent(/最大下落率▼-\d+\.\d\d%/);
    await expect.element(value).toHaveTextContent('最低投資額￥100,000.00');
    await expect.element(value).toHaveTextContent('フォロワー1,284人');
    await expect
      .element(page.getByRole('link', { name: '日本大型株バリュー戦略の詳細' }))
      .toHaveAttribute('href', '#/home/followInfo?id=210');
    // Each product in its own market's colours: red up in Tokyo, green up in New York.
    await expect.element(value).toHaveAttribute('data-price-colours', 'red-up');
    await expect
      .element(list.getByRole('listitem', { name: '米国株モメンタム5' }))
      .toHaveAttribute('data-price-colours', 'green-up');
    const rule = list.getByRole('listitem', { name: '日本株 均等ウェイト月次リバランス' });
    await expect.element(rule).toHaveTextContent('クオンツ');
    await expect.element(list.getByRole('listitem', { name: '中国消費リーダー戦略' })).toHaveTextContent('運用終了');
    await expect
      .element(page.getByRole('link', { name: 'フォロー中の商品と履歴' }))
      .toHaveAttribute('href', '#/mine/followOrder');
    // Never a promise of a return.
    await expect.element(page.getByText(/将来の成果や利益を約束するものではありません/)).toBeVisible();
  });

  it('picks at most two products to compare and says how many are picked', async () => {
    const onCompareIdsChange = vi.fn();
    const { rerender } = await renderMarkets(
      <FollowListScreen {...followListProps} onCompareIdsChange={onCompareIdsChange} />,
    );
    await expect.element(page.getByText(/2つチェックを入れると/)).toBeVisible();
    await page.getByRole('checkbox', { name: '日本大型株バリュー戦略を比較する' }).click();
    expect(onCompareIdsChange).toHaveBeenLastCalledWith(['210']);

    await rerender(
      <FollowListScreen {...followListProps} compareIds={['210']} onCompareIdsChange={onCompareIdsChange} />,
    );
    await expect.element(page.getByText('日本大型株バリュー戦略を選びました。もう1つ選んでください。')).toBeVisible();
    expect(page.getByRole('button', { name: '並べて比較' }).elements()).toHaveLength(0);
    await page.getByRole('checkbox', { name: '米国株モメンタム5を比較する' }).click();
    expect(onCompareIdsChange).toHaveBeenLastCalledWith(['210', '218']);

    await rerender(
      <FollowListScreen {...followListProps} compareIds={['210', '218']} onCompareIdsChange={onCompareIdsChange} />,
    );
    await expect
      .element(page.getByRole('checkbox', { name: '日本株 均等ウェイト月次リバランスを比較する' }))
      .toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: '米国株モメンタム5を比較する' })).toBeChecked();
    await page.getByRole('checkbox', { name: '日本大型株バリュー戦略を比較する' }).click();
    expect(onCompareIdsChange).toHaveBeenLastCalledWith(['218']);
    await page.getByRole('button', { name: '選択を解除' }).click();
    expect(onCompareIdsChange).toHaveBeenLastCalledWith([]);
  });

  it('lays two products side by side with every fee and figure', async () => {
    await renderWithKabuto(<FollowListScreen {...followListProps} compareIds={['210', '214']} />);
    await page.getByRole('button', { name: '並べて比較' }).first().click();
    const dialog = page.getByRole('dialog', { name: '商品の比較' });
    await expect.element(dialog).toBeVisible();
    const row = (id: string) => dialog.element().querySelector(`[data-row="${id}"]`)!;
    expect(row('kind').textContent).toBe(
      '運用の種類日本大型株バリュー戦略: リーダー日本株 均等ウェイト月次リバランス: クオンツ',
    );
    expect(row('entryFee').textContent).toContain('バリュー戦略: なし');
    expect(row('entryFee').textContent).toContain('月次リバランス: 1.00%');
    expect(row('earlyExitFee').textContent).toContain('0.50%（購入から30日以内に停止した場合のみ）');
    expect(row('profitShare').textContent).toContain('利益の10.00%（利益が出た場合のみ）');
    expect(row('deadline').textContent).toContain('2026/12/25 15:00 JST');
    expect(row('deadline').textContent).toContain('期限なし');
    expect(row('minimum').textContent).toContain('￥50,000.00');
    await expect
      .element(dialog)
      .toHaveTextContent(/^商品の比較.*日本大型株バリュー戦略日本株 均等ウェイト月次リバランス運用の種類/);
  });

  it('speaks English with plurals', async () => {
    await renderWithKabuto(
      <FollowListScreen
        {...followListProps}
        products={followList([{ ...listProducts[0]!, followerCount: 1 }, ...listProducts.slice(1)])}
        compareIds={['210', '218']}
      />,
      { locale: 'us' },
    );
    const first = page.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('Followers1 person');
    await expect.element(page.getByRole('listitem').nth(2)).toHaveTextContent('Followers845 people');
    await page.getByRole('button', { name: 'Compare side by side' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent('1.00% (only when stopped within 14 days of buying)');
    await expect.element(dialog).toHaveTextContent('0.50% (only when stopped within 30 days of buying)');
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <FollowListScreen {...followListProps} products={{ ...followList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('follow-skeleton')).toBeInTheDocument();
    await loading.unmount();

    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <FollowListScreen {...followListProps} products={{ ...followList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();

    const empty = await renderWithKabuto(<FollowListScreen {...followListProps} products={followList([])} />);
    await expect.element(page.getByText('公開中の商品はありません')).toBeVisible();
    expect(page.getByRole('heading', { name: '2つの商品を比較' }).elements()).toHaveLength(0);
    await empty.unmount();

    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <FollowListScreen {...followListProps} products={{ ...followList(listProducts), hasMore: true, onLoadMore }} />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
