import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { fieldBinding } from '../../FieldBinding.ts';
import { AdminConfigScreen } from './AdminConfigScreen.tsx';
import { adminConfigEdit, adminConfigProps } from './AdminConfigScreen.fixtures.ts';

describe('AdminConfigScreen', () => {
  it('groups entries and shows each value in its own format', async () => {
    await renderWithKabuto(<AdminConfigScreen {...adminConfigProps} />);
    const site = page.getByRole('region', { name: 'サイト' });
    await expect.element(site).toHaveTextContent('Kabuto');
    await expect.element(site).toHaveTextContent('変更不可');
    const withdrawal = page.getByRole('region', { name: '出金' });
    await expect.element(withdrawal).toHaveTextContent('￥5,000,000.00');
    await expect.element(withdrawal).toHaveTextContent('東証の営業日のみ');
    await expect.element(withdrawal).toHaveTextContent('非公開');
    await expect.element(page.getByRole('region', { name: '登録と紹介' })).toHaveTextContent('オン');
    await expect.element(page.getByRole('region', { name: '手数料と金利' })).toHaveTextContent('9.80%');
    expect(page.getByRole('button', { name: '動作モードを編集' }).elements()).toHaveLength(0);
  });

  it('opens one entry for editing', async () => {
    const onEdit = vi.fn();
    await renderWithKabuto(<AdminConfigScreen {...adminConfigProps} onEdit={onEdit} />);
    await page.getByRole('button', { name: 'サイト名を編集' }).click();
    expect(onEdit).toHaveBeenCalledWith('title');
  });

  it('edits a value with its hint and saves or cancels', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    await renderWithKabuto(
      <AdminConfigScreen
        {...adminConfigProps}
        editing={{ ...adminConfigEdit, name: 'withdrawal_max', onSubmit, onCancel }}
      />,
    );
    const field = page.getByRole('textbox', { name: '新しい値' });
    await expect.element(field).toHaveValue('5000000');
    await expect.element(field).toHaveAccessibleDescription(/100〜5,000,000円の整数/);
    // Other entries wait until this one is done.
    await expect.element(page.getByRole('button', { name: 'サイト名を編集' })).toBeDisabled();
    await page.getByRole('button', { name: '保存' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('edits an on/off entry with a choice', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(
      <AdminConfigScreen
        {...adminConfigProps}
        editing={{ ...adminConfigEdit, name: 'invite_required', choice: { value: '1', onValueChange } }}
      />,
    );
    await page.getByRole('radio', { name: 'オフ' }).click();
    expect(onValueChange).toHaveBeenCalledWith('0');
  });

  it('shows the field error and cannot save twice', async () => {
    await renderWithKabuto(
      <AdminConfigScreen
        {...adminConfigProps}
        editing={{
          ...adminConfigEdit,
          submitting: true,
          field: fieldBinding('value', { invalid: true, errorMessage: '40文字以内で入力してください' }),
        }}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: '新しい値' })).toHaveAccessibleDescription(/40文字以内/);
    await expect.element(page.getByRole('button', { name: /保存/ })).toBeDisabled();
  });

  it('has loading and error states', async () => {
    const onRetry = vi.fn();
    const error = await renderWithKabuto(<AdminConfigScreen {...adminConfigProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await error.unmount();
    await renderWithKabuto(<AdminConfigScreen {...adminConfigProps} status="loading" entries={[]} />);
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeVisible();
  });
});
