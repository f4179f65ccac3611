import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { MenuScreen } from './MenuScreen.tsx';
import { menuProps } from './MenuScreen.fixtures.ts';
import { menuGroups } from './MenuScreen.types.ts';

describe('MenuScreen', () => {
  it('links to every account page, grouped, with the unread count on messages', async () => {
    await renderWithKabuto(<MenuScreen {...menuProps} unreadCount={5} />);
    const main = page.getByRole('main');
    await expect.element(main).toHaveTextContent('0901234567');
    const total = Object.values(menuGroups).flat().length;
    expect(main.getByRole('navigation').getByRole('link').all()).toHaveLength(total);
    await expect
      .element(
        main.getByRole('navigation', { name: 'お知らせ・特典' }).getByRole('link', { name: 'メッセージ 未読 5 件' }),
      )
      .toHaveAttribute('href', '#/mine/message');
    await expect
      .element(main.getByRole('link', { name: 'デイリーチェックイン' }))
      .toHaveAttribute('href', '#/mine/checkin');
    await expect.element(main.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '#/mine/protocol');
    const investing = main.getByRole('navigation', { name: '投資サービス' });
    await expect
      .element(investing.getByRole('link', { name: 'コピートレード' }))
      .toHaveAttribute('href', '#/home/follow');
    await expect
      .element(investing.getByRole('link', { name: '新規公開株（IPO）' }))
      .toHaveAttribute('href', '#/home/newShare');
    await expect.element(investing.getByRole('link', { name: '立会外分売' })).toHaveAttribute('href', '#/home/large');
  });

  it('logs out, once', async () => {
    const onLogout = vi.fn();
    await renderWithKabuto(<MenuScreen {...menuProps} onLogout={onLogout} />, { locale: 'us' });
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('cannot log out twice while logging out', async () => {
    await renderWithKabuto(<MenuScreen {...menuProps} loggingOut />);
    await expect.element(page.getByRole('main').getByRole('button', { name: /ログアウト/ })).toBeDisabled();
  });

  it('links to the security page only when given its address', async () => {
    const screen = await renderWithKabuto(<MenuScreen {...menuProps} />);
    expect(page.getByRole('link', { name: 'セキュリティ（パスキー）' }).elements()).toHaveLength(0);
    await screen.unmount();
    await renderWithKabuto(<MenuScreen {...menuProps} securityHref="#/mine/security" />);
    await expect
      .element(page.getByRole('link', { name: 'セキュリティ（パスキー）' }))
      .toHaveAttribute('href', '#/mine/security');
  });

  it('links to one-day margin last in the investing group only when given its address', async () => {
    const screen = await renderWithKabuto(<MenuScreen {...menuProps} />);
    expect(page.getByRole('link', { name: '一日信用' }).elements()).toHaveLength(0);
    await screen.unmount();
    await renderWithKabuto(<MenuScreen {...menuProps} withinDaysHref="#/home/withinDays" />, { locale: 'us' });
    const investing = page.getByRole('navigation', { name: 'Investing' });
    const links = investing.getByRole('link').elements();
    expect(links.at(-1)?.textContent).toBe('One-day margin');
    expect(links.at(-1)?.getAttribute('href')).toBe('#/home/withinDays');
  });
});
