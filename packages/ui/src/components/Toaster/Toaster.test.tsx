import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Toaster } from './Toaster.tsx';

describe('Toaster', () => {
  it('shows each toast and dismisses it after its duration', async () => {
    const onDismiss = vi.fn();
    await renderWithKabuto(
      // Long enough to be seen by a slow test run before it goes; still shorter than the 2,000 ms default.
      <Toaster
        duration={1200}
        onDismiss={onDismiss}
        toasts={[{ id: 'a', message: '保存しました', tone: 'positive' }]}
      />,
    );
    await expect.element(page.getByRole('region', { name: /通知/ }).getByText('保存しました')).toBeVisible();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledWith('a'), { timeout: 4000 });
  });

  it('defaults to 2,000 ms', async () => {
    const onDismiss = vi.fn();
    await renderWithKabuto(<Toaster onDismiss={onDismiss} toasts={[{ id: 'b', message: 'x', tone: 'info' }]} />);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledWith('b'), { timeout: 2000 });
  });
});
