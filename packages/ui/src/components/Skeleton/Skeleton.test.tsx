import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given width', async () => {
    const { container } = await renderWithKabuto(
      <div style={{ width: '200px' }}>
        <Skeleton width="50%" />
      </div>,
    );
    const element = container.querySelector<HTMLElement>('[data-skeleton]');
    expect(element).not.toBeNull();
    expect(element!.getAttribute('aria-hidden')).toBe('true');
    expect(element!.getBoundingClientRect().width).toBe(100);
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });
});
