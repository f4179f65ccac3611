import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { followList, momentumOrder, stoppedOrder, valueOrder } from '../shared/fixtures.ts';
import { FollowOrdersScreen } from './FollowOrdersScreen.tsx';
import { endedTab, followOrdersProps } from './FollowOrdersScreen.fixtures.ts';

const props = followOrdersProps;

describe('FollowOrdersScreen', () => {
  it('lists following orders with units, cost, value, the day’s and the cumulative profit', async () => {
    const onTabChange = vi.fn();
    await renderWithKabuto(<FollowOrdersScreen {...props} onTabChange={onTabChange} />);
    const tabs = page.getByRole('tablist', { name: '注文の状態' }).getByRole('tab');
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual(['フォロー中', '終了']);
    await page.getByRole('tab', { name: '終了' }).click();
    expect(onTabChange).toHaveBeenCalledWith('ended');

    const list = page.getByRole('list', { name: 'フォロー中' });
    await expect.element(list.getByRole('listitem')).toHaveLength(3);
    const value = list.getByRole('listitem', { name: '日本大型株バリュー戦略' });
    await expect.element(value).toHaveTextContent('保有口数28.9519口');
    await expect.element(value).toHaveTextContent('取得額￥300,000.00');
    await expect.element(value).toHaveTextContent('評価額￥302,031.00');
    await expect.element(value).toHaveTextContent('前日比損益▼-￥1,884.00');
    await expect.element(value).toHaveTextContent('累計損益▲+￥2,031.00▲+0.68%');
    await expect.element(value).toHaveTextContent('2026/11/05 10:02 JST に基準価額 ￥10,362.00 で購入');
    await expect.element(value).toHaveTextContent('現在の基準価額 ￥10,432.18');
    await expect.element(value).toHaveTextContent('2026/12/05までの停止には早期停止手数料0.50%がかかります');
    await expect
      .element(value.getByRole('link', { name: '日本大型株バリュー戦略の商品ページ' }))
      .toHaveAttribute('href', '#/home/followInfo?id=210');
    const rule = list.getByRole('listitem', { name: '日本株 均等ウェイト月次リバランス' });
    await expect.element(rule).toHaveTextContent('累計損益▼-￥1,007.00▼-1.01%');
    await expect.element(rule).toHaveTextContent('今停止しても早期停止手数料はかかりません');
    const dollars = list.getByRole('listitem', { name: '米国株モメンタム5' });
    await expect.element(dollars).toHaveTextContent('評価額$2,012.91');
    // A mixed list: each order in its own market's colours.
    await expect.element(dollars).toHaveAttribute('data-price-colours', 'green-up');
    await expect.element(value).toHaveAttribute('data-price-colours', 'red-up');
  });

  it('stops at any time after showing what it pays now: value less the early-exit fee and the profit share', async () => {
    const onStop = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<FollowOrdersScreen {...props} onStop={onStop} />);
    await page.getByRole('button', { name: '日本大型株バリュー戦略のフォローを停止する' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'フォローの停止' });
    await expect.element(dialog).toHaveAccessibleDescription(/その時点の基準価額で評価した金額から/);
    await expect.element(dialog).toHaveTextContent('評価額（現在）￥302,031.00');
    await expect.element(dialog).toHaveTextContent('早期停止手数料−￥1,510.00');
    await expect.element(dialog).toHaveTextContent('成功報酬−￥52.00');
    // 302,031 − 1,510 − 52, exactly the contract's example proceeds.
    await expect.element(dialog).toHaveTextContent('受取額（見込み）￥300,469.00');
    expect(onStop).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '停止する' }).click();
    expect(onStop).toHaveBeenCalledWith('45120');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('takes no profit share when the value less the early-exit fee is not a gain', async () => {
    await renderWithKabuto(<FollowOrdersScreen {...props} orders={followList([momentumOrder])} />);
    await page.getByRole('button', { name: '米国株モメンタム5のフォローを停止する' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('早期停止手数料−$20.12');
    await expect.element(dialog).toHaveTextContent('成功報酬−$0.00');
    await expect.element(dialog).toHaveTextContent('受取額（見込み）$1,992.79');
  });

  it('keeps the stop dialog open with the refusal when the stop fails', async () => {
    await renderWithKabuto(
      <FollowOrdersScreen
        {...props}
        onStop={() => Promise.reject(new Error('order_not_holding'))}
        stopRefusal={{ orderId: valueOrder.id, code: 'order_not_holding' }}
      />,
    );
    await page.getByRole('button', { name: '日本大型株バリュー戦略のフォローを停止する' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: '停止する' }).click();
    await expect.element(dialog).toBeVisible();
  });

  it('shows what a stop paid, and ended orders with their exit figures and reason', async () => {
    const { unmount } = await renderWithKabuto(<FollowOrdersScreen {...props} stopped={stoppedOrder} />);
    await expect
      .element(page.getByRole('status').filter({ hasText: 'フォローを停止しました' }))
      .toHaveTextContent('日本大型株バリュー戦略：￥205,246.00を利用可能な現金に戻しました（基準価額 ￥10,497.26）。');
    await unmount();

    await renderWithKabuto(<FollowOrdersScreen {...props} {...endedTab} />);
    const list = page.getByRole('list', { name: '終了' });
    const stopped = list.getByRole('listitem').first();
    await expect.element(stopped).toHaveTextContent('終了時の基準価額￥10,497.26');
    await expect.element(stopped).toHaveTextContent('成功報酬￥582.00');
    await expect.element(stopped).toHaveTextContent('受取額￥205,246.00');
    await expect.element(stopped).toHaveTextContent('累計損益▲+￥5,246.00▲+2.62%');
    await expect.element(stopped).toHaveTextContent('2026/11/19 14:02 JST にお客様が停止');
    await expect.element(list.getByRole('listitem').nth(1)).toHaveTextContent('商品の運用終了で精算');
    expect(page.getByRole('button', { name: /停止する$/ }).elements()).toHaveLength(0);
  });

  it('speaks English', async () => {
    await renderWithKabuto(<FollowOrdersScreen {...props} />, { locale: 'us' });
    const first = page.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('Units held28.9519 units');
    await expect.element(first).toHaveTextContent('Early-exit fee of 0.50% when stopped by 12/05/2026');
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <FollowOrdersScreen {...props} orders={{ ...followList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('follow-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <FollowOrdersScreen {...props} orders={{ ...followList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const empty = await renderWithKabuto(<FollowOrdersScreen {...props} orders={followList([])} />);
    await expect.element(page.getByText('フォロー中の商品はありません')).toBeVisible();
    await expect
      .element(page.getByRole('main').getByRole('link', { name: '商品を探す' }).last())
      .toHaveAttribute('href', '#/home/follow');
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(<FollowOrdersScreen {...props} orders={{ ...props.orders, hasMore: true, onLoadMore }} />);
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
