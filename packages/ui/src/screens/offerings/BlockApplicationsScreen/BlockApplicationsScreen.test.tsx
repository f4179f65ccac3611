import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { BlockApplicationsScreen } from './BlockApplicationsScreen.tsx';
import { applicationsList, blockApplicationsProps } from './BlockApplicationsScreen.fixtures.ts';

describe('BlockApplicationsScreen', () => {
  it('lists applications with state, shares and the amount held or released', async () => {
    await renderWithKabuto(<BlockApplicationsScreen {...blockApplicationsProps} />);
    const items = page.getByRole('list', { name: '申込' }).getByRole('listitem');
    await expect.element(items).toHaveLength(5);
    const pending = items.filter({ hasText: '西風ホールディングス' });
    await expect.element(pending.getByRole('heading', { name: '西風ホールディングス' })).toBeVisible();
    await expect.element(pending).toHaveTextContent('配分待ち');
    await expect.element(pending).toHaveTextContent('申込株数300株');
    await expect.element(pending).toHaveTextContent('拘束中の金額￥718,200.00');
    await expect.element(pending).toHaveTextContent('申込日時2026/11/24 18:05 JST');
    const cancelled = items.filter({ hasText: '東工業' });
    await expect.element(cancelled).toHaveTextContent('取消済み');
    await expect.element(cancelled).toHaveTextContent('解放された金額￥93,465.00');
    await expect
      .element(page.getByRole('link', { name: '東工業の分売の詳細' }))
      .toHaveAttribute('href', '#/home/largeInfo?id=2998');
    await expect.element(page.getByRole('link', { name: '配分結果を見る' })).toHaveAttribute('href', '#/home/large3');
  });

  it('offers cancel only while cancellable, and cancels after asking', async () => {
    const onCancelApplication = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <BlockApplicationsScreen {...blockApplicationsProps} onCancelApplication={onCancelApplication} />,
    );
    await expect.element(page.getByRole('button', { name: /の申込を取り消す$/ })).toHaveLength(1);
    await page.getByRole('button', { name: '西風ホールディングスの申込を取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この申込を取り消しますか？' });
    await expect
      .element(dialog)
      .toHaveTextContent('西風ホールディングスの300株の申込を取り消し、拘束中の￥718,200.00を解放します。');
    expect(onCancelApplication).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申込を取り消す' }).click();
    expect(onCancelApplication).toHaveBeenCalledWith('77120');
  });

  it('shows a refused cancel in the user’s language', async () => {
    await renderWithKabuto(<BlockApplicationsScreen {...blockApplicationsProps} cancelRefusal="block_trade_closed" />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('The off-floor distribution is closed.');
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <BlockApplicationsScreen
        {...blockApplicationsProps}
        applications={{ ...applicationsList([]), status: 'loading' }}
      />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <BlockApplicationsScreen
        {...blockApplicationsProps}
        applications={{ ...applicationsList([]), status: 'error', onRetry }}
      />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const empty = await renderWithKabuto(
      <BlockApplicationsScreen {...blockApplicationsProps} applications={applicationsList([])} />,
    );
    await expect.element(page.getByText('分売の申込はまだありません')).toBeVisible();
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <BlockApplicationsScreen
        {...blockApplicationsProps}
        applications={{ ...applicationsList(blockApplicationsProps.applications.items), hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
