import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { SecurityScreen } from './SecurityScreen.tsx';
import {
  newRecoveryCodes,
  passkeyRemoval,
  passkeyRename,
  securityEmpty,
  securityProps,
} from './SecurityScreen.fixtures.ts';

describe('SecurityScreen', () => {
  it('lists the passkeys with when each was added and last used, and offers rename and remove', async () => {
    const onRename = vi.fn();
    const onRemove = vi.fn();
    await renderWithKabuto(<SecurityScreen {...securityProps} onRename={onRename} onRemove={onRemove} />);
    const list = page.getByRole('list', { name: '登録済みのパスキー' });
    await expect.element(list.getByRole('listitem')).toHaveLength(2);
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('iPhone 15');
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('最終使用 2026/11/24 08:55');
    await expect.element(list.getByRole('listitem').nth(1)).toHaveTextContent('未使用');
    await page.getByRole('button', { name: '自宅のパソコン の名前を変更' }).click();
    expect(onRename).toHaveBeenCalledWith('pk-1');
    await page.getByRole('button', { name: 'iPhone 15 を削除' }).click();
    expect(onRemove).toHaveBeenCalledWith('pk-3');
    await expect.element(page.getByRole('note', { name: 'パスキーでお客さまの口座を守ります' })).toBeVisible();
  });

  it('without a passkey, calls for one and says what needs it, and adds one by name', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <SecurityScreen {...securityProps} {...securityEmpty} addPasskey={{ ...securityEmpty.addPasskey, onSubmit }} />,
    );
    const call = page.getByRole('note', { name: 'パスキーが登録されていません' });
    await expect.element(call).toHaveTextContent('出金と、出金先口座の追加・削除には、パスキーでの確認が必要です。');
    await page.getByLabelText('パスキーの名前').fill('iPhone');
    // The first passkey asks for the login password (the account holder is here).
    await page.getByLabelText('ログインパスワード').fill('demo2026');
    await page.getByRole('button', { name: 'パスキーを追加する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    // Recovery codes stand in for a passkey: none can be made before one.
    await expect.element(page.getByRole('button', { name: 'コードを発行する' })).toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: 'コードを発行する' }))
      .toHaveAccessibleDescription('リカバリーコードは、パスキーを登録してから発行できます。');
  });

  it('does not say withdrawals need a passkey when the operator does not require one', async () => {
    await renderWithKabuto(<SecurityScreen {...securityProps} {...securityEmpty} passkeyRequiredForMoney={false} />);
    await expect.element(page.getByText('パスキーが登録されていません')).toBeVisible();
    expect(page.getByText(/パスキーでの確認が必要です/).elements()).toHaveLength(0);
  });

  it('tells a demo account without a passkey that it may keep the password, and what a real account needs', async () => {
    await renderWithKabuto(
      <SecurityScreen {...securityProps} {...securityEmpty} passkeyRequiredForMoney={false} passwordSignInAllowed />,
      { locale: 'us' },
    );
    await expect
      .element(page.getByRole('note').filter({ hasText: 'This demo account' }))
      .toHaveTextContent(/log in with its password alone and withdraw or change bank accounts without a passkey/);
  });

  it('says why the browser did not make the passkey, and cannot be sent twice while it works', async () => {
    const screen = await renderWithKabuto(
      <SecurityScreen {...securityProps} addPasskey={{ ...securityProps.addPasskey, failure: 'cancelled' }} />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('The passkey check was cancelled.');
    await screen.unmount();
    await renderWithKabuto(
      <SecurityScreen {...securityProps} addPasskey={{ ...securityProps.addPasskey, submitting: true }} />,
    );
    await expect.element(page.getByRole('button', { name: /パスキーを追加する/ })).toBeDisabled();
  });

  it('in a browser without passkeys, says so instead of the form', async () => {
    await renderWithKabuto(<SecurityScreen {...securityProps} passkeySupported={false} />);
    await expect.element(page.getByText(/このブラウザはパスキーに対応していません/)).toBeVisible();
    expect(page.getByRole('button', { name: 'パスキーを追加する' }).elements()).toHaveLength(0);
  });

  it('renames in a dialog and removes after a confirmation that warns about the last passkey', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const screen = await renderWithKabuto(
      <SecurityScreen {...securityProps} rename={{ ...passkeyRename, onSubmit }} />,
    );
    const dialog = page.getByRole('dialog', { name: 'パスキーの名前を変更' });
    await expect.element(dialog.getByLabelText('パスキーの名前')).toHaveValue('自宅のパソコン');
    await dialog.getByRole('button', { name: '保存する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await screen.unmount();

    const onConfirm = vi.fn();
    await renderWithKabuto(
      <SecurityScreen
        {...securityProps}
        passkeys={securityProps.passkeys.slice(0, 1)}
        removal={{ ...passkeyRemoval, passkeyId: 'pk-3', onConfirm }}
      />,
    );
    const confirm = page.getByRole('alertdialog', { name: 'このパスキーを削除しますか？' });
    await expect.element(confirm).toHaveTextContent('これが最後のパスキーです');
    await confirm.getByRole('button', { name: '削除する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('asks before replacing recovery codes that remain, and shows a new set once until saved', async () => {
    const onGenerate = vi.fn();
    const screen = await renderWithKabuto(<SecurityScreen {...securityProps} onGenerateRecoveryCodes={onGenerate} />);
    await expect.element(page.getByText('未使用のコード: 残り8個（10個中）')).toBeVisible();
    await page.getByRole('button', { name: '新しいコードを発行' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '発行する' }).click();
    expect(onGenerate).toHaveBeenCalledOnce();
    await screen.unmount();

    const onSavedChange = vi.fn();
    const onCopy = vi.fn();
    await renderWithKabuto(
      <SecurityScreen {...securityProps} newRecoveryCodes={{ ...newRecoveryCodes, onSavedChange, onCopy }} />,
      { locale: 'us' },
    );
    const dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect.element(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveLength(10);
    await expect.element(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect(onCopy).toHaveBeenCalledOnce();
    const download = dialog.getByRole('link', { name: 'Download' });
    await expect.element(download).toHaveAttribute('download', 'kabuto-recovery-codes.txt');
    const href = decodeURIComponent(download.element().getAttribute('href') ?? '');
    expect(href).toContain('Kabuto recovery codes (account 0900000001');
    expect(href).toContain('K7QM-2XRP-9VHT-4WCB\nP9WC-3HTR-B6NF-Y8ZJ');
    await dialog.getByLabelText('I have saved these codes somewhere safe').click();
    expect(onSavedChange).toHaveBeenCalledWith(true);
  });

  it('sets, changes and stops the notification e-mail', async () => {
    const onClear = vi.fn();
    const screen = await renderWithKabuto(
      <SecurityScreen {...securityProps} notificationEmail={{ ...securityProps.notificationEmail, onClear }} />,
    );
    await expect.element(page.getByText('送信先: taro.yamada@example.jp')).toBeVisible();
    await page.getByRole('button', { name: 'メール通知を停止' }).click();
    expect(onClear).toHaveBeenCalledOnce();
    await screen.unmount();
    await renderWithKabuto(<SecurityScreen {...securityProps} {...securityEmpty} />);
    await expect.element(page.getByRole('button', { name: '登録する' })).toBeVisible();
    expect(page.getByRole('button', { name: 'メール通知を停止' }).elements()).toHaveLength(0);
  });

  it('links to the sign-in history and the signed-in devices', async () => {
    await renderWithKabuto(<SecurityScreen {...securityProps} />);
    await expect
      .element(page.getByRole('link', { name: 'ログイン履歴' }))
      .toHaveAttribute('href', '#/mine/security/history');
    await expect
      .element(page.getByRole('link', { name: 'ログイン中の端末' }))
      .toHaveAttribute('href', '#/mine/security/sessions');
  });

  it('loads with a skeleton and retries on error', async () => {
    const screen = await renderWithKabuto(<SecurityScreen {...securityProps} status="loading" />);
    await expect.element(page.getByTestId('security-skeleton')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<SecurityScreen {...securityProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
