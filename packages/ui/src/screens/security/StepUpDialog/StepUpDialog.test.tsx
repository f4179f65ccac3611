import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { StepUpDialog } from './StepUpDialog.tsx';
import { stepUpProps } from './StepUpDialog.fixtures.ts';

describe('StepUpDialog', () => {
  it('asks to confirm the withdrawal with the passkey, showing what is confirmed', async () => {
    const onConfirm = vi.fn();
    await renderWithKabuto(<StepUpDialog {...stepUpProps} onConfirm={onConfirm} />);
    const dialog = page.getByRole('dialog', { name: '出金をパスキーで確認' });
    await expect.element(dialog).toHaveAccessibleDescription(/この操作の前にパスキーでご本人確認をします/);
    await expect.element(dialog).toHaveTextContent('¥300,000 → 三菱UFJ銀行 新宿支店 普通 ****567');
    await dialog.getByRole('button', { name: 'パスキーで確認' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect
      .element(dialog.getByRole('link', { name: 'リカバリーコードを使う' }))
      .toHaveAttribute('href', '#/login/recovery');
  });

  it('is pending while the browser asks, and cannot be confirmed or closed twice', async () => {
    const onCancel = vi.fn();
    await renderWithKabuto(<StepUpDialog {...stepUpProps} pending onCancel={onCancel} />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: /パスキーで確認/ })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await expect.element(dialog.getByRole('status')).toHaveTextContent('端末の画面に表示される確認を続けてください。');
    await userEscape();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    ['cancelled', 'The passkey check was cancelled. Please try again.'],
    ['not_allowed', 'The passkey could not be used.'],
    ['timeout', 'The check timed out. Please try again.'],
  ] as const)('after %s, says why and offers to try again', async (failure, text) => {
    const onConfirm = vi.fn();
    await renderWithKabuto(<StepUpDialog {...stepUpProps} failure={failure} onConfirm={onConfirm} />, {
      locale: 'us',
    });
    const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal with your passkey' });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(text);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('names a bank-account change, and cancels', async () => {
    const onCancel = vi.fn();
    await renderWithKabuto(<StepUpDialog {...stepUpProps} purpose="bank_card_add" onCancel={onCancel} />, {
      locale: 'cn',
    });
    const dialog = page.getByRole('dialog', { name: '用通行密钥确认添加账户' });
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

async function userEscape() {
  const { userEvent } = await import('vitest/browser');
  await userEvent.keyboard('{Escape}');
}
