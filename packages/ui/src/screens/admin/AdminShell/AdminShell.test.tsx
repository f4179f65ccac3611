import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminShell } from './AdminShell.tsx';
import { adminShellProps } from './AdminShell.fixtures.ts';

describe('AdminShell', () => {
  it('lists only the sections it is given and marks the active one', async () => {
    await renderWithKabuto(
      <AdminShell
        {...adminShellProps}
        sections={[
          { key: 'users', href: '#/admin/users' },
          { key: 'audit', href: '#/admin/audit' },
        ]}
        active="audit"
      >
        <h1>監査ログ</h1>
      </AdminShell>,
    );
    const nav = page.getByRole('navigation', { name: 'コンソールのメニュー' });
    await expect.element(nav.getByRole('link')).toHaveLength(2);
    await expect.element(nav.getByRole('link', { name: 'ユーザー' })).toHaveAttribute('href', '#/admin/users');
    await expect.element(nav.getByRole('link', { name: '監査ログ' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'ユーザー' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'サイト設定' }).elements()).toHaveLength(0);
  });

  it('shows the operator and signs out', async () => {
    const onSignOut = vi.fn();
    await renderWithKabuto(
      <AdminShell {...adminShellProps} onSignOut={onSignOut}>
        <p>x</p>
      </AdminShell>,
    );
    await expect.element(page.getByText('鈴木 一郎 · 0000000001')).toBeVisible();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('cannot sign out twice while signing out', async () => {
    await renderWithKabuto(
      <AdminShell {...adminShellProps} signingOut>
        <p>x</p>
      </AdminShell>,
    );
    await expect.element(page.getByRole('button', { name: /ログアウト/ })).toBeDisabled();
  });
});
