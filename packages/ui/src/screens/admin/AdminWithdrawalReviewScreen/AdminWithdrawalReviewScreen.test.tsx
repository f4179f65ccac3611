import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminWithdrawalReviewScreen } from './AdminWithdrawalReviewScreen.tsx';
import {
  adminWithdrawalReview,
  adminWithdrawalReviewProps,
  adminWithdrawalRows,
} from './AdminWithdrawalReviewScreen.fixtures.ts';

const open = adminWithdrawalRows.filter((row) => row.status === 'pending' || row.status === 'awaiting_second_approval');
const second = { ...adminWithdrawalReview, itemId: '7031' };

describe('AdminWithdrawalReviewScreen', () => {
  it('lists withdrawals with the four-eyes trail: who approved first, who confirmed, what is awaited', async () => {
    await renderWithKabuto(<AdminWithdrawalReviewScreen {...adminWithdrawalReviewProps} />);
    await expect
      .element(
        page.getByText('￥1,000,000.00を超える出金は、別のオペレーターが2人目として承認するまで振り込まれません。'),
      )
      .toBeVisible();
    const awaiting = page.getByRole('listitem').filter({ hasText: '0901234567' }).first();
    await expect.element(awaiting).toHaveTextContent('2人目の承認待ち');
    await expect.element(awaiting).toHaveTextContent('1人目の承認 0000000002（2026/11/22 10:02）');
    await expect.element(awaiting).toHaveTextContent('2人目の承認 待ち');
    const paid = page.getByRole('listitem').filter({ hasText: '0905556666' }).first();
    await expect.element(paid).toHaveTextContent('1人目の承認 0000000001');
    await expect.element(paid).toHaveTextContent('2人目の承認 0000000002（2026/11/21 09:50）');
    const rejected = page.getByRole('listitem').filter({ hasText: '0701112222' }).first();
    await expect.element(rejected).toHaveTextContent('理由: 口座名義が本人でない');
    await expect.element(page.getByRole('button', { name: '審査する' })).toHaveLength(2);
  });

  it('under the threshold one approval pays out, with the full destination account', async () => {
    const onApprove = vi.fn();
    await renderWithKabuto(
      <AdminWithdrawalReviewScreen
        {...adminWithdrawalReviewProps}
        items={open}
        review={{ ...adminWithdrawalReview, onApprove }}
      />,
    );
    const review = page.getByRole('region', { name: '0807654321 の審査' });
    const card = review.getByRole('region', { name: '出金先の口座' });
    await expect.element(card).toHaveTextContent('貯蓄 0012345');
    await expect.element(card).toHaveTextContent('〇一八店（018）');
    await expect.element(review.getByRole('region', { name: 'ユーザーの状況' })).toBeVisible();
    await review.getByRole('button', { name: '承認して振り込む' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('over the threshold a different operator gives the second approval', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminWithdrawalReviewScreen
        {...adminWithdrawalReviewProps}
        items={open}
        review={{ ...second, confirmation: { decision: 'approve' }, onConfirm }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '出金を承認しますか？' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        '0000000002 の承認に続けて2人目として承認し、0901234567 の ￥2,500,000.00 を 三菱UFJ銀行 新宿支店 普通 1234567 に振り込みます',
      );
    await dialog.getByRole('button', { name: '2人目として承認し振り込む' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('the first approver cannot give the second approval, but may still reject', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminWithdrawalReviewScreen
        {...adminWithdrawalReviewProps}
        items={open}
        operatorAccount="0000000002"
        review={{ ...second, onApprove, onReject }}
      />,
      { locale: 'us' },
    );
    const review = page.getByRole('region', { name: 'Review of 0901234567' });
    await expect.element(review.getByRole('button', { name: 'Approve second and pay out' })).toBeDisabled();
    await expect.element(review.getByText(/You gave the first approval/)).toBeVisible();
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    expect(onReject).toHaveBeenCalledOnce();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('has loading, empty and error states', async () => {
    const loading = await renderWithKabuto(
      <AdminWithdrawalReviewScreen {...adminWithdrawalReviewProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    await loading.unmount();
    const empty = await renderWithKabuto(
      <AdminWithdrawalReviewScreen {...adminWithdrawalReviewProps} filter="pending" items={[]} />,
    );
    await expect.element(page.getByText('審査待ちの出金はありません')).toBeVisible();
    await empty.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminWithdrawalReviewScreen {...adminWithdrawalReviewProps} status="error" items={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
