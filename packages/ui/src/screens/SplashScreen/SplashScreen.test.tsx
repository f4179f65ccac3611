import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { SplashScreen } from './SplashScreen.tsx';
import { splashFailed, splashInProgress } from './SplashScreen.fixtures.ts';

describe('SplashScreen', () => {
  it('lists the four start-up steps with the current one marked', async () => {
    await renderWithKabuto(<SplashScreen title="Kabuto" steps={splashInProgress} />);
    const steps = page.getByRole('list', { name: '起動状況' }).getByRole('listitem');
    expect(steps.all()).toHaveLength(4);
    await expect.element(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(steps.nth(1)).toHaveTextContent('相場情報を取得しています');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<SplashScreen title="Kabuto" steps={splashFailed} onRetry={onRetry} />, { locale: 'us' });
    await expect.element(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
