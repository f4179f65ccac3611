import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { LoginStartScreen } from './LoginStartScreen.tsx';
import { loginStartProps } from './LoginStartScreen.fixtures.ts';

describe('LoginStartScreen', () => {
  it('links to login and register and switches language', async () => {
    const onLocaleChange = vi.fn();
    await renderWithKabuto(<LoginStartScreen {...loginStartProps} onLocaleChange={onLocaleChange} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Kabuto' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '#/login/login');
    await expect.element(page.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '#/login/register');
    await page.getByRole('radio', { name: 'English' }).click();
    expect(onLocaleChange).toHaveBeenCalledWith('us');
  });
});
