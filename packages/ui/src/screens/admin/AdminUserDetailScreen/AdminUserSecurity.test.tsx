import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx';
import { AdminUserSecurity } from './AdminUserSecurity.tsx';
import { adminUserDetailProps } from './AdminUserDetailScreen.fixtures.ts';
import {
  adminFactorResetDecision,
  adminFactorResetRequest,
  adminPendingReset,
  adminUserFactors,
  adminUserSecurityProps,
} from './AdminUserSecurity.fixtures.ts';

const pending = { ...adminUserFactors, pendingReset: adminPendingReset };

describe('AdminUserDetailScreen security section', () => {
  it('is left out unless given', async () => {
    await renderWithKabuto(<AdminUserDetailScreen {...adminUserDetailProps} />);
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('ユーザー 0901234567');
    expect(page.getByRole('region', { name: 'ログイン認証' }).elements()).toHaveLength(0);
  });

  it("shows the customer's passkeys, recovery codes, alert e-mail and sign-in history", async () => {
    await renderWithKabuto(
      <AdminUserDetailScreen {...adminUserDetailProps} security={<AdminUserSecurity {...adminUserSecurityProps} />} />,
    );
    const section = page.getByRole('region', { name: 'ログイン認証' });
    const passkeys = section.getByRole('list', { name: 'パスキー' }).getByRole('listitem');
    await expect.element(passkeys).toHaveLength(2);
    await expect.element(passkeys.first()).toHaveTextContent('iPhone 15');
    await expect.element(passkeys.nth(1)).toHaveTextContent('最終使用 なし');
    await expect.element(section).toHaveTextContent('未使用 8個');
    await expect.element(section).toHaveTextContent('taro.yamada@example.jp');
    const signIns = section.getByRole('list', { name: 'ログイン履歴' }).getByRole('listitem');
    await expect.element(signIns).toHaveLength(3);
    await expect.element(signIns.nth(1)).toHaveTextContent('パスワード誤り');
    await expect.element(signIns.nth(2)).toHaveTextContent('リカバリーコード・不明なブラウザ・192.0.2.140');
    await expect.element(signIns.nth(2)).toHaveTextContent('curl/8.5.0');
  });

  it('requests a reset with a reason and how the customer was identified', async () => {
    const onRequestReset = vi.fn();
    const screen = await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={<AdminUserSecurity {...{ ...adminUserSecurityProps, onRequestReset }} />}
      />,
    );
    await page.getByRole('button', { name: 'リセットを申請' }).click();
    expect(onRequestReset).toHaveBeenCalledOnce();
    await screen.unmount();

    const onValueChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={
          <AdminUserSecurity
            {...{
              ...adminUserSecurityProps,
              resetRequest: { ...adminFactorResetRequest, reason: { value: undefined, onValueChange }, onSubmit },
            }}
          />
        }
      />,
    );
    const form = page.getByRole('region', { name: '認証リセットの申請' });
    await form.getByRole('radio', { name: /端末の紛失/ }).click();
    expect(onValueChange).toHaveBeenCalledWith('lost_device');
    await form.getByLabelText('本人確認の方法').fill('電話で生年月日と住所を確認');
    await form.getByRole('button', { name: 'リセットを申請' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('lets another operator approve a waiting reset, after a confirmation', async () => {
    const onApprove = vi.fn();
    const screen = await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={
          <AdminUserSecurity
            {...{
              ...adminUserSecurityProps,
              factors: pending,
              resetDecision: { ...adminFactorResetDecision, onApprove },
            }}
          />
        }
      />,
    );
    const section = page.getByRole('region', { name: 'ログイン認証' });
    await expect.element(section).toHaveTextContent('申請 0000000001');
    await expect.element(section).toHaveTextContent('0000000001 以外のオペレーターの承認待ち');
    await section.getByRole('button', { name: '承認して実行' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
    await screen.unmount();

    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={
          <AdminUserSecurity
            {...{
              ...adminUserSecurityProps,
              factors: pending,
              resetDecision: { ...adminFactorResetDecision, confirmation: 'approve', onConfirm },
            }}
          />
        }
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '認証リセットを実行しますか？' });
    await expect.element(dialog).toHaveTextContent('0901234567 のパスキーとリカバリーコードをすべて削除し');
    await dialog.getByRole('button', { name: '承認して実行' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does not let the requester approve their own request (four eyes), but lets them reject it', async () => {
    const onReject = vi.fn();
    await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={
          <AdminUserSecurity
            {...{
              ...adminUserSecurityProps,
              operatorAccount: '0000000001',
              factors: pending,
              resetDecision: { ...adminFactorResetDecision, onReject },
            }}
          />
        }
      />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('button', { name: 'Approve and reset' })).toBeDisabled();
    await expect.element(page.getByRole('note')).toHaveTextContent('You cannot approve your own request.');
    await page.getByRole('button', { name: 'Reject' }).click();
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('loads and fails with a retry', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminUserDetailScreen
        {...adminUserDetailProps}
        security={
          <AdminUserSecurity {...{ ...adminUserSecurityProps, status: 'error', factors: undefined, onRetry }} />
        }
      />,
    );
    await page.getByRole('region', { name: 'ログイン認証' }).getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
