import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { KeyValueList } from './KeyValueList.tsx';

describe('KeyValueList', () => {
  it('renders terms and right-aligned tabular values, with an emphasis row', async () => {
    await renderWithKabuto(
      <KeyValueList
        aria-label="注文内容"
        items={[
          { label: '数量', value: '100' },
          { label: '受渡金額', value: '284,550', emphasis: true },
        ]}
      />,
    );
    const terms = page.getByRole('term').all();
    expect(terms.map((term) => term.element().textContent)).toEqual(['数量', '受渡金額']);
    const values = page.getByRole('definition').all();
    expect(values).toHaveLength(2);
    const quantity = values[0]!.element();
    expect(getComputedStyle(quantity).textAlign).toBe('right');
    expect(getComputedStyle(quantity).fontVariantNumeric).toContain('tabular-nums');
    const total = values[1]!.element();
    expect(total.parentElement?.getAttribute('data-emphasis')).toBe('true');
    expect(Number.parseFloat(getComputedStyle(total).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(quantity).fontSize),
    );
    expect(quantity.closest('dl')).not.toBeNull();
  });
});
