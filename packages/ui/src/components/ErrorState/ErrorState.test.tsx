import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('alerts and retries', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<ErrorState onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('読み込みに失敗しました');
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
