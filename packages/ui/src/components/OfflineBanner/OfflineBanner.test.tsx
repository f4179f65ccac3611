import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

describe('OfflineBanner', () => {
  it.each([
    ['jp', 'オフラインです', '再接続'],
    ['cn', '已离线', '重新连接'],
    ['us', 'You’re offline', 'Reconnect'],
  ] as const)('says the app is offline and offers to reconnect in %s', async (locale, title, retry) => {
    const onRetry = vi.fn();
    await renderWithKabuto(<OfflineBanner offline onRetry={onRetry} />, { locale });
    await expect.element(page.getByRole('status')).toHaveTextContent(title);
    await page.getByRole('button', { name: retry }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps its live region in the page, empty, while online', async () => {
    await renderWithKabuto(<OfflineBanner offline={false} onRetry={() => {}} />);
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows no button without a way to retry', async () => {
    await renderWithKabuto(<OfflineBanner offline />);
    await expect.element(page.getByRole('status')).toHaveTextContent('接続が戻ると自動で再開します');
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('is pending while a check runs', async () => {
    await renderWithKabuto(<OfflineBanner offline onRetry={() => {}} retrying />);
    await expect.element(page.getByRole('button')).toBeDisabled();
  });
});
