import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { BankCardAddScreen } from './BankCardAddScreen.tsx';
import { addedCard, bankCardAddInvalidProps, bankCardAddProps } from './BankCardAddScreen.fixtures.ts';

describe('BankCardAddScreen', () => {
  it('explains the own-name rule with the verified name and reading, and submits the account', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onValueChange = vi.fn();
    await renderWithKabuto(
      <BankCardAddScreen
        {...bankCardAddProps}
        accountType={{ value: 'ordinary', onValueChange }}
        onSubmit={onSubmit}
      />,
    );
    await expect.element(page.getByText(/「山田 太郎」またはフリガナ「ヤマダ タロウ」と同じ/)).toBeVisible();
    await page.getByLabelText('銀行名').fill('三菱UFJ銀行');
    await page.getByLabelText('支店名').fill('新宿支店');
    await page.getByLabelText('支店番号').fill('365');
    const types = page.getByRole('radiogroup', { name: '口座種別' });
    await expect.element(types.getByRole('radio', { name: '普通' })).toBeChecked();
    await types.getByRole('radio', { name: '貯蓄' }).click();
    expect(onValueChange).toHaveBeenCalledWith('savings');
    await expect.element(types.getByRole('radio', { name: '当座' })).toBeVisible();
    await page.getByLabelText('口座番号').fill('1234567');
    // Prefilled with the verified reading, and editable.
    await expect.element(page.getByLabelText('口座名義')).toHaveValue('ヤマダ タロウ');
    await expect
      .element(page.getByLabelText('口座名義'))
      .toHaveAccessibleDescription(/本人確認済みのフリガナを入れています/);
    await page.getByLabelText('口座名義').fill('ﾔﾏﾀﾞ ﾀﾛｳ');
    await page.getByLabelText('資金パスワード').fill('fuji3776');
    await page.getByRole('button', { name: '登録する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows field errors, and cannot be sent twice while submitting', async () => {
    await renderWithKabuto(<BankCardAddScreen {...bankCardAddProps} {...bankCardAddInvalidProps} submitting />);
    await expect.element(page.getByLabelText('支店番号')).toHaveAccessibleDescription(/3桁の数字で入力してください/);
    await expect.element(page.getByText('口座種別を選んでください')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /登録する/ })).toBeDisabled();
  });

  it('leads to what is missing before a card can be added', async () => {
    await renderWithKabuto(
      <BankCardAddScreen {...bankCardAddProps} identityVerified={false} fundPasswordSet={false} />,
    );
    await expect
      .element(page.getByRole('link', { name: '本人確認を完了する' }))
      .toHaveAttribute('href', '#/mine/verified');
    await expect
      .element(page.getByRole('link', { name: '資金パスワードを設定する' }))
      .toHaveAttribute('href', '#/mine/fundPassword');
    expect(page.getByRole('button', { name: '登録する' }).elements()).toHaveLength(0);
  });

  it('once added shows the card and the way back to the list', async () => {
    await renderWithKabuto(<BankCardAddScreen {...bankCardAddProps} added={addedCard} />, { locale: 'cn' });
    await expect.element(page.getByRole('status')).toHaveTextContent('账户已绑定');
    await expect.element(page.getByText('储蓄存款 ****210')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '查看已绑定的账户' })).toHaveAttribute('href', '#/mine/bank');
  });

  it('retries on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<BankCardAddScreen {...bankCardAddProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
