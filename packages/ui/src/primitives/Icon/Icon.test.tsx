import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Icon, iconNames } from './Icon.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology and never takes focus', async () => {
    await renderWithKabuto(
      <button type="button">
        <Icon name="star" />
        お気に入り
      </button>,
    );
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    await expect.element(page.getByRole('button', { name: 'お気に入り' })).toBeVisible();
  });

  it('draws every icon of the set in the text colour, smaller when asked', async () => {
    await renderWithKabuto(
      <div style={{ color: 'rgb(255, 0, 0)' }}>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
        <Icon name="star" small />
      </div>,
    );
    const icons = [...document.querySelectorAll('svg')];
    expect(icons).toHaveLength(iconNames.length + 1);
    for (const icon of icons) {
      expect(icon.childElementCount).toBeGreaterThan(0);
      expect(getComputedStyle(icon).stroke).toBe('rgb(255, 0, 0)');
    }
    const large = icons[iconNames.indexOf('star')]!.getBoundingClientRect().width;
    const small = icons.at(-1)!.getBoundingClientRect().width;
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(large);
  });
});
