import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { closedHours } from '../shared/fixtures.ts';
import { WithdrawScreen } from './WithdrawScreen.tsx';
import { withdrawable, withdrawInvalidProps, withdrawProps } from './WithdrawScreen.fixtures.ts';

const { withdrawals } = withdrawProps;

describe('WithdrawScreen', () => {
  it('shows each term of the withdrawable breakdown: cash − margin − loan = withdrawable', async () => {
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} />);
    const breakdown = page.getByRole('region', { name: '出金可能額' });
    const row = (label: string) => breakdown.getByRole('term').filter({ hasText: label });
    await expect.element(row('利用可能な現金')).toBeVisible();
    const values = breakdown.getByRole('definition');
    await expect.element(values.nth(0)).toHaveTextContent('￥1,250,000.00');
    await expect.element(values.nth(1)).toHaveTextContent('￥300,000.00');
    await expect.element(values.nth(2)).toHaveTextContent('￥503,758.00');
    await expect.element(values.nth(3)).toHaveTextContent('￥446,242.00');
    await expect.element(row('信用取引の必要証拠金')).toHaveTextContent('−');
    await expect.element(row('借入残高（利息を含む）')).toHaveTextContent('−');
  });

  it('states plainly that no fee, tax or score ever unlocks a withdrawal, and that the fee is 0', async () => {
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} />, { locale: 'us' });
    await expect
      .element(page.getByRole('main').getByRole('note'))
      .toHaveTextContent('No fee, tax, deposit or credit score ever unlocks a withdrawal.');
    const rules = page.getByRole('region', { name: 'Withdrawal rules' });
    await expect.element(rules).toHaveTextContent('¥0.00');
    await expect.element(rules).toHaveTextContent('¥100.00–¥5,000,000.00');
  });

  it('requests a withdrawal to a chosen own-name card with the amount and the fund password', async () => {
    const onCardChange = vi.fn();
    const onWithdrawAll = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <WithdrawScreen
        {...withdrawProps}
        onCardChange={onCardChange}
        onWithdrawAll={onWithdrawAll}
        onSubmit={onSubmit}
      />,
    );
    const cards = page.getByRole('radiogroup', { name: '出金先の口座' });
    await expect.element(cards.getByRole('radio').first()).toBeChecked();
    await cards.getByRole('radio').nth(1).click();
    expect(onCardChange).toHaveBeenCalledWith('198');
    await page.getByRole('button', { name: '出金可能額を入力' }).click();
    expect(onWithdrawAll).toHaveBeenCalledOnce();
    await page.getByRole('textbox', { name: '出金金額' }).fill('200000');
    await page.getByLabelText('資金パスワード').fill('fuji3776');
    await page.getByRole('button', { name: '出金を申請する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows field errors, and cannot be sent twice while sending, nor outside the hours', async () => {
    const screen = await renderWithKabuto(<WithdrawScreen {...withdrawProps} {...withdrawInvalidProps} submitting />);
    await expect.element(page.getByText('出金先の口座を選んでください')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: '出金金額' }))
      .toHaveAccessibleDescription(/出金可能額を超えています/);
    await expect.element(page.getByRole('button', { name: /出金を申請する/ })).toBeDisabled();
    await screen.unmount();
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} summary={{ ...withdrawable, hours: closedHours }} />);
    await expect.element(page.getByText('ただいま受付時間外です。受付時間内に申請してください。')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '出金を申請する' })).toBeDisabled();
  });

  it('lists what is missing with a link to each, instead of the form', async () => {
    await renderWithKabuto(
      <WithdrawScreen
        {...withdrawProps}
        readiness={{ identityVerified: true, fundPasswordSet: false, ownNameCardCount: 0 }}
        cards={[]}
      />,
    );
    const readiness = page.getByRole('region', { name: '出金の準備' });
    await expect.element(readiness.getByRole('listitem').nth(0)).toHaveTextContent('本人確認完了');
    expect(readiness.getByRole('link', { name: /本人確認へ/ }).elements()).toHaveLength(0);
    await expect
      .element(readiness.getByRole('link', { name: /設定する/ }))
      .toHaveAttribute('href', '#/mine/fundPassword');
    await expect.element(readiness.getByRole('link', { name: /登録する/ })).toHaveAttribute('href', '#/mine/bankAdd');
    expect(page.getByRole('button', { name: '出金を申請する' }).elements()).toHaveLength(0);
  });

  it('without the passkey a withdrawal is confirmed with, links to the security page instead of the form', async () => {
    await renderWithKabuto(
      <WithdrawScreen
        {...withdrawProps}
        readiness={{ identityVerified: true, fundPasswordSet: true, ownNameCardCount: 1, passkeyRegistered: false }}
      />,
      { locale: 'us' },
    );
    const readiness = page.getByRole('region', { name: 'Before you withdraw' });
    await expect
      .element(readiness.getByRole('listitem').nth(3))
      .toHaveTextContent('PasskeyNot set up (withdrawals are confirmed with it)');
    await expect.element(readiness.getByRole('link', { name: /Set up/ })).toHaveAttribute('href', '#/mine/security');
    expect(page.getByRole('button', { name: 'Request withdrawal' }).elements()).toHaveLength(0);
  });

  it('tracks each withdrawal like a parcel: requested → reviewing → paid / rejected / cancelled, with times', async () => {
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} />);
    const pending = page.getByRole('list', { name: '￥200,000.00の出金の進み具合' });
    const steps = pending.getByRole('listitem');
    await expect.element(steps).toHaveLength(3);
    await expect.element(steps.nth(0)).toHaveTextContent('出金申請2026/11/20 10:30完了');
    await expect.element(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(steps.nth(1)).toHaveTextContent('審査中');
    await expect.element(steps.nth(2)).toHaveTextContent('遅くとも 2026/11/22 00:00 までに着金予定');

    const paid = page.getByRole('list', { name: '￥150,000.00の出金の進み具合' }).getByRole('listitem');
    await expect.element(paid.nth(2)).toHaveTextContent('振込完了2026/11/16 11:42完了');

    const rejected = page.getByRole('list', { name: '￥2,500,000.00の出金の進み具合' }).getByRole('listitem');
    await expect.element(rejected).toHaveLength(2);
    await expect.element(rejected.nth(1)).toHaveTextContent('不承認2026/11/12 10:05');
    await expect.element(page.getByText('口座名義がご本人様のお名前と一致しません。', { exact: false })).toBeVisible();

    const cancelled = page.getByRole('list', { name: '￥30,000.00の出金の進み具合' }).getByRole('listitem');
    await expect.element(cancelled.nth(1)).toHaveTextContent('取消2026/11/05 13:12');
  });

  it('cancels a pending withdrawal after asking', async () => {
    const onCancelWithdrawal = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} onCancelWithdrawal={onCancelWithdrawal} />);
    await expect.element(page.getByRole('button', { name: '出金を取り消す' })).toHaveLength(1);
    await page.getByRole('button', { name: '出金を取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この出金を取り消しますか？' });
    await expect.element(dialog).toHaveTextContent('￥200,000.00の出金を取り消し');
    await dialog.getByRole('button', { name: '出金を取り消す' }).click();
    expect(onCancelWithdrawal).toHaveBeenCalledWith('WD20261120000311');
  });

  it('has loading, error and empty states for the screen and the list', async () => {
    const loading = await renderWithKabuto(<WithdrawScreen {...withdrawProps} status="loading" summary={undefined} />);
    await expect.element(page.getByTestId('funding-skeleton').first()).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <WithdrawScreen {...withdrawProps} status="error" summary={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    await renderWithKabuto(<WithdrawScreen {...withdrawProps} withdrawals={{ ...withdrawals, items: [] }} />);
    await expect.element(page.getByText('出金の履歴はありません')).toBeVisible();
  });
});
