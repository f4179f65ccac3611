import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { fieldBinding } from '../FieldBinding.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { loginInvalidProps, loginProps } from './LoginScreen.fixtures.ts';

describe('LoginScreen', () => {
  it('wires register()-style bindings and submits the form', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    let accountInput: HTMLInputElement | null = null;
    await renderWithKabuto(
      <LoginScreen
        {...loginProps}
        accountField={{ ...fieldBinding('account'), onChange, ref: (node) => void (accountInput = node) }}
        onSubmit={onSubmit}
      />,
    );
    const account = page.getByLabelText('アカウント（電話番号）');
    await account.fill('0901234567');
    expect(onChange).toHaveBeenCalled();
    expect(accountInput!.name).toBe('account');
    await expect.element(account).toHaveAttribute('autocomplete', 'username');
    await page.getByRole('button', { name: 'ログイン' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows field errors and a refusal', async () => {
    await renderWithKabuto(
      <LoginScreen {...loginInvalidProps} formError="アカウントまたはパスワードが正しくありません。" />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('アカウントまたはパスワードが正しくありません。');
    await expect
      .element(page.getByLabelText('アカウント（電話番号）'))
      .toHaveAccessibleDescription('電話番号は10桁の数字で入力してください');
  });

  it('cannot be submitted twice while submitting', async () => {
    await renderWithKabuto(<LoginScreen {...loginProps} submitting />);
    await expect.element(page.getByRole('button', { name: /ログイン/ })).toBeDisabled();
  });

  it('without a passkey offer, is the password form alone', async () => {
    await renderWithKabuto(<LoginScreen {...loginProps} />);
    expect(page.getByRole('button', { name: 'パスキーでログイン' }).elements()).toHaveLength(0);
  });

  it('offers a passkey with nothing typed, and lets the browser suggest passkeys in the account field', async () => {
    const onPasskeySignIn = vi.fn();
    await renderWithKabuto(<LoginScreen {...loginProps} onPasskeySignIn={onPasskeySignIn} />, { locale: 'us' });
    await expect
      .element(page.getByLabelText('Account (phone number)'))
      .toHaveAttribute('autocomplete', 'username webauthn');
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    expect(onPasskeySignIn).toHaveBeenCalledOnce();
  });

  it('while the passkey is asked for, neither way can be sent again', async () => {
    await renderWithKabuto(<LoginScreen {...loginProps} onPasskeySignIn={() => undefined} passkeySigningIn />);
    await expect.element(page.getByRole('button', { name: /パスキーでログイン/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
  });
});
