import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { accountPanelHrefs } from './AccountPanel.fixtures.ts';

describe('AccountPanel', () => {
  it('shows the account, every link, language choice and logout', async () => {
    const onLocaleChange = vi.fn();
    const onLogout = vi.fn();
    await renderWithKabuto(
      <AccountPanel
        open
        onOpenChange={() => {}}
        account="0901234567"
        hrefs={accountPanelHrefs}
        supportHref="https://kefu.example"
        locale="jp"
        onLocaleChange={onLocaleChange}
        onLogout={onLogout}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'マイページ' });
    await expect.element(dialog).toHaveTextContent('0901234567');
    const links = dialog.getByRole('navigation').getByRole('link');
    expect(links.all()).toHaveLength(16);
    await expect.element(dialog.getByRole('link', { name: '入金' })).toHaveAttribute('href', '#/mine/deposit');
    await expect
      .element(dialog.getByRole('link', { name: '新規公開株の申込履歴' }))
      .toHaveAttribute('href', '#/mine/newShareOrder');
    const support = dialog.getByRole('link', { name: 'カスタマーサービス' });
    await expect.element(support).toHaveAttribute('href', 'https://kefu.example');
    await expect.element(support).toHaveAttribute('target', '_blank');
    await dialog.getByRole('radio', { name: '简体中文' }).click();
    expect(onLocaleChange).toHaveBeenCalledWith('cn');
    await dialog.getByRole('button', { name: 'ログアウト' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('describes the support link with the anti-scam notice and counts unread messages', async () => {
    await renderWithKabuto(
      <AccountPanel
        open
        onOpenChange={() => {}}
        account="0901234567"
        hrefs={accountPanelHrefs}
        supportHref="#/mine/support"
        locale="us"
        onLocaleChange={() => {}}
        onLogout={() => {}}
        unreadCount={4}
      />,
      { locale: 'us' },
    );
    const dialog = page.getByRole('dialog');
    const support = dialog.getByRole('link', { name: 'Customer service' });
    await expect.element(support).toHaveAccessibleDescription(/never ask you to move to a chat app/);
    await expect.element(support).not.toHaveAttribute('target');
    await expect.element(dialog.getByRole('link', { name: 'Messages 4 unread' })).toBeVisible();
    await expect.element(dialog.getByTestId('unread-badge')).toHaveTextContent('4');
  });
});
