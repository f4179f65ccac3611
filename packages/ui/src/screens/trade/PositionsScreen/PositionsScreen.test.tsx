import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { renderMarkets } from '../../markets/shared/testing.tsx';
import type { LiveFeed } from '../../markets/shared/types.ts';
import { PositionsScreen } from './PositionsScreen.tsx';
import { jpHoldings, jpSummary, positionsProps } from './PositionsScreen.fixtures.ts';
import type { PositionRowView } from './PositionsScreen.types.ts';

const props = positionsProps;

/** A hand-driven live feed: `push` replaces the rows and notifies subscribers, as the app's quote store does. */
function manualFeed(rows: readonly PositionRowView[]) {
  let snapshot = rows;
  const listeners = new Set<() => void>();
  const feed: LiveFeed<PositionRowView> = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  return {
    feed,
    push(next: readonly PositionRowView[]) {
      snapshot = next;
      listeners.forEach((notify) => notify());
    },
  };
}

describe('PositionsScreen', () => {
  it('has the seed’s four tabs and switches between them', async () => {
    const onTabChange = vi.fn();
    await renderWithKabuto(<PositionsScreen {...props} onTabChange={onTabChange} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'ポジション' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'ポジションの種類' }).getByRole('tab');
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual(['新株', 'フォロー', '保有', '売却済み']);
    await expect.element(page.getByRole('tab', { name: '保有' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '売却済み' }).click();
    expect(onTabChange).toHaveBeenCalledWith('sold');
  });

  it('sums up the market: value, cost, P&L with its rate, margin and borrowed', async () => {
    const onMarketChange = vi.fn();
    const { rerender } = await renderMarkets(<PositionsScreen {...props} onMarketChange={onMarketChange} />);
    const summary = page.getByRole('region', { name: '日本株の保有状況' });
    await expect.element(summary).toHaveTextContent('評価額￥3,379,350.00');
    await expect.element(summary).toHaveTextContent('取得金額￥3,357,250.00');
    await expect.element(summary).toHaveTextContent('▲+￥22,100.00+0.66%');
    await expect.element(summary).toHaveTextContent('証拠金￥295,000.00');
    await expect.element(summary).toHaveTextContent('借入額￥295,000.00');
    await page.getByRole('radio', { name: '米国株' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('usd');
    await rerender(
      <PositionsScreen {...props} summary={{ status: 'ready', value: { ...jpSummary, borrowed: '0' } }} />,
    );
    await expect.element(summary.getByText('借入額')).not.toBeInTheDocument();
  });

  it('lists each holding with live price, value, P&L and status, linking to its detail', async () => {
    const live = manualFeed(jpHoldings);
    await renderWithKabuto(<PositionsScreen {...props} holdings={{ status: 'ready', items: live.feed }} />);
    const list = page.getByRole('list', { name: '保有銘柄' });
    expect(list.getByRole('listitem').all()).toHaveLength(4);
    const toyota = list.getByRole('link', { name: /トヨタ自動車/ });
    await expect.element(toyota).toHaveAttribute('href', '#/position/info?id=40117');
    await expect.element(toyota).toHaveTextContent('200株');
    await expect.element(toyota).toHaveTextContent('2,950.0');
    await expect.element(toyota).toHaveTextContent('▲+￥9,100.00+1.54%');
    await expect.element(toyota).toHaveTextContent('信用 2倍');
    await expect.element(toyota).toHaveTextContent('保有中');
    await expect.element(list.getByRole('link', { name: /ソニーグループ/ })).toHaveTextContent('▼-￥11,000.00-3.13%');
    await expect
      .element(list.getByRole('link', { name: /レーザーテック/ }))
      .toHaveTextContent('2026/11/27まで売却できません');
    await expect.element(list.getByRole('link', { name: /三菱UFJ/ })).toHaveTextContent('決済中');
    await expect.element(toyota).not.toHaveTextContent('追加証拠金');

    act(() =>
      live.push(
        jpHoldings.map((row, index) =>
          index === 0
            ? {
                ...row,
                currentPrice: '2940.0',
                marketValue: '588000',
                unrealizedPnl: '-2000',
                unrealizedPnlRate: '-0.34',
              }
            : row,
        ),
      ),
    );
    await expect.element(toyota).toHaveTextContent('2,940.0');
    await expect.element(toyota).toHaveTextContent('▼-￥2,000.00-0.34%');
  });

  it('marks a leveraged row near or past a margin call', async () => {
    const rows = jpHoldings.map((row, index) => (index === 0 ? { ...row, marginStatus: 'call' as const } : row));
    await renderWithKabuto(<PositionsScreen {...props} holdings={{ status: 'ready', items: rows }} />);
    await expect
      .element(page.getByRole('link', { name: /^トヨタ自動車 7203/ }))
      .toHaveTextContent('追加証拠金が必要です');
  });

  it('lists working orders and cancels one after confirming', async () => {
    const onCancelOrder = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<PositionsScreen {...props} onCancelOrder={onCancelOrder} />);
    const orders = page.getByRole('list', { name: '注文中' });
    const partial = orders.getByRole('listitem').nth(1);
    await expect.element(partial).toHaveTextContent('売り');
    await expect.element(partial).toHaveTextContent('指値 1,600.0');
    await expect.element(partial).toHaveTextContent('約定 200 / 500株');
    await expect.element(partial).toHaveTextContent('一部約定');
    await expect
      .element(partial.getByRole('link', { name: /の注文詳細$/ }))
      .toHaveAttribute('href', '#/position/order?id=880240');
    await page.getByRole('button', { name: 'トヨタ自動車の注文を取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: '注文の取消' });
    await expect.element(dialog).toHaveAccessibleDescription(/約定済みの分はそのまま残ります/);
    expect(onCancelOrder).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '取り消す' }).click();
    expect(onCancelOrder).toHaveBeenCalledWith('880231');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the refusal when the cancel fails', async () => {
    await renderWithKabuto(
      <PositionsScreen
        {...props}
        onCancelOrder={() => Promise.reject(new Error('order_not_working'))}
        cancelError={{ orderId: '880231', message: 'すでに約定済みです' }}
      />,
    );
    await page.getByRole('button', { name: 'トヨタ自動車の注文を取り消す' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('すでに約定済みです');
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await expect.element(dialog).toBeVisible();
  });

  it('has loading, empty and error states for each list', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderMarkets(
      <PositionsScreen
        {...props}
        summary={{ status: 'loading' }}
        holdings={{ status: 'loading', items: [] }}
        workingOrders={{ status: 'loading', items: [] }}
      />,
    );
    expect(page.getByRole('status').filter({ hasText: '読み込み中' }).all().length).toBeGreaterThanOrEqual(3);
    await rerender(
      <PositionsScreen
        {...props}
        holdings={{ status: 'ready', items: [] }}
        workingOrders={{ status: 'ready', items: [] }}
      />,
    );
    await expect.element(page.getByText('この市場の保有銘柄はありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '銘柄を探す' })).toHaveAttribute('href', '#/quotes/self');
    await expect.element(page.getByText('注文中の注文はありません')).toBeVisible();
    await rerender(<PositionsScreen {...props} holdings={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('pages through sold positions with their realized P&L', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = await renderMarkets(
      <PositionsScreen {...props} tab="sold" sold={{ ...props.sold, onLoadMore }} />,
    );
    const list = page.getByRole('list', { name: '売却済みのポジション' });
    const nintendo = list.getByRole('link', { name: /任天堂/ });
    await expect.element(nintendo).toHaveAttribute('href', '#/position/info?id=40001');
    await expect.element(nintendo).toHaveTextContent('8,710');
    await expect.element(nintendo).toHaveTextContent('▲+￥24,284.00+2.87%');
    await expect.element(nintendo).toHaveTextContent('2026/11/19 10:15');
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
    await rerender(<PositionsScreen {...props} tab="sold" sold={{ ...props.sold, items: [], hasMore: false }} />);
    await expect.element(page.getByText('この市場で売却したポジションはありません')).toBeVisible();
  });

  it('lists the IPO applications with what is held, won or refunded, each linking to its offering', async () => {
    const { rerender } = await renderMarkets(<PositionsScreen {...props} tab="newShares" />);
    const list = page.getByRole('list', { name: 'IPOの申込' });
    const rows = list.getByRole('link');
    await expect.element(rows.nth(0)).toHaveTextContent(/抽選待ち/);
    await expect.element(rows.nth(0)).toHaveTextContent(/拘束中の金額/);
    await expect.element(rows.nth(0)).toHaveAttribute('href', '#/home/newShareInfo?id=5031');
    const won = rows.filter({ hasText: '当選' }).first();
    await expect.element(won).toHaveTextContent(/上場日/);
    const lost = rows.filter({ hasText: '落選' }).first();
    await expect.element(lost).toHaveTextContent(/返金/);
    await expect
      .element(page.getByRole('link', { name: '申込と当選の履歴' }))
      .toHaveAttribute('href', '#/mine/newShareRecords');
    await rerender(<PositionsScreen {...props} tab="newShares" newShares={{ status: 'ready', items: [] }} />);
    await expect.element(page.getByText('新株（IPO）の申込はありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'IPOを見る' })).toHaveAttribute('href', '#/home/newShare');
  });

  it('lists the follow orders with units, value and profit, each linking on, with the products and every order', async () => {
    const { rerender } = await renderMarkets(<PositionsScreen {...props} tab="follow" />);
    const list = page.getByRole('list', { name: 'フォロー中の商品' });
    const rows = list.getByRole('link');
    await expect.element(rows).toHaveLength(3);
    const value = rows.filter({ hasText: '日本大型株バリュー戦略' });
    await expect.element(value).toHaveAttribute('href', '#/home/followInfo?id=210');
    await expect.element(value).toHaveTextContent('フォロー中');
    await expect.element(value).toHaveTextContent('保有口数28.9519口');
    await expect.element(value).toHaveTextContent('評価額￥302,031.00');
    await expect.element(value).toHaveTextContent('前日比損益▼-￥1,884.00');
    await expect.element(value).toHaveTextContent('累計損益▲+￥2,031.00+0.68%');
    const dollars = rows.filter({ hasText: '米国株モメンタム5' });
    await expect.element(dollars).toHaveTextContent('評価額$2,012.91');
    // A mixed list: each order in its own market's colours.
    await expect.element(dollars).toHaveAttribute('data-price-colours', 'green-up');
    await expect.element(value).toHaveAttribute('data-price-colours', 'red-up');
    await expect
      .element(page.getByRole('link', { name: 'すべてのフォロー注文' }))
      .toHaveAttribute('href', '#/mine/followOrder');
    await expect.element(page.getByRole('link', { name: '商品を見る' })).toHaveAttribute('href', '#/home/follow');

    await rerender(<PositionsScreen {...props} tab="follow" follow={{ status: 'ready', items: [] }} />);
    await expect.element(page.getByText('フォロー中の商品はありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '商品を見る' })).toHaveAttribute('href', '#/home/follow');

    const onRetry = vi.fn();
    await rerender(<PositionsScreen {...props} tab="follow" follow={{ status: 'error', items: [], onRetry }} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();

    await rerender(<PositionsScreen {...props} tab="follow" follow={{ status: 'loading', items: [] }} />);
    await expect.element(page.getByRole('status').filter({ hasText: '読み込み中' })).toBeInTheDocument();

    // Until the app passes the orders, the tab says copy trading is coming.
    await rerender(<PositionsScreen {...props} tab="follow" follow={undefined} />);
    await expect.element(page.getByText('フォロー中の商品はありません')).toBeVisible();
    await expect.element(page.getByText(/この機能は準備中です/)).toBeVisible();
  });

  it('speaks English', async () => {
    await renderWithKabuto(<PositionsScreen {...props} />, { locale: 'us' });
    await expect.element(page.getByRole('region', { name: 'Japan holdings' })).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Holdings' }).getByRole('link').first())
      .toHaveTextContent('200 shares');
  });

  it('speaks English in the follow tab', async () => {
    await renderWithKabuto(<PositionsScreen {...props} tab="follow" />, { locale: 'us' });
    const row = page.getByRole('list', { name: 'Products you follow' }).getByRole('link').first();
    await expect.element(row).toHaveTextContent('Units held28.9519 units');
    await expect.element(row).toHaveTextContent('Following');
  });
});
