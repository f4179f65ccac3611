import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { MessageDetailScreen } from './MessageDetailScreen.tsx';
import { messageDetailProps } from './MessageDetailScreen.fixtures.ts';

describe('MessageDetailScreen', () => {
  it('shows the whole message and links to its record', async () => {
    await renderWithKabuto(<MessageDetailScreen {...messageDetailProps} />);
    const article = page.getByRole('article', { name: 'ご入金を反映しました' });
    await expect.element(article).toHaveTextContent('取引履歴でご確認いただけます。');
    await expect.element(article).toHaveTextContent('お知らせ');
    await expect
      .element(article.getByRole('link', { name: '関連する取引履歴を見る' }))
      .toHaveAttribute('href', '#/mine/transactionRecords?record=88310');
  });

  it('says when the message does not exist', async () => {
    await renderWithKabuto(<MessageDetailScreen {...messageDetailProps} status="notFound" message={undefined} />, {
      locale: 'us',
    });
    await expect.element(page.getByText('This message could not be found')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Back to messages' }))
      .toHaveAttribute('href', '#/mine/message');
  });

  it('retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<MessageDetailScreen {...messageDetailProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
