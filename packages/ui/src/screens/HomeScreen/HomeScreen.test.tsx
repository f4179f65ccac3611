import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { homeReadyProps } from './HomeScreen.fixtures.ts';

describe('HomeScreen', () => {
  it('shows assets inside the shell', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} />);
    await expect
      .element(page.getByRole('main').getByRole('region', { name: '資産状況' }))
      .toHaveTextContent('￥12,345,678.90');
    await expect.element(page.getByRole('link', { name: '資産' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a skeleton while loading', async () => {
    await renderWithKabuto(<HomeScreen {...homeReadyProps} status="loading" assets={undefined} />);
    await expect.element(page.getByRole('region', { name: '資産状況' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a retry on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<HomeScreen {...homeReadyProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
