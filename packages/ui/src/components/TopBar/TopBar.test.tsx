import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { TopBar } from './TopBar.tsx';

describe('TopBar', () => {
  it('links to messages and support and opens MYPAGE', async () => {
    const onMypage = vi.fn();
    await renderWithKabuto(
      <TopBar messagesHref="#/mine/message" supportHref="https://kefu.example" onMypage={onMypage} />,
    );
    await expect.element(page.getByRole('link', { name: 'メッセージ' })).toHaveAttribute('href', '#/mine/message');
    await expect.element(page.getByRole('link', { name: 'サポート' })).toHaveAttribute('href', 'https://kefu.example');
    const mypage = page.getByRole('button', { name: 'MYPAGE' });
    await expect.element(mypage).toHaveAttribute('aria-expanded', 'false');
    await mypage.click();
    expect(onMypage).toHaveBeenCalledOnce();
  });
});
