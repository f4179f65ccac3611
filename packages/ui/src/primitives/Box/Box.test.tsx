import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders the requested element with token spacing and passes HTML props through', async () => {
    await renderWithKabuto(
      <Box as="section" padding="lg" aria-label="箱">
        中身
      </Box>,
    );
    const box = page.getByRole('region', { name: '箱' });
    await expect.element(box).toHaveTextContent('中身');
    expect(getComputedStyle(box.element()).paddingTop).toBe('16px');
  });
});
