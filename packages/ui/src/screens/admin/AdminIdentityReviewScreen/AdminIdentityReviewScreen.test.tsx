import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminIdentityReviewScreen } from './AdminIdentityReviewScreen.tsx';
import {
  adminIdentityReview,
  adminIdentityReviewProps,
  adminIdentityRows,
} from './AdminIdentityReviewScreen.fixtures.ts';

const pending = adminIdentityRows.filter((row) => row.status === 'pending');

describe('AdminIdentityReviewScreen', () => {
  it('lists submissions with their state and decision; only pending ones can be reviewed', async () => {
    await renderWithKabuto(<AdminIdentityReviewScreen {...adminIdentityReviewProps} />);
    const items = page.getByRole('region', { name: '本人確認の申請一覧' }).getByRole('listitem');
    await expect.element(items).toHaveLength(4);
    await expect.element(items.first()).toHaveTextContent('審査待ち');
    await expect.element(items.nth(3)).toHaveTextContent('理由: 書類の有効期限が切れている');
    await expect.element(items.nth(3)).toHaveTextContent('0000000002 が決定');
    await expect.element(page.getByRole('button', { name: '審査する' })).toHaveLength(2);
    // The images are not in the list: they are fetched (and audit-logged) only when a review is opened.
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  it('filters by state and by account, oldest first in the pending queue', async () => {
    const onFilterChange = vi.fn();
    const onAccountChange = vi.fn();
    await renderWithKabuto(
      <AdminIdentityReviewScreen
        {...adminIdentityReviewProps}
        filter="pending"
        items={pending}
        onFilterChange={onFilterChange}
        onAccountChange={onAccountChange}
      />,
    );
    await expect.element(page.getByText('審査待ちは受付の古い順に並びます。')).toBeVisible();
    await page.getByRole('combobox', { name: '状態' }).selectOptions('却下');
    expect(onFilterChange).toHaveBeenCalledWith('rejected');
    await page.getByRole('searchbox', { name: '口座番号で絞り込み' }).fill('0901234567');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(onAccountChange).toHaveBeenCalledWith('0901234567');
  });

  it('reviews with both images, the entered name and number, and the user’s balances and records', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const onReasonChange = vi.fn();
    await renderWithKabuto(
      <AdminIdentityReviewScreen
        {...adminIdentityReviewProps}
        items={pending}
        review={{ ...adminIdentityReview, onApprove, onReject, onReasonChange }}
      />,
    );
    const review = page.getByRole('region', { name: '0901234567 の審査' });
    await expect.element(review.getByRole('img', { name: '表面' })).toBeVisible();
    await expect.element(review.getByRole('img', { name: '裏面' })).toBeVisible();
    await expect.element(review.getByText('123456789012')).toBeVisible();
    const user = review.getByRole('region', { name: 'ユーザーの状況' });
    await expect.element(user).toHaveTextContent('￥1,250,000.00');
    await expect.element(user.getByRole('list', { name: '最近の取引' }).getByRole('listitem')).toHaveLength(2);
    await review.getByRole('button', { name: '承認する' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
    await review.getByRole('radio', { name: '画像が読み取れない' }).click();
    expect(onReasonChange).toHaveBeenCalledWith('identity_rejected_image_unreadable');
    await review.getByRole('button', { name: '却下する' }).click();
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('shows the user’s text for the chosen reason and confirms the rejection before sending', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminIdentityReviewScreen
        {...adminIdentityReviewProps}
        items={pending}
        review={{
          ...adminIdentityReview,
          reason: 'identity_rejected_document_expired',
          confirmation: { decision: 'reject', reason: 'identity_rejected_document_expired' },
          onConfirm,
        }}
      />,
      { locale: 'us' },
    );
    const dialog = page.getByRole('alertdialog', { name: 'Reject this?' });
    await expect.element(dialog).toHaveTextContent('“Document expired”');
    await expect.element(dialog).toHaveTextContent('Your ID document has expired.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('while images load, approving waits; a failed load retries', async () => {
    const onRetry = vi.fn();
    const screen = await renderWithKabuto(
      <AdminIdentityReviewScreen
        {...adminIdentityReviewProps}
        items={pending}
        review={{ ...adminIdentityReview, document: { status: 'loading', onRetry } }}
      />,
    );
    await expect.element(page.getByRole('button', { name: '承認する' })).toBeDisabled();
    await screen.unmount();
    await renderWithKabuto(
      <AdminIdentityReviewScreen
        {...adminIdentityReviewProps}
        items={pending}
        review={{ ...adminIdentityReview, document: { status: 'error', onRetry } }}
      />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has loading, empty and error states', async () => {
    const loading = await renderWithKabuto(
      <AdminIdentityReviewScreen {...adminIdentityReviewProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toHaveAttribute('aria-busy', 'true');
    await loading.unmount();
    const empty = await renderWithKabuto(
      <AdminIdentityReviewScreen {...adminIdentityReviewProps} filter="pending" items={[]} />,
    );
    await expect.element(page.getByText('審査待ちの本人確認はありません')).toBeVisible();
    await empty.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminIdentityReviewScreen {...adminIdentityReviewProps} status="error" items={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
