import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { formatPrice, Price } from './Price.tsx';

describe('Price', () => {
  it('shows the price at exactly the tick decimals', async () => {
    await renderWithKabuto(
      <ul>
        <li>
          <Price value="2345.5" decimals={1} />
        </li>
        <li>
          <Price value="3120" decimals={2} />
        </li>
        <li>
          <Price value="151.23455" decimals={4} />
        </li>
      </ul>,
    );
    const items = page.getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('2,345.5');
    await expect.element(items.nth(1)).toHaveTextContent('3,120.00');
    await expect.element(items.nth(2)).toHaveTextContent('151.2346');
  });

  it('formats as currency when given one', async () => {
    await renderWithKabuto(<Price value="189.5" decimals={2} currency="USD" />, { locale: 'us' });
    await expect.element(page.getByText('$189.50')).toBeVisible();
  });

  it('shows an em dash for blank or non-numeric values', async () => {
    await renderWithKabuto(
      <>
        <Price value="" decimals={0} />
        <Price value="n/a" decimals={0} />
      </>,
    );
    const unavailable = [...document.querySelectorAll('[data-unavailable]')];
    expect(unavailable.map((element) => element.textContent)).toEqual(['—', '—']);
  });

  it('keeps precision beyond floats', () => {
    expect(formatPrice('en-US', '9007199254740993.5', 1)).toBe('9,007,199,254,740,993.5');
  });
});
