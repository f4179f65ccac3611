import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { SupportScreen } from './SupportScreen.tsx';
import { supportProps } from './SupportScreen.fixtures.ts';

describe('SupportScreen', () => {
  it('states the anti-scam promises before the support link', async () => {
    await renderWithKabuto(<SupportScreen {...supportProps} />);
    const notice = page.getByRole('region', { name: '詐欺にご注意ください' });
    expect(notice.getByRole('listitem').all()).toHaveLength(3);
    await expect.element(notice).toHaveTextContent('チャットアプリへの移動');
    const link = page.getByRole('link', { name: /カスタマーサービスを開く/ });
    await expect.element(link).toHaveAttribute('href', 'https://support.kabuto.example/chat');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(page.getByText('受付時間: 平日 9:00〜17:00（日本時間）')).toBeVisible();
    // The notice comes first in reading order.
    const [noticeEl, linkEl] = [notice.element(), link.element()];
    expect(noticeEl.compareDocumentPosition(linkEl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when no support link is configured', async () => {
    await renderWithKabuto(
      <SupportScreen {...supportProps} support={{ ...supportProps.support!, kefuHref: undefined }} />,
      {
        locale: 'us',
      },
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('cannot get the customer service link');
    expect(page.getByRole('link', { name: /Open customer service/ }).elements()).toHaveLength(0);
  });

  it('retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<SupportScreen {...supportProps} status="error" support={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
