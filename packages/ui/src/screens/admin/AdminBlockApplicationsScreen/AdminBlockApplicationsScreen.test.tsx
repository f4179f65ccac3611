import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminBlockApplicationsScreen } from './AdminBlockApplicationsScreen.tsx';
import {
  adminBlockApplicationReview,
  adminBlockApplicationsDecided,
  adminBlockApplicationsProps,
} from './AdminBlockApplicationsScreen.fixtures.ts';

describe('AdminBlockApplicationsScreen', () => {
  it('lists the applications with their stock, held amount, shares and state', async () => {
    await renderWithKabuto(<AdminBlockApplicationsScreen {...adminBlockApplicationsProps} />);
    const list = page.getByRole('region', { name: '分売申込の一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(3);
    const first = list.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('1234567890 · 4755 楽天グループ');
    await expect.element(first).toHaveTextContent('300 株');
    await expect.element(first).toHaveTextContent('審査待ち');
    await expect.element(list.getByRole('button', { name: '審査する' })).toHaveLength(3);
  });

  it('filters by state and by account like the other queues', async () => {
    const onFilterChange = vi.fn();
    const onAccountChange = vi.fn();
    await renderWithKabuto(
      <AdminBlockApplicationsScreen
        {...adminBlockApplicationsProps}
        onFilterChange={onFilterChange}
        onAccountChange={onAccountChange}
      />,
    );
    await page.getByLabelText('状態').selectOptions('配分済み');
    expect(onFilterChange).toHaveBeenCalledWith('allotted');
    await page.getByLabelText('口座番号で絞り込み').fill('1234567890');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(onAccountChange).toHaveBeenCalledWith('1234567890');
  });

  it('shows decided applications with the reason, the note and what was allotted', async () => {
    await renderWithKabuto(
      <AdminBlockApplicationsScreen
        {...adminBlockApplicationsProps}
        filter="all"
        items={adminBlockApplicationsDecided}
      />,
    );
    await expect.element(page.getByText('理由: 同じ銘柄・同じ日の重複申込')).toBeVisible();
    await expect.element(page.getByText('配分株数: 200 株')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '審査する' })).not.toBeInTheDocument();
  });

  it('approves a pending application after a confirmation', async () => {
    const onApprove = vi.fn();
    await renderWithKabuto(
      <AdminBlockApplicationsScreen
        {...adminBlockApplicationsProps}
        review={{ ...adminBlockApplicationReview, onApprove }}
      />,
    );
    const panel = page.getByRole('region', { name: '1234567890 の審査' });
    await expect.element(panel).toHaveTextContent('303,600');
    await panel.getByRole('button', { name: '承認する' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('rejects with a reason the user reads, confirmed first', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminBlockApplicationsScreen
        {...adminBlockApplicationsProps}
        review={{
          ...adminBlockApplicationReview,
          reason: 'block_rejected_duplicate_application',
          confirmation: { decision: 'reject', reason: 'block_rejected_duplicate_application' },
          onConfirm,
        }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '却下しますか？' });
    await expect.element(dialog).toHaveTextContent('「同じ銘柄・同じ日の重複申込」として却下');
    await dialog.getByRole('button', { name: '却下する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('an approved application can only be rejected; a refusal is shown in English', async () => {
    await renderWithKabuto(
      <AdminBlockApplicationsScreen
        {...adminBlockApplicationsProps}
        review={{ ...adminBlockApplicationReview, itemId: '6098', formError: 'Already decided.' }}
      />,
      { locale: 'us' },
    );
    const panel = page.getByRole('region', { name: 'Review of 3456789012' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('Already decided.');
    await expect.element(panel.getByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await expect.element(panel.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
