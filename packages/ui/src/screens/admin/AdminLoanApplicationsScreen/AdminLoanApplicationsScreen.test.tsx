import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminLoanApplicationsScreen } from './AdminLoanApplicationsScreen.tsx';
import {
  adminLoanApplicationsProps,
  adminLoanDecidedRows,
  adminLoanOverLimitReview,
  adminLoanReview,
} from './AdminLoanApplicationsScreen.fixtures.ts';

describe('AdminLoanApplicationsScreen', () => {
  it('lists the draws with the account, the amount in yen, the limit, score and collateral, when and the state', async () => {
    const onReview = vi.fn();
    await renderWithKabuto(<AdminLoanApplicationsScreen {...adminLoanApplicationsProps} onReview={onReview} />);
    const list = page.getByRole('region', { name: '借入申込の一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(2);
    const first = list.getByRole('listitem').first();
    await expect
      .element(first.getByRole('link', { name: '0901234567' }))
      .toHaveAttribute('href', '#/admin/users/0901234567');
    await expect.element(first).toHaveTextContent('申込 ￥500,000');
    await expect.element(first).toHaveTextContent('融資枠￥1,280,312');
    await expect.element(first).toHaveTextContent('信用スコア712');
    await expect.element(first).toHaveTextContent('担保評価額￥3,012,500');
    await expect.element(first).toHaveTextContent('申込 2026/11/25 11:03');
    await expect.element(first).toHaveTextContent('審査待ち');
    await expect.element(first).not.toHaveTextContent('枠超過');
    await expect.element(list.getByRole('listitem').nth(1)).toHaveTextContent('枠超過');
    await first.getByRole('button', { name: '審査する' }).click();
    expect(onReview).toHaveBeenCalledWith('880');
  });

  it('filters by state and by account', async () => {
    const onFilterChange = vi.fn();
    const onAccountChange = vi.fn();
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        onFilterChange={onFilterChange}
        onAccountChange={onAccountChange}
      />,
    );
    await page.getByLabelText('状態').selectOptions('承認済み');
    expect(onFilterChange).toHaveBeenCalledWith('approved');
    await page.getByLabelText('口座番号で絞り込み').fill('2345678901');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(onAccountChange).toHaveBeenCalledWith('2345678901');
  });

  it('shows a decided draw with its reason and note, and no review button', async () => {
    await renderWithKabuto(
      <AdminLoanApplicationsScreen {...adminLoanApplicationsProps} filter="all" items={adminLoanDecidedRows} />,
    );
    await expect.element(page.getByText('理由: 担保評価額が不足')).toBeVisible();
    await expect.element(page.getByText('理由: 信用スコアが基準未満')).toBeVisible();
    await expect.element(page.getByText(/^メモ: 今の担保評価額では/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '審査する' })).not.toBeInTheDocument();
  });

  it('shows the figures the limit rests on and the rate, then approve calls back', async () => {
    const onApprove = vi.fn();
    await renderWithKabuto(
      <AdminLoanApplicationsScreen {...adminLoanApplicationsProps} review={{ ...adminLoanReview, onApprove }} />,
    );
    const panel = page.getByRole('region', { name: '0901234567 の審査' });
    const figures = panel.getByRole('region', { name: '申込と融資枠' });
    await expect.element(figures).toHaveTextContent('申込額￥500,000');
    await expect.element(figures).toHaveTextContent('担保評価額￥3,012,500');
    await expect.element(figures).toHaveTextContent('信用スコア712 / 1,000');
    await expect.element(figures).toHaveTextContent('融資枠￥1,280,312');
    await expect.element(figures).toHaveTextContent('借入残高￥200,000');
    await expect.element(figures).toHaveTextContent('利用可能枠￥1,080,312');
    await expect.element(figures).toHaveTextContent('年利8.50%');
    await expect.element(figures).toHaveTextContent('日割り・365日・円未満切捨て');
    await expect.element(panel).toHaveTextContent('担保評価額 × 担保掛け目 × スコア係数');
    const approve = panel.getByRole('button', { name: '承認する' });
    await expect.element(approve).toBeEnabled();
    await approve.click();
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('sends the confirmed approval', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        review={{ ...adminLoanReview, confirmation: { decision: 'approve' }, onConfirm }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '借入を承認しますか？' });
    await expect.element(dialog).toHaveTextContent('0901234567 に ￥500,000.00 を年利 8.50% で貸し出し');
    await dialog.getByRole('button', { name: '承認する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot approve a draw above the available limit, and says why; rejecting stays possible', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        review={{ ...adminLoanOverLimitReview, onApprove, onReject }}
      />,
    );
    const panel = page.getByRole('region', { name: '2345678901 の審査' });
    const approve = panel.getByRole('button', { name: '承認する' });
    await expect.element(approve).toBeDisabled();
    await expect.element(approve).toHaveAccessibleDescription(/今の利用可能枠 ￥320,000.00 を超えるため承認できません/);
    await panel.getByRole('button', { name: '却下する' }).click();
    expect(onReject).toHaveBeenCalledOnce();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('rejects only with a loan reason code chosen from the list (required), and an optional note up to 500', async () => {
    const onReasonChange = vi.fn();
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        review={{ ...adminLoanReview, onReasonChange, onReject, reasonError: '選択肢から選んでください' }}
      />,
    );
    const reasons = page.getByRole('radiogroup', { name: '却下の理由' });
    await expect.element(reasons).toHaveAttribute('aria-required', 'true');
    await expect.element(reasons).toHaveAttribute('aria-invalid', 'true');
    await expect.element(reasons).toHaveAccessibleDescription(/選択肢から選んでください/);
    await expect.element(reasons.getByRole('radio')).toHaveLength(3);
    await page.getByRole('radio', { name: '信用スコアが基準未満' }).click();
    expect(onReasonChange).toHaveBeenCalledWith('loan_rejected_score_below_minimum');
    await expect
      .element(page.getByRole('textbox', { name: 'ユーザーへのメモ（任意）' }))
      .toHaveAttribute('maxlength', '500');
    // The screen asks the route to check the reason: without one no confirmation opens.
    await page.getByRole('button', { name: '却下する' }).click();
    expect(onReject).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirms a rejection with the reason and the text the user will read', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        review={{
          ...adminLoanOverLimitReview,
          reason: 'loan_rejected_insufficient_collateral',
          confirmation: { decision: 'reject', reason: 'loan_rejected_insufficient_collateral' },
          onConfirm,
        }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '却下しますか？' });
    await expect.element(dialog).toHaveTextContent('「担保評価額が不足」として却下');
    await dialog.getByRole('button', { name: '却下する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal, in English too', async () => {
    await renderWithKabuto(
      <AdminLoanApplicationsScreen
        {...adminLoanApplicationsProps}
        review={{ ...adminLoanReview, formError: 'Your credit limit is not enough for this loan.' }}
      />,
      { locale: 'us' },
    );
    const panel = page.getByRole('region', { name: 'Review of 0901234567' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('Your credit limit is not enough for this loan.');
    await expect.element(panel.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect.element(panel.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const loading = await renderWithKabuto(
      <AdminLoanApplicationsScreen {...adminLoanApplicationsProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    await loading.unmount();
    const empty = await renderWithKabuto(<AdminLoanApplicationsScreen {...adminLoanApplicationsProps} items={[]} />);
    await expect.element(page.getByText('審査待ちの借入申込はありません')).toBeVisible();
    await empty.unmount();
    await renderWithKabuto(
      <AdminLoanApplicationsScreen {...adminLoanApplicationsProps} status="error" items={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
