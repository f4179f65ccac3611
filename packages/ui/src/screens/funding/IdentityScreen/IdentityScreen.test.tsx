import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { sampleImage } from '../shared/fixtures.ts';
import { IdentityScreen } from './IdentityScreen.tsx';
import {
  identityInvalidProps,
  identityProps,
  rejectedVerification,
  reviewingVerification,
  verifiedVerification,
} from './IdentityScreen.fixtures.ts';

describe('IdentityScreen', () => {
  it('submits name, reading, ID number, both images and the consent, with a preview of each image', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onFrontChange = vi.fn();
    await renderWithKabuto(
      <IdentityScreen
        {...identityProps}
        frontImageField={{ ...identityProps.frontImageField, onFileChange: onFrontChange }}
        onSubmit={onSubmit}
      />,
    );
    await expect.element(page.getByText('マイナンバーカード')).toBeVisible();
    await page.getByLabelText('お名前').fill('山田 太郎');
    await page.getByLabelText('フリガナ').fill('ヤマダ タロウ');
    await page.getByLabelText('本人確認書類の番号').fill('AB1234561234');
    await userEvent.upload(page.getByLabelText(/本人確認書類（表面）/), await sampleImage('front.png'));
    await userEvent.upload(page.getByLabelText(/本人確認書類（裏面）/), await sampleImage('back.png'));
    await expect.element(page.getByRole('img', { name: /front\.png/ })).toBeVisible();
    await expect.element(page.getByRole('img', { name: /back\.png/ })).toBeVisible();
    expect(onFrontChange).toHaveBeenCalledWith(expect.any(File));
    await expect
      .element(page.getByRole('link', { name: '個人情報の取扱い' }))
      .toHaveAttribute('href', '#/mine/privacy');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: '提出する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows each field’s error, and cannot be sent twice while submitting', async () => {
    await renderWithKabuto(<IdentityScreen {...identityProps} {...identityInvalidProps} submitting />);
    await expect.element(page.getByLabelText('フリガナ')).toHaveAccessibleDescription(/全角カタカナで入力してください/);
    await expect.element(page.getByText('個人情報の取扱いへの同意が必要です')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /提出する/ })).toBeDisabled();
  });

  it('while under review shows what was sent (the ID number masked) and no form', async () => {
    await renderWithKabuto(<IdentityScreen {...identityProps} verification={reviewingVerification} />);
    await expect.element(page.getByText('審査中', { exact: true })).toBeVisible();
    await expect.element(page.getByText('********1234')).toBeVisible();
    expect(page.getByRole('button', { name: '提出する' }).elements()).toHaveLength(0);
  });

  it('when rejected gives the operator’s reason and note in the user’s language, and the form again', async () => {
    await renderWithKabuto(<IdentityScreen {...identityProps} verification={rejectedVerification} />, {
      locale: 'us',
    });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('We could not verify your identity');
    await expect.element(alert).toHaveTextContent('We could not read your ID images.');
    await expect.element(alert).toHaveTextContent('裏面の画像がぼやけています');
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it('when verified leads to the next steps', async () => {
    await renderWithKabuto(<IdentityScreen {...identityProps} verification={verifiedVerification} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('本人確認が完了しました');
    await expect
      .element(page.getByRole('link', { name: '出金先の銀行口座を登録する' }))
      .toHaveAttribute('href', '#/mine/bankAdd');
    await expect
      .element(page.getByRole('link', { name: '資金パスワードを設定する' }))
      .toHaveAttribute('href', '#/mine/fundPassword');
  });

  it('loads with a skeleton and retries on error', async () => {
    const screen = await renderWithKabuto(<IdentityScreen {...identityProps} status="loading" />);
    await expect.element(page.getByTestId('funding-skeleton')).toHaveAttribute('aria-busy', 'true');
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<IdentityScreen {...identityProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
