import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { RecoveryCodeSignInScreen } from './RecoveryCodeSignInScreen.tsx';
import { recoveryCodeSignInProps } from './RecoveryCodeSignInScreen.fixtures.ts';

describe('RecoveryCodeSignInScreen', () => {
  it('signs in with the account and one code, and says what comes after', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(<RecoveryCodeSignInScreen {...recoveryCodeSignInProps} onSubmit={onSubmit} />);
    await expect.element(page.getByText('アカウント 0900000001')).toBeVisible();
    const code = page.getByLabelText('リカバリーコード');
    await expect.element(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill('k7qm 2xrp 9vht 4wcb');
    await page.getByRole('button', { name: 'ログイン' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    const after = page.getByRole('note', { name: 'ログインした後は' });
    await expect.element(after).toHaveTextContent('15分以内に、新しいパスキーの登録');
    await expect.element(after).toHaveTextContent('出金は、新しいパスキーを登録してからになります。');
  });

  it('shows a refusal, and cannot spend a code twice while sending', async () => {
    const screen = await renderWithKabuto(
      <RecoveryCodeSignInScreen
        {...recoveryCodeSignInProps}
        formError="リカバリーコードが正しくないか、すでに使用されています。"
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('すでに使用されています');
    await screen.unmount();
    await renderWithKabuto(<RecoveryCodeSignInScreen {...recoveryCodeSignInProps} submitting />);
    await expect.element(page.getByRole('button', { name: /ログイン/ })).toBeDisabled();
  });

  it('leads back to the passkey, to the password, and to support', async () => {
    await renderWithKabuto(<RecoveryCodeSignInScreen {...recoveryCodeSignInProps} />, { locale: 'us' });
    await expect
      .element(page.getByRole('link', { name: 'Confirm with passkey instead' }))
      .toHaveAttribute('href', '#/login/passkey');
    await expect
      .element(page.getByRole('link', { name: 'Start again from the password' }))
      .toHaveAttribute('href', '#/login/login');
    await expect
      .element(page.getByRole('link', { name: 'Contact customer service' }))
      .toHaveAttribute('href', '#/mine/support');
  });
});
