import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Change } from './Change.tsx';

function colourOf(text: string) {
  const element = page.getByText(text).element() as HTMLElement;
  return getComputedStyle(element).color;
}

describe('Change', () => {
  it('shows sign and arrow, red for up under the red-up convention', async () => {
    await renderWithKabuto(
      <>
        <Change amount="100" currency="USD" />
        <Change amount="-100" currency="USD" />
      </>,
      { locale: 'us', priceColours: 'red-up' },
    );
    await expect.element(page.getByText('+$100.00')).toBeVisible();
    await expect.element(page.getByText('-$100.00')).toBeVisible();
    expect(document.body.textContent).toContain('▲');
    expect(document.body.textContent).toContain('▼');
    const up = colourOf('+$100.00');
    const down = colourOf('-$100.00');
    expect(up).not.toBe(down);
    // red channel dominates for "up" in red-up
    const [r = 0, g = 0] = up.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g);
  });

  it('swaps colours under the green-up convention', async () => {
    await renderWithKabuto(<Change amount="100" currency="USD" />, { locale: 'us', priceColours: 'green-up' });
    await expect.element(page.getByText('+$100.00')).toBeVisible();
    const [r = 0, g = 0] = colourOf('+$100.00').match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r);
  });
});
