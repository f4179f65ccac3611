import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('says there is no data in the current language by default', async () => {
    await renderWithKabuto(<EmptyState />, { locale: 'us' });
    await expect.element(page.getByText('No data yet')).toBeVisible();
  });

  it('shows a custom title and action', async () => {
    await renderWithKabuto(<EmptyState title="保有なし" action={<a href="#/quotes/search">検索</a>} />);
    await expect.element(page.getByText('保有なし')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '検索' })).toBeVisible();
  });
});
