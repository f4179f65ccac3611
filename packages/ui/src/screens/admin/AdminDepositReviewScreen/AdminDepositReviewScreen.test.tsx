import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminDepositReviewScreen } from './AdminDepositReviewScreen.tsx';
import { adminDepositReview, adminDepositReviewProps, adminDepositRows } from './AdminDepositReviewScreen.fixtures.ts';

const pending = adminDepositRows.filter((row) => row.status === 'pending');

describe('AdminDepositReviewScreen', () => {
  it('lists notices with amounts, credited amounts and decisions', async () => {
    await renderWithKabuto(<AdminDepositReviewScreen {...adminDepositReviewProps} />);
    const items = page.getByRole('region', { name: '入金のお知らせ一覧' }).getByRole('listitem');
    await expect.element(items).toHaveLength(4);
    await expect.element(items.first()).toHaveTextContent('お知らせ ￥300,000.00');
    await expect.element(items.nth(2)).toHaveTextContent('入金済み ￥499,560.00');
    await expect.element(items.nth(2)).toHaveTextContent('メモ: 振込手数料440円が差し引かれて着金しました。');
    await expect.element(items.nth(3)).toHaveTextContent('理由: 該当する着金がない');
    await expect.element(page.getByRole('button', { name: '審査する' })).toHaveLength(2);
  });

  it('shows the slip beside the transfer it should match, with the user’s context', async () => {
    await renderWithKabuto(
      <AdminDepositReviewScreen {...adminDepositReviewProps} items={pending} review={adminDepositReview} />,
    );
    const review = page.getByRole('region', { name: '0901234567 の審査' });
    await expect.element(review.getByRole('img', { name: '振込明細' })).toBeVisible();
    const expected = review.getByRole('region', { name: '照合する振込' });
    await expect.element(expected).toHaveTextContent('￥300,000.00');
    await expect.element(expected).toHaveTextContent('8123456');
    await expect.element(expected).toHaveTextContent('振込人名義（入力）ヤマダ タロウ');
    await expect.element(review.getByRole('region', { name: 'ユーザーの状況' })).toHaveTextContent('￥1,250,000.00');
    await expect.element(review.getByRole('textbox', { name: '入金する金額（実際の着金額）' })).toHaveValue('300000');
  });

  it('approves with the amount received, and says so when it differs from the notice', async () => {
    const onApprove = vi.fn();
    const screen = await renderWithKabuto(
      <AdminDepositReviewScreen
        {...adminDepositReviewProps}
        items={pending}
        review={{ ...adminDepositReview, onApprove }}
      />,
    );
    await page.getByRole('button', { name: '承認して入金する' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
    await screen.unmount();
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminDepositReviewScreen
        {...adminDepositReviewProps}
        items={pending}
        review={{ ...adminDepositReview, confirmation: { decision: 'approve', creditedAmount: '299560' }, onConfirm }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '入金を承認しますか？' });
    await expect.element(dialog).toHaveTextContent('0901234567 の利用可能な現金に ￥299,560.00 を入金します');
    await expect.element(dialog).toHaveTextContent('お知らせの金額 ￥300,000.00 と違います（入金 ￥299,560.00）。');
    await dialog.getByRole('button', { name: '承認して入金する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('rejects with a reason code, showing what the user will read', async () => {
    const onReject = vi.fn();
    const onReasonChange = vi.fn();
    await renderWithKabuto(
      <AdminDepositReviewScreen
        {...adminDepositReviewProps}
        items={pending}
        review={{ ...adminDepositReview, reason: 'deposit_rejected_slip_unreadable', onReject, onReasonChange }}
      />,
      { locale: 'us' },
    );
    const review = page.getByRole('region', { name: 'Review of 0901234567' });
    await expect.element(review.getByText(/What the user reads/)).toBeVisible();
    await review.getByRole('radio', { name: 'Sender is not the user' }).click();
    expect(onReasonChange).toHaveBeenCalledWith('deposit_rejected_remitter_mismatch');
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('cannot decide twice while sending', async () => {
    await renderWithKabuto(
      <AdminDepositReviewScreen
        {...adminDepositReviewProps}
        items={pending}
        review={{
          ...adminDepositReview,
          submitting: true,
          confirmation: { decision: 'approve', creditedAmount: '300000' },
        }}
      />,
    );
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('button', { name: /承認して入金する/ })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
  });

  it('has loading, empty and error states', async () => {
    const loading = await renderWithKabuto(
      <AdminDepositReviewScreen {...adminDepositReviewProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    await loading.unmount();
    const empty = await renderWithKabuto(
      <AdminDepositReviewScreen {...adminDepositReviewProps} filter="pending" items={[]} />,
    );
    await expect.element(page.getByText('審査待ちの入金はありません')).toBeVisible();
    await empty.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminDepositReviewScreen {...adminDepositReviewProps} status="error" items={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
