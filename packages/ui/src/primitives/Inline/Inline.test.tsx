import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('lays children out in a wrapping row with a token gap and alignment', async () => {
    await renderWithKabuto(
      <Inline gap="sm" justify="space-between" role="list" aria-label="並び">
        <span role="listitem">一</span>
        <span role="listitem">二</span>
      </Inline>,
    );
    const element = page.getByRole('list', { name: '並び' }).element();
    const style = getComputedStyle(element);
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
    expect(style.columnGap).toBe('8px');
    expect(style.justifyContent).toBe('space-between');
  });
});
