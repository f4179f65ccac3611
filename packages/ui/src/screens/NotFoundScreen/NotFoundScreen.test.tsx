import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

describe('NotFoundScreen', () => {
  it('says the page was not found and links home', async () => {
    await renderWithKabuto(<NotFoundScreen homeHref="#/home/index" />, { locale: 'cn' });
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('页面不存在');
    await expect.element(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/index');
  });
});
