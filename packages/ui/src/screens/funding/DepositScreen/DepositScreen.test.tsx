import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { closedHours, pendingDeposit, sampleImage } from '../shared/fixtures.ts';
import { DepositScreen } from './DepositScreen.tsx';
import { depositChannel, depositInvalidProps, depositProps } from './DepositScreen.fixtures.ts';

describe('DepositScreen', () => {
  it('shows the own account in the firm’s name, and each copy button hands its field and value to the app', async () => {
    const onCopy = vi.fn();
    await renderWithKabuto(<DepositScreen {...depositProps} onCopy={onCopy} />);
    const account = page.getByRole('region', { name: 'あなた専用の入金口座' });
    await expect.element(account).toHaveTextContent('7012345');
    await expect.element(account).toHaveTextContent('カブト証券株式会社');
    await account.getByRole('button', { name: '口座番号をコピー' }).click();
    expect(onCopy).toHaveBeenCalledWith('accountNumber', '7012345');
    await account.getByRole('button', { name: '支店番号をコピー' }).click();
    expect(onCopy).toHaveBeenLastCalledWith('branchCode', '951');
    await account.getByRole('button', { name: '口座名義をコピー' }).click();
    expect(onCopy).toHaveBeenLastCalledWith('accountName', 'カブトシヨウケン（カ');
  });

  it('announces a copy and marks its button', async () => {
    await renderWithKabuto(<DepositScreen {...depositProps} copiedField="accountNumber" />, { locale: 'us' });
    await expect.element(page.getByRole('button', { name: 'Account number copied' })).toHaveTextContent('Copied');
    await expect.element(page.getByText('Account number copied', { exact: true })).toBeInTheDocument();
  });

  it('states plainly that Kabuto never asks for a personal account, a chat app or a payment to withdraw', async () => {
    await renderWithKabuto(<DepositScreen {...depositProps} />, { locale: 'us' });
    const notice = page.getByRole('main').getByRole('note');
    await expect.element(notice).toHaveTextContent('Kabuto never asks you to pay into a personal account');
    await expect.element(notice).toHaveTextContent('never ask you to pay to withdraw');
  });

  it('says "around the clock" when the hours span the whole day, not "12:00 AM–24:00"', async () => {
    const hours = { opensAt: '00:00', closesAt: '24:00', businessDaysOnly: false, openNow: true };
    await renderWithKabuto(<DepositScreen {...depositProps} channel={{ ...depositChannel, hours }} />, {
      locale: 'us',
    });
    await expect.element(page.getByText('Around the clock, every day')).toBeVisible();
    await expect.element(page.getByText(/12:00 AM/)).not.toBeInTheDocument();
  });

  it('shows hours and limits, and sends the notice with amount and slip', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(<DepositScreen {...depositProps} onSubmit={onSubmit} />);
    await expect.element(page.getByText('￥1,000.00〜￥10,000,000.00').first()).toBeVisible();
    await expect.element(page.getByText(/営業日 9:00〜15:00/)).toBeVisible();
    await expect.element(page.getByText('受付中')).toBeVisible();
    await page.getByRole('textbox', { name: '振込金額' }).fill('３０００００');
    await expect.element(page.getByRole('textbox', { name: '振込金額' })).toHaveValue('300000');
    await userEvent.upload(page.getByLabelText(/振込明細の画像/), await sampleImage('slip.png'));
    await expect.element(page.getByRole('img', { name: /slip\.png/ })).toBeVisible();
    await page.getByRole('button', { name: '入金をお知らせする' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cannot be sent twice while sending, nor outside the hours', async () => {
    const screen = await renderWithKabuto(<DepositScreen {...depositProps} {...depositInvalidProps} submitting />);
    await expect
      .element(page.getByRole('textbox', { name: '振込金額' }))
      .toHaveAccessibleDescription(/1,000円以上で入力してください/);
    await expect.element(page.getByRole('button', { name: /入金をお知らせする/ })).toBeDisabled();
    await screen.unmount();
    await renderWithKabuto(<DepositScreen {...depositProps} channel={{ ...depositChannel, hours: closedHours }} />);
    await expect.element(page.getByText('ただいま受付時間外です。', { exact: false })).toBeVisible();
    await expect.element(page.getByText(/次の受付開始: 2026\/11\/24 09:00/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '入金をお知らせする' })).toBeDisabled();
  });

  it('while a notice is pending shows it instead of the form, and cancels it after asking', async () => {
    const onCancelPending = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <DepositScreen {...depositProps} pending={pendingDeposit} onCancelPending={onCancelPending} />,
    );
    const pending = page.getByRole('region', { name: '確認中のお知らせ' });
    await expect.element(pending).toHaveTextContent('￥300,000.00');
    await expect.element(pending).toHaveTextContent('確認中');
    expect(page.getByRole('button', { name: '入金をお知らせする' }).elements()).toHaveLength(0);
    await pending.getByRole('button', { name: 'お知らせを取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この入金のお知らせを取り消しますか？' });
    await dialog.getByRole('button', { name: 'お知らせを取り消す' }).click();
    expect(onCancelPending).toHaveBeenCalledWith('DP20261120000123');
  });

  it('loads with a skeleton and retries on error', async () => {
    const screen = await renderWithKabuto(<DepositScreen {...depositProps} status="loading" />);
    await expect.element(page.getByTestId('funding-skeleton')).toBeInTheDocument();
    await screen.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<DepositScreen {...depositProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
