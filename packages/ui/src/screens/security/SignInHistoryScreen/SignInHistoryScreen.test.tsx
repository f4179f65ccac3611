import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { SignInHistoryScreen } from './SignInHistoryScreen.tsx';
import { signInHistoryProps } from './SignInHistoryScreen.fixtures.ts';

const { signIns } = signInHistoryProps;

describe('SignInHistoryScreen', () => {
  it('shows each sign-in with its time in the zone given, browser, address, method and outcome', async () => {
    await renderWithKabuto(<SignInHistoryScreen {...signInHistoryProps} />);
    const rows = page.getByRole('list', { name: 'ログインの記録' }).getByRole('listitem');
    await expect.element(rows).toHaveLength(5);
    await expect.element(rows.nth(1)).toHaveTextContent('2026/11/23 03:14 JST');
    await expect.element(rows.nth(1)).toHaveTextContent('Chrome（Windows）');
    await expect.element(rows.nth(1)).toHaveTextContent('IPアドレス 198.51.100.77');
    await expect.element(rows.nth(1)).toHaveTextContent('方法: パスワード');
    await expect.element(rows.nth(1)).toHaveTextContent('パスワード誤り');
    await expect.element(rows.nth(2)).toHaveTextContent('不明なブラウザ');
    await expect.element(rows.nth(3)).toHaveTextContent('新しいブラウザ');
    await expect.element(rows.nth(4)).toHaveTextContent('方法: リカバリーコード');
  });

  it('reads the same instant in another zone, and names the zone', async () => {
    await renderWithKabuto(<SignInHistoryScreen {...signInHistoryProps} timeZone="America/New_York" />, {
      locale: 'us',
    });
    const first = page.getByRole('list', { name: 'Logins' }).getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('11/23/2026, 18:55 EST');
    await expect.element(first).toHaveTextContent('Succeeded');
  });

  it('loads more, says what to do about a sign-in the customer did not make', async () => {
    const onLoadMore = vi.fn();
    await renderWithKabuto(<SignInHistoryScreen {...signInHistoryProps} signIns={{ ...signIns, onLoadMore }} />);
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
    await expect
      .element(page.getByRole('link', { name: 'ログイン中の端末を確認する' }))
      .toHaveAttribute('href', '#/mine/security/sessions');
    await expect
      .element(page.getByRole('link', { name: 'パスワードを変更する' }))
      .toHaveAttribute('href', '#/mine/loginPassword');
  });

  it('is empty, loading or failed with a retry', async () => {
    let screen = await renderWithKabuto(
      <SignInHistoryScreen {...signInHistoryProps} signIns={{ ...signIns, items: [], hasMore: false }} />,
    );
    await expect.element(page.getByText('ログインの記録はまだありません')).toBeVisible();
    await screen.unmount();
    screen = await renderWithKabuto(
      <SignInHistoryScreen {...signInHistoryProps} signIns={{ ...signIns, status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('security-skeleton')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <SignInHistoryScreen {...signInHistoryProps} signIns={{ ...signIns, status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
