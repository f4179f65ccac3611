import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminFactorResetsScreen } from './AdminFactorResetsScreen.tsx';
import {
  adminFactorResetReview,
  adminFactorResetRows,
  adminFactorResetsProps,
} from './AdminFactorResetsScreen.fixtures.ts';

const awaiting = adminFactorResetRows.filter((row) => row.status === 'awaiting_second_approval');

describe('AdminFactorResetsScreen', () => {
  it('lists resets with their state, reason, memo and four-eyes trail, and what an applied one removed', async () => {
    await renderWithKabuto(<AdminFactorResetsScreen {...adminFactorResetsProps} />);
    const rows = page.getByRole('region', { name: '認証リセットの一覧' }).getByRole('listitem');
    await expect.element(rows).toHaveLength(4);
    await expect.element(rows.first()).toHaveTextContent('2人目の承認待ち');
    await expect.element(rows.first()).toHaveTextContent('端末の紛失');
    await expect.element(rows.first()).toHaveTextContent('0000000001 以外のオペレーターの承認待ち');
    await expect.element(rows.nth(2)).toHaveTextContent('削除: パスキー1件・コード9個、終了したセッション2件');
    await expect.element(rows.nth(2)).toHaveTextContent('判断 0000000001');
    await expect
      .element(rows.first().getByRole('link', { name: '0901234567' }))
      .toHaveAttribute('href', '#/admin/users/0901234567');
  });

  it('opens the decision on a waiting reset; another operator approves, the requester may only reject', async () => {
    const onReview = vi.fn();
    const screen = await renderWithKabuto(
      <AdminFactorResetsScreen
        {...adminFactorResetsProps}
        filter="awaiting_second_approval"
        items={awaiting}
        onReview={onReview}
      />,
    );
    await page.getByRole('button', { name: '判断する' }).first().click();
    expect(onReview).toHaveBeenCalledWith('31');
    await screen.unmount();

    const onApprove = vi.fn();
    await renderWithKabuto(
      <AdminFactorResetsScreen
        {...adminFactorResetsProps}
        items={awaiting}
        review={{ ...adminFactorResetReview, onApprove }}
      />,
    );
    const panel = page.getByRole('region', { name: '0901234567 の認証リセットの判断' });
    await panel.getByRole('button', { name: '承認して実行' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('does not let the requester approve (0000000002 requested reset 33)', async () => {
    await renderWithKabuto(
      <AdminFactorResetsScreen
        {...adminFactorResetsProps}
        items={awaiting}
        review={{ ...adminFactorResetReview, resetId: '33' }}
      />,
    );
    const panel = page.getByRole('region', { name: '0907654321 の認証リセットの判断' });
    await expect.element(panel.getByRole('button', { name: '承認して実行' })).toBeDisabled();
    await expect.element(panel.getByRole('button', { name: '却下' })).toBeEnabled();
  });

  it('is empty, loading or failed with a retry', async () => {
    let screen = await renderWithKabuto(
      <AdminFactorResetsScreen {...adminFactorResetsProps} filter="awaiting_second_approval" items={[]} />,
    );
    await expect.element(page.getByText('承認待ちの認証リセットはありません')).toBeVisible();
    await screen.unmount();
    screen = await renderWithKabuto(<AdminFactorResetsScreen {...adminFactorResetsProps} status="loading" />);
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<AdminFactorResetsScreen {...adminFactorResetsProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
