import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminAgentApplicationsScreen } from './AdminAgentApplicationsScreen.tsx';
import {
  adminAgentApplicationRows,
  adminAgentApplicationsProps,
  adminAgentReview,
} from './AdminAgentApplicationsScreen.fixtures.ts';

const pending = adminAgentApplicationRows.filter((row) => row.status === 'pending');

describe('AdminAgentApplicationsScreen', () => {
  it('lists applications with their state, invitees and decision, each linked to the user', async () => {
    await renderWithKabuto(<AdminAgentApplicationsScreen {...adminAgentApplicationsProps} />);
    const list = page.getByRole('region', { name: 'エージェント申請の一覧' });
    const items = list.getByRole('listitem');
    await expect.element(items).toHaveLength(4);
    await expect.element(items.first()).toHaveTextContent('審査待ち');
    await expect.element(items.first()).toHaveTextContent('紹介したユーザー 3人');
    await expect
      .element(list.getByRole('link', { name: '0901234567 · 山田 太郎' }))
      .toHaveAttribute('href', '#/admin/users/0901234567');
    await expect.element(items.nth(2)).toHaveTextContent('リベート率 15.00%');
    await expect.element(items.nth(2)).toHaveTextContent('0000000001 が決定');
    await expect.element(items.nth(3)).toHaveTextContent('理由: プログラムの条件を満たしていない');
    await expect.element(items.nth(3)).toHaveTextContent('メモ: 登録から1か月以上たってから再度お申し込みください。');
    // Only pending applications can be reviewed.
    await expect.element(list.getByRole('button', { name: '審査する' })).toHaveLength(2);
  });

  it('filters by state and opens the review of a pending application', async () => {
    const onFilterChange = vi.fn();
    const onReview = vi.fn();
    await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        onFilterChange={onFilterChange}
        onReview={onReview}
      />,
    );
    const filter = page.getByRole('radiogroup', { name: '状態で絞り込み' });
    await expect.element(filter.getByRole('radio', { name: 'すべて' })).toBeChecked();
    await filter.getByRole('radio', { name: '審査待ち' }).click();
    expect(onFilterChange).toHaveBeenCalledWith('pending');
    await page.getByRole('button', { name: '審査する' }).first().click();
    expect(onReview).toHaveBeenCalledWith('311');
  });

  it('reviews in place: approve with a ratio hint, reject with a reason and an optional note', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const onReasonChange = vi.fn();
    await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        applications={pending}
        review={{ ...adminAgentReview, onApprove, onReject, onReasonChange }}
      />,
    );
    const review = page.getByRole('region', { name: '0901234567 の審査' });
    await expect.element(review).toBeVisible();
    await expect
      .element(review.getByRole('textbox', { name: 'リベート率（%）' }))
      .toHaveAccessibleDescription('空欄のときはサイト設定の20.00%。0.00〜50.00%で指定できます。');
    await review.getByRole('button', { name: '承認する' }).click();
    expect(onApprove).toHaveBeenCalledTimes(1);
    await review.getByRole('radio', { name: '口座に制限がかかっている' }).click();
    expect(onReasonChange).toHaveBeenCalledWith('agent_rejected_account_restricted');
    await expect.element(review.getByRole('textbox', { name: 'ユーザーへのメモ（任意）' })).toBeVisible();
    await review.getByRole('button', { name: '却下する' }).click();
    expect(onReject).toHaveBeenCalledTimes(1);
    // No other application can be opened while one is under review.
    await expect.element(page.getByRole('button', { name: '審査する' })).toBeDisabled();
  });

  it('confirms a rejection with the reason before sending, and can be cancelled', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onConfirmCancel = vi.fn();
    await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        applications={pending}
        review={{
          ...adminAgentReview,
          reason: 'agent_rejected_account_restricted',
          confirmation: { decision: 'reject', reason: 'agent_rejected_account_restricted' },
          onConfirm,
          onConfirmCancel,
        }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'エージェント申請を却下しますか？' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(
        '0901234567 の申請を「口座に制限がかかっている」として却下します。ユーザーにメッセージが届き、監査ログに記録されます。',
      );
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    expect(onConfirmCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms an approval with the ratio that will be granted', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        applications={pending}
        review={{ ...adminAgentReview, confirmation: { decision: 'approve', ratio: '12.50' }, onConfirm }}
      />,
      { locale: 'us' },
    );
    const dialog = page.getByRole('alertdialog', { name: 'Approve this agent application?' });
    await expect.element(dialog).toHaveTextContent('rebate ratio is 12.50%');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal and field errors', async () => {
    await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        applications={pending}
        review={{ ...adminAgentReview, reasonError: '理由を選んでください', formError: 'すでに決定されています' }}
      />,
    );
    await expect.element(page.getByText('すでに決定されています')).toBeVisible();
    await expect.element(page.getByText('理由を選んでください')).toBeVisible();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const screen = await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        status="error"
        applications={[]}
        onRetry={onRetry}
      />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.unmount();

    const empty = await renderWithKabuto(
      <AdminAgentApplicationsScreen
        {...adminAgentApplicationsProps}
        filter="pending"
        applications={[]}
        pageInfo={{ page: 1, size: 20, total: 0 }}
      />,
    );
    await expect.element(page.getByText('審査待ちの申請はありません')).toBeVisible();
    await empty.unmount();

    await renderWithKabuto(
      <AdminAgentApplicationsScreen {...adminAgentApplicationsProps} status="loading" applications={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toHaveAttribute('aria-busy', 'true');
  });
});
