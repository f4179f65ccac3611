import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { textLines } from '../../internal/lines.ts';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { locales } from '../../intl/locales.ts';
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

  it('keeps every label on one line on a 320 px phone, in every language', async () => {
    await page.viewport(320, 640);
    try {
      for (const locale of locales) {
        const screen = await renderWithKabuto(<BottomNav hrefs={bottomNavHrefs} />, { locale });
        for (const link of page.getByRole('link').all()) {
          const label = link.element().lastElementChild as HTMLElement;
          expect(textLines(label), `${label.textContent} (${locale})`).toBe(1);
          expect(label.scrollWidth, `${label.textContent} (${locale})`).toBeLessThanOrEqual(label.clientWidth);
        }
        await screen.unmount();
      }
    } finally {
      await page.viewport(390, 844);
    }
  });
});
