import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('lays children out in a column with a token gap', async () => {
    await renderWithKabuto(
      <Stack gap="sm" role="list" aria-label="並び">
        <span role="listitem">一</span>
        <span role="listitem">二</span>
      </Stack>,
    );
    const stack = page.getByRole('list', { name: '並び' }).element();
    expect(getComputedStyle(stack).flexDirection).toBe('column');
    expect(getComputedStyle(stack).rowGap).toBe('8px');
  });
});
