import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    await renderWithKabuto(<PasswordField label="パスワード" name="password" defaultValue="secret1" />);
    const input = page.getByLabelText('パスワード', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'パスワードを表示' });
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(input).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('shows its error', async () => {
    await renderWithKabuto(<PasswordField label="パスワード" name="password" errorMessage="6文字以上" />);
    await expect.element(page.getByLabelText('パスワード', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});
