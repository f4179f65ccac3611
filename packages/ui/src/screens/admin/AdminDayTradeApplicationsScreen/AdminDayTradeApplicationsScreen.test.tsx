import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminDayTradeApplicationsScreen } from './AdminDayTradeApplicationsScreen.tsx';
import {
  adminDayTradeApplicationsProps,
  adminDayTradeDecidedRows,
  adminDayTradeReview,
  adminDayTradeUnverifiedReview,
} from './AdminDayTradeApplicationsScreen.fixtures.ts';

describe('AdminDayTradeApplicationsScreen', () => {
  it('lists the applications with the account, the fund in yen, identity, when applied and the state', async () => {
    const onReview = vi.fn();
    await renderWithKabuto(<AdminDayTradeApplicationsScreen {...adminDayTradeApplicationsProps} onReview={onReview} />);
    const list = page.getByRole('region', { name: '一日信用申込の一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(2);
    const first = list.getByRole('listitem').first();
    await expect
      .element(first.getByRole('link', { name: '1234567890' }))
      .toHaveAttribute('href', '#/admin/users/1234567890');
    await expect.element(first).toHaveTextContent('参加保証金 ￥1,000,000');
    await expect.element(first).toHaveTextContent('本人確認済み');
    await expect.element(first).toHaveTextContent('申込 2026/11/25 07:55');
    await expect.element(first).toHaveTextContent('審査待ち');
    await expect.element(list.getByRole('listitem').nth(1)).toHaveTextContent('本人確認未完了');
    await first.getByRole('button', { name: '審査する' }).click();
    expect(onReview).toHaveBeenCalledWith('212');
  });

  it('filters by state and by account', async () => {
    const onFilterChange = vi.fn();
    const onAccountChange = vi.fn();
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        onFilterChange={onFilterChange}
        onAccountChange={onAccountChange}
      />,
    );
    await page.getByLabelText('状態').selectOptions('却下');
    expect(onFilterChange).toHaveBeenCalledWith('rejected');
    await page.getByLabelText('口座番号で絞り込み').fill('2345678901');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(onAccountChange).toHaveBeenCalledWith('2345678901');
  });

  it('shows a decided application with its reason and note, and no review button', async () => {
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        filter="all"
        items={adminDayTradeDecidedRows}
      />,
    );
    await expect.element(page.getByText('理由: 適合性の基準を満たさない')).toBeVisible();
    await expect.element(page.getByText(/^メモ: 投資経験の申告が1年未満/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '審査する' })).not.toBeInTheDocument();
  });

  it('approves a verified applicant after a confirmation', async () => {
    const onApprove = vi.fn();
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{ ...adminDayTradeReview, onApprove }}
      />,
    );
    const panel = page.getByRole('region', { name: '1234567890 の審査' });
    await expect.element(panel.getByRole('term').filter({ hasText: '参加保証金' })).toBeVisible();
    await panel.getByRole('button', { name: '承認する' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('sends the confirmed approval', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{ ...adminDayTradeReview, confirmation: { decision: 'approve' }, onConfirm }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '一日信用を承認しますか？' });
    await expect.element(dialog).toHaveTextContent('参加保証金 ￥1,000,000');
    await dialog.getByRole('button', { name: '承認する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot approve an applicant whose identity is not verified, and says why; rejecting stays possible', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{ ...adminDayTradeUnverifiedReview, onApprove, onReject }}
      />,
    );
    const panel = page.getByRole('region', { name: '2345678901 の審査' });
    const approve = panel.getByRole('button', { name: '承認する' });
    await expect.element(approve).toBeDisabled();
    await expect.element(approve).toHaveAccessibleDescription(/本人確認が済んでいないため承認できません/);
    await expect.element(panel.getByRole('button', { name: '却下する' })).toBeEnabled();
    await panel.getByRole('button', { name: '却下する' }).click();
    expect(onReject).toHaveBeenCalledOnce();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('rejects only with a reason code chosen from the list (the choice is required), and an optional note', async () => {
    const onReasonChange = vi.fn();
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{ ...adminDayTradeReview, onReasonChange, reasonError: '選択肢から選んでください' }}
      />,
    );
    const reasons = page.getByRole('radiogroup', { name: '却下の理由' });
    await expect.element(reasons).toHaveAttribute('aria-required', 'true');
    await expect.element(reasons).toHaveAttribute('aria-invalid', 'true');
    await expect.element(reasons).toHaveAccessibleDescription(/選択肢から選んでください/);
    await expect.element(reasons.getByRole('radio')).toHaveLength(5);
    await page.getByRole('radio', { name: '取引停止中の口座' }).click();
    expect(onReasonChange).toHaveBeenCalledWith('daytrade_rejected_account_restricted');
    await expect
      .element(page.getByRole('textbox', { name: 'ユーザーへのメモ（任意）' }))
      .toHaveAttribute('maxlength', '500');
    await expect
      .element(page.getByText('支払いやチャットアプリへの移動を求める内容は書かないでください。'))
      .toBeVisible();
  });

  it('confirms a rejection with the reason and the text the user will read', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{
          ...adminDayTradeReview,
          reason: 'daytrade_rejected_account_restricted',
          confirmation: { decision: 'reject', reason: 'daytrade_rejected_account_restricted' },
          onConfirm,
        }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '却下しますか？' });
    await expect.element(dialog).toHaveTextContent('「取引停止中の口座」として却下');
    await dialog.getByRole('button', { name: '却下する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal, in English too', async () => {
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        review={{
          ...adminDayTradeUnverifiedReview,
          formError: 'This item has already been decided. Refresh the list.',
        }}
      />,
      { locale: 'us' },
    );
    const panel = page.getByRole('region', { name: 'Review of 2345678901' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('This item has already been decided.');
    await expect.element(panel.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect.element(panel.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect.element(panel).toHaveTextContent('Identity not verified');
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const loading = await renderWithKabuto(
      <AdminDayTradeApplicationsScreen {...adminDayTradeApplicationsProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    await loading.unmount();
    const empty = await renderWithKabuto(
      <AdminDayTradeApplicationsScreen {...adminDayTradeApplicationsProps} items={[]} />,
    );
    await expect.element(page.getByText('審査待ちの申込はありません')).toBeVisible();
    await empty.unmount();
    await renderWithKabuto(
      <AdminDayTradeApplicationsScreen
        {...adminDayTradeApplicationsProps}
        status="error"
        items={[]}
        onRetry={onRetry}
      />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
