import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { formatMoney } from '../../intl/format.ts';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Money } from './Money.tsx';

describe('formatMoney', () => {
  it('formats decimal strings exactly with two decimals and separators', () => {
    expect(formatMoney('us', '1234567.5', 'USD')).toBe('$1,234,567.50');
    expect(formatMoney('us', '12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('jp', '1234.5', 'JPY')).toBe('￥1,234.50');
    expect(formatMoney('cn', '-0.1', 'CNY')).toBe('-¥0.10');
  });

  it('shows 0.00 for blank or non-numeric input', () => {
    expect(formatMoney('us', '', 'USD')).toBe('$0.00');
    expect(formatMoney('us', 'abc', 'USD')).toBe('$0.00');
    expect(formatMoney('us', undefined, 'USD')).toBe('$0.00');
  });

  it('signs non-zero amounts when asked', () => {
    expect(formatMoney('us', '5', 'USD', { signed: true })).toBe('+$5.00');
    expect(formatMoney('us', '0.00', 'USD', { signed: true })).toBe('$0.00');
  });
});

describe('Money', () => {
  it('renders the formatted amount for the current locale', async () => {
    await renderWithKabuto(<Money amount="1234.5" currency="JPY" />, { locale: 'jp' });
    await expect.element(page.getByText('￥1,234.50')).toBeVisible();
  });
});
