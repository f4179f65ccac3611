import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { FundPasswordScreen } from './FundPasswordScreen.tsx';
import { fundPasswordInvalidProps, fundPasswordProps } from './FundPasswordScreen.fixtures.ts';

describe('FundPasswordScreen', () => {
  it('sets a first fund password with the login password as proof', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(<FundPasswordScreen {...fundPasswordProps} onSubmit={onSubmit} />);
    await page.getByLabelText('ログインパスワード').fill('kabuto123');
    await page.getByLabelText('新しい資金パスワード', { exact: true }).fill('fuji3776');
    await page.getByLabelText('新しい資金パスワード（確認）').fill('fuji3776');
    await page.getByRole('button', { name: '設定する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(page.getByRole('link', { name: /カスタマーサービス/ }).elements()).toHaveLength(0);
  });

  it('changes it with the current fund password, and says how to reset a forgotten one', async () => {
    await renderWithKabuto(<FundPasswordScreen {...fundPasswordProps} mode="change" />, { locale: 'us' });
    await expect.element(page.getByLabelText('Current fund password')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /never for a fee/ })).toHaveAttribute('href', '#/mine/support');
  });

  it('shows field errors, and is disabled while pending', async () => {
    await renderWithKabuto(<FundPasswordScreen {...fundPasswordProps} {...fundPasswordInvalidProps} submitting />);
    await expect
      .element(page.getByLabelText('新しい資金パスワード（確認）'))
      .toHaveAccessibleDescription('パスワードが一致しません');
    await expect.element(page.getByRole('button', { name: /設定する/ })).toBeDisabled();
  });

  it('when done, leads back to the personal page', async () => {
    await renderWithKabuto(<FundPasswordScreen {...fundPasswordProps} done />);
    await expect.element(page.getByRole('status')).toHaveTextContent('資金パスワードを設定しました');
    await expect.element(page.getByRole('link', { name: '個人ページへ戻る' })).toHaveAttribute('href', '#/mine/myPage');
  });

  it('loads, and retries on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<FundPasswordScreen {...fundPasswordProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
