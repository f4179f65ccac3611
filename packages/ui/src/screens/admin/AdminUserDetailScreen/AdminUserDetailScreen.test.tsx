import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx';
import { adminFlagChange, adminUserDetailProps } from './AdminUserDetailScreen.fixtures.ts';

describe('AdminUserDetailScreen', () => {
  it('shows the profile, balances per currency and the ledger with signed amounts', async () => {
    await renderWithKabuto(<AdminUserDetailScreen {...adminUserDetailProps} />);
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('ユーザー 0901234567');
    const balances = page.getByRole('region', { name: '残高' });
    await expect.element(balances).toHaveTextContent('￥1,553,600.00');
    await expect.element(balances).toHaveTextContent('$1,520.75');
    await expect.element(balances).toHaveTextContent('￥200,000.00');
    const ledger = page.getByRole('region', { name: '入出金明細（元帳）' });
    await expect.element(ledger.getByRole('listitem')).toHaveLength(3);
    await expect.element(ledger.getByRole('listitem').first()).toHaveTextContent('入金');
    await expect.element(ledger.getByRole('listitem').first()).toHaveTextContent('+￥299,560.00');
    await expect.element(ledger.getByRole('listitem').nth(1)).toHaveTextContent('-￥303,600.00');
    await expect.element(ledger.getByRole('listitem').nth(1)).toHaveTextContent('振替 t-55101 · 参照 6120');
  });

  it('asks to confirm a restriction change instead of applying it', async () => {
    const onFlagToggle = vi.fn();
    await renderWithKabuto(<AdminUserDetailScreen {...adminUserDetailProps} onFlagToggle={onFlagToggle} />);
    const frozen = page.getByRole('switch', { name: '凍結' });
    await expect.element(frozen).toBeChecked();
    await frozen.click();
    expect(onFlagToggle).toHaveBeenLastCalledWith('frozen', false);
    await page.getByRole('switch', { name: '出金停止' }).click();
    expect(onFlagToggle).toHaveBeenLastCalledWith('withdrawalBarred', true);
  });

  it('requires a message to the user in the confirmation and submits it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        flagChange={{
          ...adminFlagChange,
          flag: 'withdrawalBarred',
          value: true,
          onSubmit,
          onCancel,
          messageField: adminTextAreaBinding('message', { invalid: true, errorMessage: '入力してください' }),
        }}
      />,
    );
    const dialog = page.getByRole('dialog', { name: '「出金停止」を設定' });
    await expect.element(dialog).toBeVisible();
    const message = dialog.getByLabelText('ユーザーへのメッセージ（理由）');
    await expect.element(message).toHaveAttribute('aria-invalid', 'true');
    await expect.element(message).toHaveAccessibleDescription(/入力してください/);
    await dialog.getByRole('button', { name: '出金停止を設定して送信' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('keeps the confirmation open and locked while the change is saved', async () => {
    await renderWithKabuto(
      <AdminUserDetailScreen {...adminUserDetailProps} flagChange={{ ...adminFlagChange, submitting: true }} />,
    );
    const dialog = page.getByRole('dialog', { name: '「凍結」を解除' });
    await expect.element(dialog.getByRole('button', { name: /凍結を解除して送信/ })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
  });

  it('revokes sessions after a confirmation', async () => {
    const onRevokeSessions = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<AdminUserDetailScreen {...adminUserDetailProps} onRevokeSessions={onRevokeSessions} />);
    await page.getByRole('button', { name: 'すべての端末からログアウトさせる' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'すべてのセッションを終了しますか？' });
    await expect.element(confirm).toHaveTextContent('1件のセッション');
    expect(onRevokeSessions).not.toHaveBeenCalled();
    await confirm.getByRole('button', { name: 'ログアウトさせる' }).click();
    expect(onRevokeSessions).toHaveBeenCalledOnce();
    await expect
      .element(page.getByRole('link', { name: 'メッセージを送る' }))
      .toHaveAttribute('href', '#/admin/messages?account=0901234567');
  });

  it('has loading, not-found and error states', async () => {
    const onRetry = vi.fn();
    const error = await renderWithKabuto(
      <AdminUserDetailScreen {...adminUserDetailProps} status="error" user={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await error.unmount();
    const missing = await renderWithKabuto(
      <AdminUserDetailScreen {...adminUserDetailProps} status="notFound" user={undefined} />,
    );
    await expect.element(page.getByText('このユーザーは見つかりません')).toBeVisible();
    await missing.unmount();
    await renderWithKabuto(<AdminUserDetailScreen {...adminUserDetailProps} status="loading" user={undefined} />);
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toHaveAttribute('aria-busy', 'true');
  });
});
