import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { upcomingOffering } from '../shared/fixtures.ts';
import { IpoApplyScreen } from './IpoApplyScreen.tsx';
import { appliedResult, ipoApplyProps } from './IpoApplyScreen.fixtures.ts';

describe('IpoApplyScreen', () => {
  it('shows the shares and the exact amount held for the lots chosen, with the cash before and after', async () => {
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} />);
    const summary = page.getByRole('region', { name: '拘束される金額' });
    await expect.element(summary).toHaveTextContent('申込株数3口（300株）');
    await expect.element(summary).toHaveTextContent('申込価格（公開価格）￥1,560');
    await expect.element(summary).toHaveTextContent('拘束額￥468,000.00');
    await expect.element(summary).toHaveTextContent('利用可能な現金￥1,250,000.00');
    await expect.element(summary).toHaveTextContent('申込後の利用可能な現金￥782,000.00');
  });

  it('passes the lots typed to the app, and refuses lots outside 1 to the limit', async () => {
    const onLotsChange = vi.fn();
    const screen = await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} onLotsChange={onLotsChange} />);
    await page.getByRole('button', { name: /申込口数.*増やす|増やす/ }).click();
    expect(onLotsChange).toHaveBeenLastCalledWith('4');
    await screen.unmount();
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} lots="12" />);
    await expect
      .element(page.getByRole('textbox', { name: '申込口数' }))
      .toHaveAccessibleDescription(/1〜10の整数で入力してください/);
    await expect.element(page.getByRole('button', { name: '内容を確認する' })).toBeDisabled();
  });

  it('confirms before sending, then sends the lots', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '内容を確認する' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この内容で申し込みますか？' });
    await expect.element(dialog).toHaveTextContent('ミライデータに3口（300株）申し込み、￥468,000.00を拘束します。');
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申し込む' }).click();
    expect(onSubmit).toHaveBeenCalledWith(3);
  });

  it('says when the cash is short, with a deposit link, and will not open the confirmation', async () => {
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} lots="10" availableCash="500000" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('利用可能な現金が足りません。');
    await expect.element(page.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await expect.element(page.getByRole('button', { name: '内容を確認する' })).toBeDisabled();
  });

  it('shows refusals in the user’s language with what to do next', async () => {
    const already = await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} refusal="ipo_already_applied" />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'See applications' }))
      .toHaveAttribute('href', '#/home/newShareRecords');
    await already.unmount();
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} refusal="real_name_not_verified" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('本人確認');
    await expect.element(page.getByRole('link', { name: '本人確認へ進む' })).toHaveAttribute('href', '#/mine/verified');
  });

  it('sends an unverified user to verification, and refuses an offering that is not open', async () => {
    const unverified = await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} identityVerified={false} />);
    await expect.element(page.getByRole('link', { name: '本人確認へ進む' })).toBeVisible();
    expect(page.getByRole('textbox', { name: '申込口数' }).elements()).toHaveLength(0);
    await unverified.unmount();
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} offering={upcomingOffering} />);
    await expect.element(page.getByText('このIPOはいま申込を受け付けていません。')).toBeVisible();
  });

  it('after sending: what is held and when the draw is', async () => {
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} {...appliedResult} />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('3口（300株）、￥468,000.00を抽選まで拘束しています。抽選日は2026/11/27です。');
  });

  it('has loading and error states', async () => {
    const loading = await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} status="loading" offering={undefined} />);
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<IpoApplyScreen {...ipoApplyProps} status="error" offering={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
