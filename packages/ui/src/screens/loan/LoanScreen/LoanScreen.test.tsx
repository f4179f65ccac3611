import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import {
  belowMinimumLimit,
  belowMinimumScore,
  cappedLimit,
  localizeLoanFixtures,
  lowScore,
  noCollateralLimit,
  overdueLimit,
  pendingLimit,
  pendingLoan,
} from '../shared/fixtures.ts';
import { LoanScreen } from './LoanScreen.tsx';
import { loanScreenProps as props } from './LoanScreen.fixtures.ts';
import type { LoanDrawValues, LoanScreenProps } from './LoanScreen.types.ts';

/** The screen with its draw form held in state, as the app holds it. */
function Controlled({
  onSubmit,
  ...rest
}: Partial<LoanScreenProps> & { onSubmit: (values: LoanDrawValues) => void | Promise<unknown> }) {
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  return (
    <LoanScreen
      {...props}
      {...rest}
      draw={{
        ...props.draw,
        ...rest.draw,
        amount,
        onAmountChange: setAmount,
        fundPassword,
        onFundPasswordChange: setFundPassword,
        onSubmit,
      }}
    />
  );
}

describe('LoanScreen', () => {
  it('shows what can be drawn, the limit as a worked line, the rate, its day count and rounding', async () => {
    await renderWithKabuto(<LoanScreen {...props} />);
    await expect.element(page.getByTestId('loan-available')).toHaveTextContent('￥1,395,000');
    const summary = page.getByRole('region', { name: '借入可能額' });
    await expect.element(summary).toHaveTextContent('限度額￥1,895,000');
    await expect.element(summary).toHaveTextContent('借入中の元本￥500,000');
    await expect.element(summary).toHaveTextContent('返済額￥503,758');
    await expect
      .element(summary.getByRole('link', { name: '借入の明細と返済' }))
      .toHaveAttribute('href', '#/mine/loanOrder');
    await expect
      .element(page.getByTestId('loan-limit-formula'))
      .toHaveTextContent('あなたの計算￥4,737,500 × 50.00% × 80.00% ＝ ￥1,895,000');
    await expect.element(page.getByText('上限 ￥10,000,000 以内のため、限度額は ￥1,895,000 です。')).toBeVisible();
    await expect
      .element(page.getByTestId('loan-available-formula'))
      .toHaveTextContent('￥1,895,000 − ￥500,000 − ￥0 ＝ ￥1,395,000');
    const terms = page.getByRole('region', { name: '金利と返済' });
    await expect.element(terms).toHaveTextContent('年率9.80%（上限15%）');
    await expect.element(terms).toHaveTextContent('返済期限入金日から180日');
    await expect.element(terms).toHaveTextContent('最低借入額￥10,000');
    await expect.element(terms).toHaveTextContent('繰上返済手数料なし');
    await expect
      .element(terms)
      .toHaveTextContent('利息は毎日、元本 × 年率 ÷ 365（1円未満切り捨て）を計上します（単利）。');
  });

  it('says plainly that the score sets the limit only, and that the loan reduces the withdrawable amount', async () => {
    await renderWithKabuto(<LoanScreen {...props} />);
    const note = page.getByRole('note').filter({ hasText: 'スコアが決めるのは限度額だけです' });
    await expect.element(note).toHaveTextContent('信用スコアで入金や出金が止まることはありません。');
    await expect.element(note).toHaveTextContent('支払いでスコアが上がることもありません。');
    await expect.element(note).toHaveTextContent('出金可能額から差し引かれます');
    await expect
      .element(note.getByRole('link', { name: '出金可能額を見る' }))
      .toHaveAttribute('href', '#/mine/withdraw');
  });

  it('shows the score out of 1,000 and every factor with its weight, the user’s value, points and hint', async () => {
    await renderWithKabuto(<LoanScreen {...props} />);
    const meter = page.getByRole('meter', { name: '信用スコア（1,000点満点）' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', '780');
    await expect.element(page.getByTestId('loan-score')).toHaveTextContent('780');
    const factors = page.getByRole('list', { name: 'スコアの内訳' }).getByRole('listitem');
    await expect.element(factors).toHaveLength(5);
    await expect
      .element(page.getByRole('listitem', { name: '本人確認' }))
      .toHaveTextContent('本人確認200 / 200点配点20.00%あなたの値完了完了済みです。');
    await expect
      .element(page.getByRole('listitem', { name: '口座開設からの期間' }))
      .toHaveTextContent('口座開設からの期間120 / 150点配点15.00%あなたの値14か月24か月で満点になります。');
    await expect.element(page.getByRole('listitem', { name: '期日内の返済' })).toHaveTextContent('あなたの値3回');
    await expect
      .element(page.getByRole('listitem', { name: '担保評価額' }))
      .toHaveTextContent('担保評価額60 / 200点配点20.00%あなたの値￥4,737,500');
  });

  it('states a capped limit, and a zero limit below the minimum score', async () => {
    let view = await renderWithKabuto(<LoanScreen {...props} limit={cappedLimit} />);
    await expect
      .element(page.getByTestId('loan-limit-formula'))
      .toHaveTextContent('￥30,000,000 × 50.00% × 100.00% ＝ ￥15,000,000');
    await expect.element(page.getByText('上限 ￥10,000,000 を超えるため、限度額は ￥10,000,000 です。')).toBeVisible();
    await view.unmount();
    view = await renderWithKabuto(<LoanScreen {...props} score={belowMinimumScore} limit={belowMinimumLimit} />);
    await expect.element(page.getByText('スコアが500未満のため、限度額は ￥0 です。')).toBeVisible();
    await expect.element(page.getByText(/今は借り入れできません/).first()).toBeVisible();
    await expect.element(page.getByRole('button', { name: '内容を確認' })).not.toBeInTheDocument();
  });

  it('confirms a draw with the rate and the interest on that amount, then calls back with the values confirmed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<Controlled onSubmit={onSubmit} />);
    await page.getByRole('textbox', { name: '借入額' }).fill('300000');
    await page.getByLabelText('資金パスワード').fill('482915');
    await page.getByRole('button', { name: '内容を確認' }).click();
    const dialog = page.getByRole('alertdialog', { name: '借入の確認' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(
        '￥300,000を年率9.80%で借り入れる申請をします。承認されて入金された日から利息がかかります。',
      );
    await expect.element(dialog).toHaveTextContent('借入額￥300,000');
    await expect.element(dialog).toHaveTextContent('年率9.80%');
    // ⌊300,000 × 9.80 % ÷ 365⌋ = 80 a day, each day rounded down: 80 × 180 = 14,400 for the term.
    await expect.element(dialog).toHaveTextContent('1日あたりの利息￥80');
    await expect.element(dialog).toHaveTextContent('180日間の利息￥14,400');
    await expect.element(dialog).toHaveTextContent('手数料なし');
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申請する' }).click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ amount: '300000', fundPassword: '482915' });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('does not confirm an amount outside the limits or without the fund password', async () => {
    const onSubmit = vi.fn();
    await renderWithKabuto(<Controlled onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '内容を確認' }).click();
    await expect.element(page.getByText('借入額を入力してください')).toBeVisible();
    await expect.element(page.getByText('資金パスワードを入力してください')).toBeVisible();
    const amount = page.getByRole('textbox', { name: '借入額' });
    await amount.fill('5000');
    await expect.element(amount).toHaveAccessibleDescription(/￥10,000以上で入力してください/);
    await amount.fill('1395001');
    await expect.element(amount).toHaveAccessibleDescription(/借入可能額 ￥1,395,000 を超えています/);
    await page.getByLabelText('資金パスワード').fill('482915');
    await page.getByRole('button', { name: '内容を確認' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the confirmation open with the refusal when the draw is refused', async () => {
    await renderWithKabuto(
      <Controlled
        onSubmit={() => Promise.reject(new Error('wrong_fund_password'))}
        draw={{ ...props.draw, refusal: 'wrong_fund_password' }}
      />,
    );
    await page.getByRole('textbox', { name: '借入額' }).fill('300000');
    await page.getByLabelText('資金パスワード').fill('000000');
    await page.getByRole('button', { name: '内容を確認' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('資金パスワード');
    await dialog.getByRole('button', { name: '申請する' }).click();
    await expect.element(dialog).toBeVisible();
  });

  it('says why a draw cannot be made now, with the way on', async () => {
    let view = await renderWithKabuto(<LoanScreen {...props} limit={overdueLimit} />);
    await expect.element(page.getByText(/返済期限を過ぎた借入があります/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: '返済する' })).toHaveAttribute('href', '#/mine/loanOrder');
    await view.unmount();
    view = await renderWithKabuto(
      <LoanScreen {...props} limit={pendingLimit} draw={{ ...props.draw, applied: pendingLoan }} />,
    );
    await expect
      .element(page.getByRole('status').filter({ hasText: '借入を申請しました' }))
      .toHaveTextContent('￥300,000の申請を審査しています。');
    await expect.element(page.getByText('￥300,000の申請を審査中です。申請は一度に1件までです。')).toBeVisible();
    await view.unmount();
    view = await renderWithKabuto(
      <LoanScreen {...props} readiness={{ identityVerified: false, fundPasswordSet: true }} />,
    );
    await expect.element(page.getByRole('link', { name: '本人確認へ' })).toHaveAttribute('href', '#/mine/verified');
    await view.unmount();
    view = await renderWithKabuto(
      <LoanScreen {...props} readiness={{ identityVerified: true, fundPasswordSet: false }} />,
    );
    await expect
      .element(page.getByRole('link', { name: '資金パスワードを設定' }))
      .toHaveAttribute('href', '#/mine/fundPassword');
    await view.unmount();
    view = await renderWithKabuto(<LoanScreen {...props} score={lowScore} limit={noCollateralLimit} />);
    await expect.element(page.getByText('まだ借入枠がありません')).toBeVisible();
  });

  it('shows loading and error states', async () => {
    const onRetry = vi.fn();
    let view = await renderWithKabuto(<LoanScreen {...props} status="loading" score={undefined} limit={undefined} />);
    await expect.element(page.getByTestId('loan-skeleton')).toBeVisible();
    await view.unmount();
    view = await renderWithKabuto(
      <LoanScreen {...props} status="error" score={undefined} limit={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('reads in Chinese and English, with the server’s factor texts in each', async () => {
    const { unmount } = await renderWithKabuto(<LoanScreen {...localizeLoanFixtures(props, 'cn')} />, {
      locale: 'cn',
    });
    await expect.element(page.getByRole('heading', { name: '可借金额' })).toBeVisible();
    await expect.element(page.getByText('信用分只决定借款额度')).toBeVisible();
    await expect.element(page.getByRole('listitem', { name: '开户时长' })).toHaveTextContent('您的数值14个月');
    await expect.element(page.getByText('未超过上限JP¥10,000,000，因此额度为JP¥1,895,000。')).toBeVisible();
    await unmount();
    await renderWithKabuto(<LoanScreen {...localizeLoanFixtures(props, 'us')} />, { locale: 'us' });
    await expect.element(page.getByRole('heading', { name: 'Available to draw' })).toBeVisible();
    await expect.element(page.getByText('Your score sets your limit, nothing else')).toBeVisible();
    await expect
      .element(page.getByRole('listitem', { name: 'On-time repayments' }))
      .toHaveTextContent('Your value3 times');
    await expect.element(page.getByRole('listitem', { name: 'Account age' })).toHaveTextContent('14 months');
    await expect
      .element(page.getByText('Interest accrues each day: principal × yearly rate ÷ 365', { exact: false }))
      .toBeVisible();
  });
});
