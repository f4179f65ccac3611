import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('names a control without being painted', async () => {
    await renderWithKabuto(
      <button type="button">
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>閉じる</VisuallyHidden>
      </button>,
    );
    await expect.element(page.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    const hidden = page.getByText('閉じる').element() as HTMLElement;
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(getComputedStyle(hidden).position).toBe('absolute');
  });
});
