import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { MyPageScreen } from './MyPageScreen.tsx';
import { myPageProps, newUserProfile, restrictedProfile } from './MyPageScreen.fixtures.ts';

describe('MyPageScreen', () => {
  it('shows the account, the asset figures and each setting', async () => {
    await renderWithKabuto(<MyPageScreen {...myPageProps} />);
    const main = page.getByRole('main');
    await expect.element(main).toHaveTextContent('0901234567');
    await expect.element(main.getByRole('region', { name: '資産状況' })).toHaveTextContent('￥12,345,678.90');
    await expect
      .element(main.getByRole('link', { name: /本人確認\s*認証済み/ }))
      .toHaveAttribute('href', '#/mine/verified');
    await expect.element(main.getByRole('link', { name: /資金パスワード\s*設定済み/ })).toBeVisible();
    await expect.element(main.getByRole('link', { name: /言語\s*日本語/ })).toHaveAttribute('href', '#/mine/language');
    expect(main.getByRole('alert').elements()).toHaveLength(0);
  });

  it('tells a new user what is missing', async () => {
    await renderWithKabuto(<MyPageScreen {...myPageProps} profile={newUserProfile} />, { locale: 'us' });
    const main = page.getByRole('main');
    await expect.element(main.getByRole('link', { name: /Fund password\s*Not set/ })).toBeVisible();
    await expect.element(main.getByRole('link', { name: /Bank accounts\s*none yet/ })).toBeVisible();
    await expect.element(main.getByText('Not available yet').first()).toBeVisible();
  });

  it('explains a restriction with the operator’s words and a way to support', async () => {
    await renderWithKabuto(<MyPageScreen {...myPageProps} profile={restrictedProfile} />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('出金の停止');
    await expect.element(alert).toHaveTextContent('ご本人確認のため出金を一時停止しています。');
    await expect
      .element(alert.getByRole('link', { name: 'カスタマーサービスに問い合わせる' }))
      .toHaveAttribute('href', '#/mine/support');
  });

  it('shows a skeleton while loading', async () => {
    await renderWithKabuto(<MyPageScreen {...myPageProps} status="loading" profile={undefined} />);
    await expect.element(page.getByTestId('mine-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a retry on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<MyPageScreen {...myPageProps} status="error" profile={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
