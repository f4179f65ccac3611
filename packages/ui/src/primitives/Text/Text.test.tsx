import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('uses tabular numerals for numbers', async () => {
    await renderWithKabuto(
      <Text as="p" tabular>
        1,234.50
      </Text>,
    );
    expect(getComputedStyle(page.getByText('1,234.50').element()).fontVariantNumeric).toBe('tabular-nums');
  });
});
