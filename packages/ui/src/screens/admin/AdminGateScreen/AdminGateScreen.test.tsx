import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminGateScreen } from './AdminGateScreen.tsx';
import { adminGateProps } from './AdminGateScreen.fixtures.ts';

describe('AdminGateScreen', () => {
  it('tells a user who is not an operator why, and offers to sign in as one', async () => {
    const onSignInAgain = vi.fn();
    await renderWithKabuto(<AdminGateScreen {...adminGateProps} onSignInAgain={onSignInAgain} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('0901234567');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('このアカウントでは利用できません');
    await page.getByRole('button', { name: 'オペレーターとしてログイン' }).click();
    expect(onSignInAgain).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('link', { name: 'アプリに戻る' })).toHaveAttribute('href', '#/home/index');
  });

  it('shows progress while checking', async () => {
    await renderWithKabuto(<AdminGateScreen {...adminGateProps} status="checking" />);
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('offers a retry when the check fails', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<AdminGateScreen {...adminGateProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
