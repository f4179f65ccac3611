import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { BottomNav } from './BottomNav.tsx';
import { bottomNavHrefs } from './BottomNav.fixtures.ts';

describe('BottomNav', () => {
  it('lists six items in order and marks the current one', async () => {
    await renderWithKabuto(<BottomNav active="news" hrefs={bottomNavHrefs} />);
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    const links = nav.getByRole('link');
    expect(links.all().map((link) => link.element().textContent)).toEqual([
      '資産',
      'マーケット',
      '検索',
      'ニュース',
      'お気に入り',
      'メニュー',
    ]);
    await expect.element(nav.getByRole('link', { name: 'ニュース' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '資産' })).not.toHaveAttribute('aria-current');
    await expect.element(nav.getByRole('link', { name: 'メニュー' })).toHaveAttribute('href', '#/mine/menu');
  });
});
