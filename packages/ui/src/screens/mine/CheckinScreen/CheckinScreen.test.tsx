import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fieldBinding } from '../../FieldBinding.ts';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { CheckinScreen } from './CheckinScreen.tsx';
import { checkinProps, checkinStatus } from './CheckinScreen.fixtures.ts';

describe('CheckinScreen', () => {
  it('shows points, streak and rules, and checks in', async () => {
    const onCheckIn = vi.fn();
    await renderWithKabuto(<CheckinScreen {...checkinProps} onCheckIn={onCheckIn} />);
    await expect.element(page.getByRole('region', { name: '保有ポイント' })).toHaveTextContent('460 pt');
    await expect.element(page.getByText('4 日連続', { exact: false })).toBeVisible();
    await expect.element(page.getByText('取引の条件はありません', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'チェックインして 10 pt 受け取る' }).click();
    expect(onCheckIn).toHaveBeenCalledOnce();
  });

  it('says when today is done and offers no second check-in', async () => {
    await renderWithKabuto(<CheckinScreen {...checkinProps} checkin={{ ...checkinStatus, checkedInToday: true }} />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('status')).toHaveTextContent('You have checked in today');
    expect(page.getByRole('button', { name: /Check in/ }).elements()).toHaveLength(0);
  });

  it('redeems points with the rules as a hint, the value and a refusal', async () => {
    const onRedeem = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <CheckinScreen
        {...checkinProps}
        onRedeem={onRedeem}
        redeemValue="500"
        redeemField={fieldBinding('points', { invalid: true, errorMessage: '100 pt 単位' })}
        redeemError="ポイントが足りません"
      />,
    );
    const field = page.getByLabelText('交換するポイント');
    await expect.element(field).toHaveAccessibleDescription(/500 pt 以上、100 pt 単位。1 pt = ￥1.00/);
    await expect.element(page.getByText('受け取る金額: ￥500.00')).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('ポイントが足りません');
    await page.getByRole('button', { name: '交換する' }).click();
    expect(onRedeem).toHaveBeenCalledOnce();
  });

  it('lists the points history with signed changes', async () => {
    await renderWithKabuto(<CheckinScreen {...checkinProps} />);
    const list = page.getByRole('list', { name: 'ポイント履歴' });
    expect(list.getByRole('listitem').all()).toHaveLength(4);
    await expect.element(list.getByRole('listitem').nth(1)).toHaveTextContent('連続ボーナス');
    await expect.element(list.getByRole('listitem').nth(3)).toHaveTextContent('-500 pt');
  });

  it('cannot check in twice while pending, and retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<CheckinScreen {...checkinProps} status="error" checkin={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('disables the check-in button while checking in', async () => {
    await renderWithKabuto(<CheckinScreen {...checkinProps} checkingIn />);
    await expect.element(page.getByRole('button', { name: /チェックインして/ })).toBeDisabled();
  });
});
