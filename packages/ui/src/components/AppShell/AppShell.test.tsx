import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { bottomNavHrefs } from '../BottomNav/BottomNav.fixtures.ts';
import { AppShell } from './AppShell.tsx';

describe('AppShell', () => {
  it('lays out the simulator marker, top bar, header, content and bottom menu', async () => {
    const onMypage = vi.fn();
    await renderWithKabuto(
      <AppShell
        header={{ title: '資産' }}
        topBar={{ messagesHref: '#/m', supportHref: '#/s', onMypage }}
        bottomNav={{ active: 'assets', hrefs: bottomNavHrefs }}
      >
        <p>内容</p>
      </AppShell>,
    );
    await expect.element(page.getByRole('note')).toHaveTextContent('シミュレーション市場');
    await expect.element(page.getByRole('heading', { level: 1, name: '資産' })).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('内容');
    await expect.element(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await page.getByRole('button', { name: 'MYPAGE' }).click();
    expect(onMypage).toHaveBeenCalledOnce();
  });

  it('can hide the simulator marker', async () => {
    await renderWithKabuto(
      <AppShell header={{ title: 'x' }} simulator={false}>
        <p>内容</p>
      </AppShell>,
    );
    await expect.element(page.getByRole('note')).not.toBeInTheDocument();
  });
});
