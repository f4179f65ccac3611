import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { DepositHistoryScreen } from './DepositHistoryScreen.tsx';
import { depositHistoryProps } from './DepositHistoryScreen.fixtures.ts';

const { deposits } = depositHistoryProps;

describe('DepositHistoryScreen', () => {
  it('lists each notice with its state, and a rejection with the reason and the operator’s note', async () => {
    await renderWithKabuto(<DepositHistoryScreen {...depositHistoryProps} />);
    const items = page.getByRole('list', { name: '入金のお知らせ' }).getByRole('listitem');
    await expect.element(items).toHaveLength(4);
    await expect.element(items.nth(0)).toHaveTextContent('確認中');
    await expect.element(items.nth(1)).toHaveTextContent('入金済み');
    await expect.element(items.nth(1)).toHaveTextContent('入金 2026/11/18 10:05');
    await expect.element(items.nth(2)).toHaveTextContent('不承認');
    await expect.element(items.nth(2)).toHaveTextContent('該当する入金が確認できませんでした。');
    await expect
      .element(items.nth(2))
      .toHaveTextContent('担当者からのメッセージ: 11月10日付で同額の入金が確認できませんでした。');
    await expect.element(items.nth(3)).toHaveTextContent('取消済み');
    // Only the pending notice can be cancelled.
    await expect.element(page.getByRole('button', { name: 'お知らせを取り消す' })).toHaveLength(1);
  });

  it('cancels a pending notice after asking', async () => {
    const onCancel = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<DepositHistoryScreen {...depositHistoryProps} onCancel={onCancel} />, { locale: 'us' });
    await page.getByRole('button', { name: 'Cancel the notice' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('¥300,000.00');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(onCancel).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Cancel the notice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the notice' }).click();
    expect(onCancel).toHaveBeenCalledWith('DP20261120000123');
  });

  it('loads more pages', async () => {
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <DepositHistoryScreen {...depositHistoryProps} deposits={{ ...deposits, hasMore: true, onLoadMore }} />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('has empty, loading and error states', async () => {
    const empty = await renderWithKabuto(
      <DepositHistoryScreen {...depositHistoryProps} deposits={{ ...deposits, items: [] }} />,
    );
    await expect.element(page.getByText('入金のお知らせはまだありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await empty.unmount();
    const loading = await renderWithKabuto(
      <DepositHistoryScreen {...depositHistoryProps} deposits={{ ...deposits, status: 'loading', items: [] }} />,
    );
    await expect.element(page.getByTestId('funding-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <DepositHistoryScreen {...depositHistoryProps} deposits={{ ...deposits, status: 'error', items: [], onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
