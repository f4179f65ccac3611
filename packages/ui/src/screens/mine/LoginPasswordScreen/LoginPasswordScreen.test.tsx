import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { LoginPasswordScreen } from './LoginPasswordScreen.tsx';
import { loginPasswordInvalidProps, loginPasswordProps } from './LoginPasswordScreen.fixtures.ts';

describe('LoginPasswordScreen', () => {
  it('asks for the current, new and confirmed password and submits', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(<LoginPasswordScreen {...loginPasswordProps} onSubmit={onSubmit} />);
    await page.getByLabelText('現在のパスワード').fill('kabuto123');
    await page.getByLabelText('新しいパスワード', { exact: true }).fill('sakura456');
    await page.getByLabelText('新しいパスワード（確認）').fill('sakura456');
    await expect.element(page.getByText('すべての端末でログアウトされます', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '変更する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows translated field errors and the server refusal', async () => {
    await renderWithKabuto(
      <LoginPasswordScreen
        {...loginPasswordProps}
        {...loginPasswordInvalidProps}
        formError="元のパスワードが違います"
      />,
    );
    await expect
      .element(page.getByLabelText('新しいパスワード（確認）'))
      .toHaveAccessibleDescription('パスワードが一致しません');
    await expect.element(page.getByRole('alert')).toHaveTextContent('元のパスワードが違います');
  });

  it('cannot be sent twice while pending', async () => {
    await renderWithKabuto(<LoginPasswordScreen {...loginPasswordProps} submitting />);
    await expect.element(page.getByRole('button', { name: /変更する/ })).toBeDisabled();
  });

  it('after the change, says every session ended and leads to login', async () => {
    const onLoginAgain = vi.fn();
    await renderWithKabuto(<LoginPasswordScreen {...loginPasswordProps} done onLoginAgain={onLoginAgain} />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('status')).toHaveTextContent('Login password changed');
    await page.getByRole('button', { name: 'Log in with the new password' }).click();
    expect(onLoginAgain).toHaveBeenCalledOnce();
  });
});
