import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { PasskeySetupPromptScreen } from './PasskeySetupPromptScreen.tsx';
import { passkeySetupPromptProps } from './PasskeySetupPromptScreen.fixtures.ts';

describe('PasskeySetupPromptScreen', () => {
  it('sets a passkey up now with a name and the password, or later, and says what later means', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onLater = vi.fn();
    await renderWithKabuto(
      <PasskeySetupPromptScreen {...passkeySetupPromptProps} onSubmit={onSubmit} onLater={onLater} />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'パスキーを設定しましょう' })).toBeVisible();
    const later = page.getByRole('note', { name: '「あとで」を選んだ場合' });
    await expect.element(later).toHaveTextContent('これまでどおりパスワードでログインできます');
    await expect.element(later).toHaveTextContent('パスキーを登録するまで、出金と出金先口座の追加・削除はできません。');
    await page.getByLabelText('パスキーの名前').fill('iPhone');
    await page.getByLabelText('ログインパスワード（確認のため）').fill('demo2026');
    await page.getByRole('button', { name: '今すぐ設定する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'あとで' }).click();
    expect(onLater).toHaveBeenCalledOnce();
  });

  it('while setting up, neither button can be pressed again; a cancelled sheet says so', async () => {
    const screen = await renderWithKabuto(<PasskeySetupPromptScreen {...passkeySetupPromptProps} submitting />);
    await expect.element(page.getByRole('button', { name: /今すぐ設定する/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'あとで' })).toBeDisabled();
    await screen.unmount();
    await renderWithKabuto(<PasskeySetupPromptScreen {...passkeySetupPromptProps} failure="cancelled" />, {
      locale: 'cn',
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('通行密钥验证已取消。请重试。');
  });

  it('in a browser without passkeys, offers only later; without the operator rule, later does not mention money', async () => {
    const screen = await renderWithKabuto(
      <PasskeySetupPromptScreen {...passkeySetupPromptProps} passkeySupported={false} />,
    );
    await expect.element(page.getByText(/このブラウザはパスキーに対応していません/)).toBeVisible();
    expect(page.getByRole('button', { name: '今すぐ設定する' }).elements()).toHaveLength(0);
    await screen.unmount();
    await renderWithKabuto(<PasskeySetupPromptScreen {...passkeySetupPromptProps} passkeyRequiredForMoney={false} />);
    expect(page.getByText(/出金と出金先口座の追加・削除はできません/).elements()).toHaveLength(0);
  });

  it('once registered, suggests recovery codes and goes on', async () => {
    const onContinue = vi.fn();
    await renderWithKabuto(
      <PasskeySetupPromptScreen {...passkeySetupPromptProps} registered onContinue={onContinue} />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('heading', { name: 'Passkey added' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Make recovery codes' }))
      .toHaveAttribute('href', '#/mine/security');
    await page.getByRole('button', { name: 'Get started' }).click();
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
