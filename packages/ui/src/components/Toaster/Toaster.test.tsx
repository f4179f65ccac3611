import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { readingTime, Toaster } from './Toaster.tsx';

describe('Toaster', () => {
  it('shows each toast and dismisses it after its duration', async () => {
    const onDismiss = vi.fn();
    await renderWithKabuto(
      // Long enough to be seen by a slow test run before it goes; shorter than any default reading time.
      <Toaster
        duration={1200}
        onDismiss={onDismiss}
        toasts={[{ id: 'a', message: '保存しました', tone: 'positive' }]}
      />,
    );
    await expect.element(page.getByRole('region', { name: /通知/ }).getByText('保存しました')).toBeVisible();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledWith('a'), { timeout: 4000 });
  });

  it('gives a message time to be read: 4 s, longer for a long one, at most 10 s', () => {
    expect(readingTime('保存しました')).toBe(4000);
    // 25 characters, the console's longest notice in Japanese: within the first 4 s.
    expect(readingTime('利用制限を変更し、ユーザーにメッセージを送りました')).toBe(4000);
    expect(readingTime('x'.repeat(41))).toBe(4060);
    expect(readingTime('x'.repeat(90))).toBe(4000 + 50 * 60);
    expect(readingTime('x'.repeat(500))).toBe(10_000);
  });

  it('keeps a short message up past the seed’s 2 s by default, then dismisses it', async () => {
    const onDismiss = vi.fn();
    await renderWithKabuto(<Toaster onDismiss={onDismiss} toasts={[{ id: 'b', message: 'x', tone: 'info' }]} />);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledWith('b'), { timeout: 4000 });
  });
});
