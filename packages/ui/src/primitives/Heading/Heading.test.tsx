import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('renders the requested level, sized independently', async () => {
    await renderWithKabuto(
      <>
        <Heading level={1}>大</Heading>
        <Heading level={4} size="xl">
          小レベル大サイズ
        </Heading>
      </>,
    );
    const h1 = page.getByRole('heading', { level: 1, name: '大' }).element();
    const h4 = page.getByRole('heading', { level: 4, name: '小レベル大サイズ' }).element();
    expect(h1.tagName).toBe('H1');
    expect(getComputedStyle(h4).fontSize).toBe(getComputedStyle(h1).fontSize);
  });
});
