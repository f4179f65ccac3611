import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { SessionsScreen } from './SessionsScreen.tsx';
import { onlyThisDevice, sessionsProps } from './SessionsScreen.fixtures.ts';

describe('SessionsScreen', () => {
  it('marks this device, which cannot be ended here, and ends another one', async () => {
    const onEndSession = vi.fn();
    await renderWithKabuto(<SessionsScreen {...sessionsProps} onEndSession={onEndSession} />);
    const current = page.getByRole('region', { name: 'この端末' });
    await expect.element(current).toHaveTextContent('Safari（iOS）');
    expect(current.getByRole('button').elements()).toHaveLength(0);
    const others = page.getByRole('list', { name: 'ほかの端末' }).getByRole('listitem');
    await expect.element(others).toHaveLength(2);
    await expect.element(others.first()).toHaveTextContent('最終利用 2026/11/23 21:18 JST');
    await page.getByRole('button', { name: 'Chrome（macOS）（192.0.2.140）をログアウトさせる' }).click();
    expect(onEndSession).toHaveBeenCalledWith('s-2');
  });

  it('while one is ending, the others wait', async () => {
    await renderWithKabuto(<SessionsScreen {...sessionsProps} endingSessionId="s-2" />);
    await expect.element(page.getByRole('button', { name: /Chrome（macOS）/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: /Edge（Windows）/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'ほかの端末をすべてログアウト' })).toBeDisabled();
  });

  it('ends every other session only after a confirmation, which waits for the answer', async () => {
    let finish: () => void = () => undefined;
    const onEndOtherSessions = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithKabuto(<SessionsScreen {...sessionsProps} onEndOtherSessions={onEndOtherSessions} />, {
      locale: 'us',
    });
    await page.getByRole('button', { name: 'Log out all other devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out all other devices?' });
    await expect.element(dialog).toHaveTextContent('This logs out every device but this one (2).');
    expect(onEndOtherSessions).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: 'Log out all' }).click();
    expect(onEndOtherSessions).toHaveBeenCalledOnce();
    await expect.element(dialog.getByRole('button', { name: /Log out all/ })).toBeDisabled();
    finish();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('with only this device, says nothing else is signed in', async () => {
    await renderWithKabuto(<SessionsScreen {...sessionsProps} sessions={onlyThisDevice} />);
    await expect.element(page.getByText('ほかにログイン中の端末はありません')).toBeVisible();
    expect(page.getByRole('button', { name: 'ほかの端末をすべてログアウト' }).elements()).toHaveLength(0);
  });

  it('loads with a skeleton and retries on error', async () => {
    const screen = await renderWithKabuto(<SessionsScreen {...sessionsProps} status="loading" />);
    await expect.element(page.getByTestId('security-skeleton')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<SessionsScreen {...sessionsProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
