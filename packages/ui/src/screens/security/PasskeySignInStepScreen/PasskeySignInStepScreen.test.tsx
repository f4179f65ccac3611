import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { PasskeySignInStepScreen } from './PasskeySignInStepScreen.tsx';
import { passkeySignInStepProps } from './PasskeySignInStepScreen.fixtures.ts';

describe('PasskeySignInStepScreen', () => {
  it('finishes the sign-in with the passkey, or leads to a recovery code or another account', async () => {
    const onConfirm = vi.fn();
    await renderWithKabuto(<PasskeySignInStepScreen {...passkeySignInStepProps} onConfirm={onConfirm} />);
    await expect.element(page.getByText('アカウント 0900000001')).toBeVisible();
    await page.getByRole('button', { name: 'パスキーで確認する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect
      .element(page.getByRole('link', { name: 'リカバリーコードを使う' }))
      .toHaveAttribute('href', '#/login/recovery');
    await expect
      .element(page.getByRole('link', { name: '別のアカウントでログイン' }))
      .toHaveAttribute('href', '#/login/login');
  });

  it('is pending while the browser asks, then says what went wrong and offers to try again', async () => {
    const screen = await renderWithKabuto(<PasskeySignInStepScreen {...passkeySignInStepProps} pending />);
    await expect.element(page.getByRole('button', { name: /パスキーで確認する/ })).toBeDisabled();
    await screen.unmount();
    await renderWithKabuto(<PasskeySignInStepScreen {...passkeySignInStepProps} failure="not_recognised" />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('This passkey is not registered to your account.');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
