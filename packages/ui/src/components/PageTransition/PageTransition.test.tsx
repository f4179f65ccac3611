import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { PageTransition } from './PageTransition.tsx';

describe('PageTransition', () => {
  it('shows its page with a fade-in animation', async () => {
    await renderWithKabuto(
      <PageTransition>
        <p>ホーム</p>
      </PageTransition>,
    );
    await expect.element(page.getByText('ホーム')).toBeVisible();
    const wrapper = page.getByTestId('page-transition').element();
    expect(getComputedStyle(wrapper).animationName).not.toBe('none');
  });
});
