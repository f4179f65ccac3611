import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { BankCardsScreen } from './BankCardsScreen.tsx';
import { bankCardRemoval, bankCardsProps, fullBankCards } from './BankCardsScreen.fixtures.ts';

describe('BankCardsScreen', () => {
  it('lists the cards with masked numbers, and the one being paid to cannot be removed', async () => {
    const onRemove = vi.fn();
    await renderWithKabuto(<BankCardsScreen {...bankCardsProps} onRemove={onRemove} />);
    const list = page.getByRole('list', { name: '登録済みの銀行口座' });
    await expect.element(list.getByRole('listitem')).toHaveLength(2);
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('普通 ****567');
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('出金処理中');
    await expect.element(page.getByRole('button', { name: '三菱UFJ銀行 ****567 を削除' })).toBeDisabled();
    await page.getByRole('button', { name: 'ゆうちょ銀行 ****210 を削除' }).click();
    expect(onRemove).toHaveBeenCalledWith('198');
    await expect.element(page.getByText('2 / 5件 登録済み（最大5件）')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '口座を追加する' })).toHaveAttribute('href', '#/mine/bankAdd');
  });

  it('asks for the fund password before removing, and can be cancelled', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    await renderWithKabuto(
      <BankCardsScreen {...bankCardsProps} removal={{ ...bankCardRemoval, onSubmit, onCancel }} />,
    );
    const dialog = page.getByRole('dialog', { name: 'この口座を削除しますか？' });
    await expect.element(dialog).toHaveAccessibleDescription(/ゆうちょ銀行 〇一八店 貯蓄 \*\*\*\*210 を削除します/);
    await dialog.getByLabelText('資金パスワード').fill('fuji3776');
    await dialog.getByRole('button', { name: '削除する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    expect(onCancel).toHaveBeenCalled();
  });

  it('while removing, cannot be sent twice', async () => {
    await renderWithKabuto(<BankCardsScreen {...bankCardsProps} removal={{ ...bankCardRemoval, submitting: true }} />);
    await expect.element(page.getByRole('button', { name: /削除する/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
  });

  it('at five cards says so instead of offering to add', async () => {
    await renderWithKabuto(<BankCardsScreen {...bankCardsProps} cards={fullBankCards} />, { locale: 'us' });
    await expect.element(page.getByText(/You can register up to 5 accounts/)).toBeVisible();
    expect(page.getByRole('link', { name: 'Add an account' }).elements()).toHaveLength(0);
  });

  it('is empty with the way to add one, or to verify first', async () => {
    const screen = await renderWithKabuto(<BankCardsScreen {...bankCardsProps} cards={[]} />);
    await expect.element(page.getByText('登録された銀行口座はありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '口座を追加する' })).toBeVisible();
    await screen.unmount();
    await renderWithKabuto(<BankCardsScreen {...bankCardsProps} cards={[]} identityVerified={false} />);
    await expect.element(page.getByRole('link', { name: '本人確認へ進む' })).toHaveAttribute('href', '#/mine/verified');
  });

  it('loads with a skeleton and retries on error', async () => {
    const screen = await renderWithKabuto(<BankCardsScreen {...bankCardsProps} status="loading" />);
    await expect.element(page.getByTestId('funding-skeleton')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<BankCardsScreen {...bankCardsProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
