import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import {
  activeLoan,
  loanList,
  localizeLoanFixtures,
  overdueLoan,
  partlyRepaidLoan,
  repaidLoan,
} from '../shared/fixtures.ts';
import { LoanOrdersScreen } from './LoanOrdersScreen.tsx';
import { loanOrdersProps as props } from './LoanOrdersScreen.fixtures.ts';
import type { LoanOrdersScreenProps, LoanRepayValues } from './LoanOrdersScreen.types.ts';

/** The screen with its repay sheet held in state, as the app holds it. */
function Controlled({
  onSubmit,
  ...rest
}: Partial<LoanOrdersScreenProps> & { onSubmit: (values: LoanRepayValues) => void | Promise<unknown> }) {
  const [loanId, setLoanId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  return (
    <LoanOrdersScreen
      {...props}
      {...rest}
      repay={{
        ...props.repay,
        ...rest.repay,
        loanId,
        onLoanIdChange: setLoanId,
        amount,
        onAmountChange: setAmount,
        onSubmit,
      }}
    />
  );
}

describe('LoanOrdersScreen', () => {
  it('lists each loan with its principal, interest, what is owed and its state', async () => {
    await renderWithKabuto(<LoanOrdersScreen {...props} />);
    const list = page.getByRole('list', { name: '借入' });
    await expect.element(list.getByRole('listitem')).toHaveLength(5);
    const active = list.getByRole('listitem', { name: '￥500,000の借入' });
    await expect.element(active).toHaveTextContent('返済中');
    await expect.element(active).toHaveTextContent('元本￥500,000');
    await expect.element(active).toHaveTextContent('残りの元本￥500,000');
    await expect.element(active).toHaveTextContent('利息（累計）￥3,758');
    await expect.element(active).toHaveTextContent('支払済みの利息￥0');
    await expect.element(active).toHaveTextContent('年率9.80%');
    await expect.element(active).toHaveTextContent('返済額￥503,758');
    await expect.element(active).toHaveTextContent('返済期限 2027/04/21');
    await expect.element(active).toHaveTextContent('2026/10/23 09:20 JST に入金');
    const pending = list.getByRole('listitem', { name: '￥300,000の借入' });
    await expect.element(pending).toHaveTextContent('審査中');
    await expect.element(pending).toHaveTextContent('承認されると利用可能な現金に入金され');
    await expect.element(pending.getByRole('button')).not.toBeInTheDocument();
    const rejected = list.getByRole('listitem', { name: '￥3,000,000の借入' });
    await expect.element(rejected).toHaveTextContent('否認');
    await expect.element(rejected).toHaveTextContent('担保評価額が不足しているため承認されませんでした。');
    await expect.element(rejected).toHaveTextContent('担当者より：担保評価額に対して申請額が大きすぎます。');
    const repaid = list.getByRole('listitem', { name: '￥150,000の借入' });
    await expect.element(repaid).toHaveTextContent('完済');
    await expect.element(repaid).toHaveTextContent('利息（累計）￥1,208');
    await expect.element(repaid).toHaveTextContent('2026/07/02 14:10 JST に完済');
  });

  it('repays any amount up to what is owed: interest first, no fee, confirmed, then calls back', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<Controlled onSubmit={onSubmit} loans={loanList([partlyRepaidLoan])} />);
    await page.getByRole('button', { name: '￥200,000の借入を返済する' }).click();
    const sheet = page.getByRole('dialog', { name: '返済' });
    await expect.element(sheet).toHaveTextContent('残りの元本￥100,000');
    await expect.element(sheet).toHaveTextContent('未払いの利息￥1,745');
    await expect.element(sheet).toHaveTextContent('返済額（今日時点）￥101,745');
    await sheet.getByRole('textbox', { name: '返済する金額' }).fill('51745');
    await expect.element(sheet).toHaveTextContent('利息への充当￥1,745');
    await expect.element(sheet).toHaveTextContent('元本への充当￥50,000');
    await expect.element(sheet).toHaveTextContent('手数料￥0');
    await expect.element(sheet).toHaveTextContent('返済後の返済額￥50,000');
    await sheet.getByRole('button', { name: '内容を確認' }).click();
    const confirm = page.getByRole('alertdialog', { name: '返済の確認' });
    await expect
      .element(confirm)
      .toHaveAccessibleDescription('利用可能な現金から￥51,745を返済します。手数料はかかりません。');
    expect(onSubmit).not.toHaveBeenCalled();
    await confirm.getByRole('button', { name: '返済する' }).click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ loanId: 'LN20260815000005', amount: '51745' });
  });

  it('caps a repayment at what is owed; "repay all" fills exactly that', async () => {
    const onSubmit = vi.fn();
    await renderWithKabuto(<Controlled onSubmit={onSubmit} loans={loanList([activeLoan])} />);
    await page.getByRole('button', { name: '￥500,000の借入を返済する' }).click();
    const sheet = page.getByRole('dialog', { name: '返済' });
    const amount = sheet.getByRole('textbox', { name: '返済する金額' });
    await amount.fill('503759');
    await expect.element(amount).toHaveAccessibleDescription(/返済額 ￥503,758 を超えて返済することはできません/);
    await sheet.getByRole('button', { name: '内容を確認' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    // The stepper stops at what is owed too.
    await expect.element(sheet.getByRole('button', { name: '返済する金額 増やす' })).toBeDisabled();
    await amount.fill('503000');
    await sheet.getByRole('button', { name: '返済する金額 増やす' }).click();
    await expect.element(amount).toHaveValue('503758');
    await amount.fill('1000');
    await sheet.getByRole('button', { name: '全額を入力' }).click();
    await expect.element(amount).toHaveValue('503758');
    await expect.element(sheet).toHaveTextContent('返済後の返済額￥0');
    await sheet.getByRole('button', { name: '内容を確認' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '返済する' }).click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ loanId: 'LN20261022000007', amount: '503758' });
  });

  it('refuses more than the available cash, with the way to deposit', async () => {
    await renderWithKabuto(<Controlled onSubmit={vi.fn()} repay={{ ...props.repay, availableCash: '120000' }} />);
    await page.getByRole('button', { name: '￥500,000の借入を返済する' }).click();
    const sheet = page.getByRole('dialog', { name: '返済' });
    await sheet.getByRole('textbox', { name: '返済する金額' }).fill('400000');
    await expect.element(sheet.getByText('利用可能な現金 ￥120,000 を超えています')).toBeVisible();
    await expect.element(sheet.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
  });

  it('marks an overdue loan and says what it blocks', async () => {
    await renderWithKabuto(<LoanOrdersScreen {...props} loans={loanList([overdueLoan])} />);
    const row = page.getByRole('listitem', { name: '￥80,000の借入' });
    await expect.element(row).toHaveTextContent('返済中期日超過');
    await expect.element(row).toHaveTextContent('返済額￥84,811');
    await expect.element(row.getByRole('note')).toHaveTextContent('返済するまで新しい借入はできません');
  });

  it('shows what a repayment paid and what is still owed', async () => {
    const view = await renderWithKabuto(
      <LoanOrdersScreen {...props} repaid={{ amount: '51745', loan: { ...partlyRepaidLoan, amountOwed: '50000' } }} />,
    );
    await expect
      .element(page.getByRole('status').filter({ hasText: '返済しました' }))
      .toHaveTextContent('￥51,745を返済しました。残りの返済額は￥50,000です。');
    await view.unmount();
    await renderWithKabuto(<LoanOrdersScreen {...props} repaid={{ amount: '151208', loan: repaidLoan }} />);
    await expect.element(page.getByText('￥151,208を返済し、完済しました。')).toBeVisible();
  });

  it('shows the empty, loading and error states and loads more', async () => {
    const onLoadMore = vi.fn();
    const onRetry = vi.fn();
    let view = await renderWithKabuto(<LoanOrdersScreen {...props} loans={loanList([])} />);
    await expect.element(page.getByText('借入はまだありません')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '借入と利率' }).last()).toHaveAttribute('href', '#/mine/loan');
    await view.unmount();
    view = await renderWithKabuto(<LoanOrdersScreen {...props} loans={{ ...loanList([]), status: 'loading' }} />);
    await expect.element(page.getByTestId('loan-skeleton')).toBeVisible();
    await view.unmount();
    view = await renderWithKabuto(
      <LoanOrdersScreen {...props} loans={{ ...loanList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await view.unmount();
    await renderWithKabuto(<LoanOrdersScreen {...props} loans={{ ...props.loans, hasMore: true, onLoadMore }} />);
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('reads in Chinese and English', async () => {
    const view = await renderWithKabuto(<Controlled onSubmit={vi.fn()} {...localizeLoanFixtures(props, 'cn')} />, {
      locale: 'cn',
    });
    await expect
      .element(page.getByRole('listitem', { name: '借款JP¥500,000' }))
      .toHaveTextContent('应还金额JP¥503,758');
    await page.getByRole('button', { name: '偿还借款JP¥500,000' }).click();
    await page.getByRole('button', { name: '填入全额' }).click();
    await expect.element(page.getByRole('dialog', { name: '还款' })).toHaveTextContent('还款后应还金额JP¥0');
    await view.unmount();
    await renderWithKabuto(<Controlled onSubmit={vi.fn()} {...localizeLoanFixtures(props, 'us')} />, { locale: 'us' });
    await expect
      .element(page.getByRole('listitem', { name: '¥500,000 loan' }))
      .toHaveTextContent('Amount owed¥503,758');
    await page.getByRole('button', { name: 'Repay the ¥500,000 loan' }).click();
    await page.getByRole('button', { name: 'Repay all' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Repay' })).toHaveTextContent('Owed afterwards¥0');
  });
});
