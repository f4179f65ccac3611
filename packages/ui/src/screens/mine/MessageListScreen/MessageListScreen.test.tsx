import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { MessageListScreen } from './MessageListScreen.tsx';
import { inboxMessages, messageListProps } from './MessageListScreen.fixtures.ts';

describe('MessageListScreen', () => {
  it('lists messages, newest first, with unread ones marked', async () => {
    await renderWithKabuto(<MessageListScreen {...messageListProps} />);
    const list = page.getByRole('list', { name: 'メッセージ' });
    const links = list.getByRole('link').all();
    expect(links).toHaveLength(3);
    await expect
      .element(list.getByRole('link', { name: /^未読: ご入金を反映しました/ }))
      .toHaveAttribute('href', '#/mine/messageInfo?id=5521');
    await expect.element(list.getByRole('link', { name: /^ログインパスワードを変更しました/ })).toBeVisible();
    await expect.element(page.getByText('未読 2 件', { exact: true })).toBeVisible();
  });

  it('filters to unread and marks everything read', async () => {
    const onFilterChange = vi.fn();
    const onMarkAllRead = vi.fn();
    await renderWithKabuto(
      <MessageListScreen {...messageListProps} onFilterChange={onFilterChange} onMarkAllRead={onMarkAllRead} />,
    );
    await page.getByRole('radio', { name: '未読' }).click();
    expect(onFilterChange).toHaveBeenCalledWith('unread');
    await page.getByRole('button', { name: 'すべて既読にする' }).click();
    expect(onMarkAllRead).toHaveBeenCalledOnce();
  });

  it('has nothing to mark when all is read, and says so when empty', async () => {
    await renderWithKabuto(
      <MessageListScreen
        {...messageListProps}
        unreadCount={0}
        filter="unread"
        messages={{ status: 'ready', items: [], hasMore: false }}
      />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect.element(page.getByText('No unread messages')).toBeVisible();
  });

  it('loads more pages and retries a failed load', async () => {
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <MessageListScreen
        {...messageListProps}
        messages={{ status: 'ready', items: inboxMessages, hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('offers a retry when the inbox cannot load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <MessageListScreen {...messageListProps} messages={{ status: 'error', items: [], hasMore: false, onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
