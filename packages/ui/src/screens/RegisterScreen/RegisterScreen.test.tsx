import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';
import { registerInvalidProps, registerProps } from './RegisterScreen.fixtures.ts';

describe('RegisterScreen', () => {
  it('asks for a ten-digit phone number with hints and a linked agreement', async () => {
    await renderWithKabuto(<RegisterScreen {...registerProps} />);
    const account = page.getByLabelText('電話番号');
    await expect.element(account).toHaveAttribute('inputmode', 'numeric');
    await expect.element(account).toHaveAttribute('autocomplete', 'username');
    await expect
      .element(page.getByLabelText('パスワード', { exact: true }))
      .toHaveAccessibleDescription('半角英数字 6〜32文字');
    await expect.element(page.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '#/mine/protocol');
    await expect.element(page.getByRole('checkbox', { name: '利用規約に同意します' })).toBeVisible();
  });

  it('submits and shows pending', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = await renderWithKabuto(<RegisterScreen {...registerProps} onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '登録する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    void rerender;
  });

  it('marks every invalid field', async () => {
    await renderWithKabuto(<RegisterScreen {...registerInvalidProps} submitting />);
    await expect
      .element(page.getByLabelText('パスワード（確認）'))
      .toHaveAccessibleDescription('パスワードが一致しません');
    await expect.element(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('button', { name: /登録する/ })).toBeDisabled();
  });
});
