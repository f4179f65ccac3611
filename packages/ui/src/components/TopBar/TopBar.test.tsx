import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { TopBar, unreadBadgeText } from './TopBar.tsx';

describe('TopBar', () => {
  it('links to messages and support and opens MYPAGE', async () => {
    const onMypage = vi.fn();
    await renderWithKabuto(
      <TopBar messagesHref="#/mine/message" supportHref="https://kefu.example" onMypage={onMypage} />,
    );
    await expect.element(page.getByRole('link', { name: 'メッセージ' })).toHaveAttribute('href', '#/mine/message');
    const support = page.getByRole('link', { name: 'サポート' });
    await expect.element(support).toHaveAttribute('href', 'https://kefu.example');
    await expect.element(support).toHaveAttribute('target', '_blank');
    const mypage = page.getByRole('button', { name: 'MYPAGE' });
    await expect.element(mypage).toHaveAttribute('aria-expanded', 'false');
    await mypage.click();
    expect(onMypage).toHaveBeenCalledOnce();
  });

  it('says how many messages are unread and shows the badge', async () => {
    await renderWithKabuto(
      <TopBar messagesHref="#/mine/message" supportHref="#/mine/support" onMypage={() => {}} unreadCount={3} />,
    );
    await expect.element(page.getByRole('link', { name: 'メッセージ（未読 3 件）' })).toBeVisible();
    await expect.element(page.getByTestId('unread-badge')).toHaveTextContent('3');
    // The in-app support page stays in the app.
    await expect.element(page.getByRole('link', { name: 'サポート' })).not.toHaveAttribute('target');
  });

  it('shows no badge when everything is read', async () => {
    await renderWithKabuto(
      <TopBar messagesHref="#/mine/message" supportHref="#/mine/support" onMypage={() => {}} unreadCount={0} />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    expect(page.getByTestId('unread-badge').elements()).toHaveLength(0);
  });

  it('caps the badge text at 99+', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
