import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminAdjustmentsScreen } from './AdminAdjustmentsScreen.tsx';
import {
  adminAdjustmentCreate,
  adminAdjustmentDecision,
  adminAdjustmentRows,
  adminAdjustmentsProps,
} from './AdminAdjustmentsScreen.fixtures.ts';

const awaiting = adminAdjustmentRows.filter((row) => row.status === 'awaiting_second_approval');

describe('AdminAdjustmentsScreen', () => {
  it('lists credits and debits with their reason, requester and decider', async () => {
    await renderWithKabuto(<AdminAdjustmentsScreen {...adminAdjustmentsProps} />);
    const items = page.getByRole('region', { name: '手動調整の一覧' }).getByRole('listitem');
    await expect.element(items).toHaveLength(4);
    await expect.element(items.nth(0)).toHaveTextContent('+￥440.00');
    await expect.element(items.nth(0)).toHaveTextContent('手数料の返金');
    await expect.element(items.nth(0)).toHaveTextContent('0000000002 以外のオペレーターの確認待ち');
    await expect.element(items.nth(1)).toHaveTextContent('-￥2,000,000.00');
    await expect.element(items.nth(2)).toHaveTextContent('+$25.50');
    await expect.element(items.nth(2)).toHaveTextContent('確認 0000000002（2026/11/20 10:20）');
    await expect.element(items.nth(3)).toHaveTextContent('却下');
    await expect.element(page.getByRole('button', { name: '確認する' })).toHaveLength(2);
  });

  it('requests a credit or debit with a reason and a memo; nothing moves until confirmed', async () => {
    const onOpenCreate = vi.fn();
    const screen = await renderWithKabuto(
      <AdminAdjustmentsScreen {...adminAdjustmentsProps} onOpenCreate={onOpenCreate} />,
    );
    await expect.element(page.getByText(/依頼しただけでは資金は動かず/)).toBeVisible();
    await page.getByRole('button', { name: '調整を依頼する' }).click();
    expect(onOpenCreate).toHaveBeenCalledOnce();
    await screen.unmount();

    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onDirection = vi.fn();
    const onReason = vi.fn();
    await renderWithKabuto(
      <AdminAdjustmentsScreen
        {...adminAdjustmentsProps}
        create={{
          ...adminAdjustmentCreate,
          onSubmit,
          direction: { value: 'credit', onValueChange: onDirection },
          reason: { value: undefined, onValueChange: onReason },
        }}
      />,
    );
    const form = page.getByRole('region', { name: '調整の依頼' });
    await form.getByLabelText('口座番号').fill('0901234567');
    await form.getByRole('textbox', { name: '金額' }).fill('440');
    await form.getByRole('radio', { name: '減算（現金を減らす）' }).click();
    expect(onDirection).toHaveBeenCalledWith('debit');
    await form.getByRole('radio', { name: '手数料の返金' }).click();
    expect(onReason).toHaveBeenCalledWith('fee_refund');
    await form.getByLabelText('ユーザーに表示するメモ').fill('誤徴収分の返金');
    await form.getByRole('button', { name: '依頼する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('a different operator applies it after a confirmation, with the user’s balances in view', async () => {
    const onApply = vi.fn();
    const screen = await renderWithKabuto(
      <AdminAdjustmentsScreen
        {...adminAdjustmentsProps}
        items={awaiting}
        review={{ ...adminAdjustmentDecision, onApply }}
      />,
    );
    const decision = page.getByRole('region', { name: '0901234567 の調整の確認' });
    await expect.element(decision.getByRole('region', { name: 'ユーザーの状況' })).toHaveTextContent('￥1,250,000.00');
    await decision.getByRole('button', { name: '確認して反映する' }).click();
    expect(onApply).toHaveBeenCalledOnce();
    await screen.unmount();

    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminAdjustmentsScreen
        {...adminAdjustmentsProps}
        items={awaiting}
        review={{ ...adminAdjustmentDecision, confirmation: 'apply', onConfirm }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '調整を反映しますか？' });
    await expect.element(dialog).toHaveTextContent('0901234567 の現金を +￥440.00 調整します');
    await expect.element(dialog).toHaveTextContent('11月20日の振込手数料の誤徴収分を返金します。');
    await dialog.getByRole('button', { name: '確認して反映する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('the requester cannot apply their own adjustment, and a debit over the available cash is flagged', async () => {
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminAdjustmentsScreen
        {...adminAdjustmentsProps}
        items={awaiting}
        review={{ ...adminAdjustmentDecision, itemId: '95', onReject }}
      />,
      { locale: 'us' },
    );
    const decision = page.getByRole('region', { name: 'Decision on the adjustment of 0901234567' });
    await expect.element(decision.getByRole('button', { name: 'Confirm and apply' })).toBeDisabled();
    await expect.element(decision.getByText(/You requested this adjustment/)).toBeVisible();
    await expect.element(decision.getByText(/larger than the available cash/)).toBeVisible();
    await decision.getByRole('button', { name: 'Reject' }).click();
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('has loading, empty and error states', async () => {
    const loading = await renderWithKabuto(
      <AdminAdjustmentsScreen {...adminAdjustmentsProps} status="loading" items={[]} />,
    );
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    await loading.unmount();
    const empty = await renderWithKabuto(
      <AdminAdjustmentsScreen {...adminAdjustmentsProps} filter="awaiting_second_approval" items={[]} />,
    );
    await expect.element(page.getByText('確認待ちの調整はありません')).toBeVisible();
    await empty.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminAdjustmentsScreen {...adminAdjustmentsProps} status="error" items={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
