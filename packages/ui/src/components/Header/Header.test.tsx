import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('shows the title as the page heading with a back link and shortcuts', async () => {
    await renderWithKabuto(
      <Header
        title="新規公開株"
        backHref="#/home/index"
        recordsHref="#/mine/newShareOrder"
        action={{ href: '#/quotes/search', label: '注文' }}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: '新規公開株' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '戻る' })).toHaveAttribute('href', '#/home/index');
    await expect.element(page.getByRole('link', { name: '申込履歴' })).toHaveAttribute('href', '#/mine/newShareOrder');
    await expect.element(page.getByRole('link', { name: '注文' })).toHaveAttribute('href', '#/quotes/search');
  });

  it('calls onBack from a back button', async () => {
    const onBack = vi.fn();
    await renderWithKabuto(<Header title="入金" onBack={onBack} />);
    await page.getByRole('button', { name: '戻る' }).click();
    expect(onBack).toHaveBeenCalledOnce();
  });
});
