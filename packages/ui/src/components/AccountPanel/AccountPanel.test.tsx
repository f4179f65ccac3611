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
    await expect
      .element(dialog.getByRole('link', { name: 'カスタマーサービス' }))
      .toHaveAttribute('href', 'https://kefu.example');
    await dialog.getByRole('radio', { name: '简体中文' }).click();
    expect(onLocaleChange).toHaveBeenCalledWith('cn');
    await dialog.getByRole('button', { name: 'ログアウト' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
