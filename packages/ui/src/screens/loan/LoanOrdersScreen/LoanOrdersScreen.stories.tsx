import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, screen } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import {
  activeLoan,
  loanList,
  localizeLoanFixtures,
  overdueLoan,
  partlyRepaidLoan,
  repaidLoan,
} from '../shared/fixtures.ts';
import { LoanOrdersScreen } from './LoanOrdersScreen.tsx';
import { loanOrdersScreenMessages } from './LoanOrdersScreen.messages.ts';
import { loanOrdersProps } from './LoanOrdersScreen.fixtures.ts';
import type { LoanOrdersScreenProps } from './LoanOrdersScreen.types.ts';

const render = localizedRender(LoanOrdersScreen, loanOrdersScreenMessages.title, localizeLoanFixtures);

const meta = {
  title: 'Screens/Loan/LoanOrdersScreen',
  component: LoanOrdersScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: {
    ...loanOrdersProps,
    repay: { ...loanOrdersProps.repay, onLoanIdChange: fn(), onAmountChange: fn(), onSubmit: fn() },
  },
} satisfies Meta<typeof LoanOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The repay sheet of the ¥500,000 loan, open. */
const sheet = (amount: string, extra: Partial<LoanOrdersScreenProps['repay']> = {}) => ({
  repay: { ...loanOrdersProps.repay, loanId: activeLoan.id, amount, ...extra },
});

/** The review button in the sheet, in any language. */
const reviewButton = /^内容を確認$|^确认内容$|^Review$/;

/** In review, repaying, rejected with the reason and note, partly repaid, repaid. */
export const Default: Story = {};
/** The sheet: owed today, an amount, how it splits into interest first and then principal, no fee. */
export const RepaySheet: Story = { args: sheet('100000') };
/** "Repay all" filled in: exactly what is owed, nothing left after. */
export const RepayAll: Story = { args: sheet('503758') };
/** More than owed: refused in the form, never sent. */
export const MoreThanOwed: Story = { args: sheet('600000') };
/** More than the available cash: the way to deposit. */
export const MoreThanCash: Story = { args: sheet('400000', { availableCash: '120000' }) };
export const ConfirmRepay: Story = {
  args: sheet('503758'),
  play: async ({ userEvent }) => {
    // The sheet is a portal: its review button is outside the canvas.
    await userEvent.click(await screen.findByRole('button', { name: reviewButton }));
  },
};
export const Refused: Story = { args: sheet('503758', { refusal: 'insufficient_balance' }) };
/** Just repaid in part, and in full. */
export const Repaid: Story = {
  args: {
    repaid: { amount: '51745', loan: { ...partlyRepaidLoan, outstandingPrincipal: '50000', amountOwed: '50000' } },
  },
};
export const RepaidInFull: Story = { args: { repaid: { amount: '1208', loan: repaidLoan } } };
export const Overdue: Story = { args: { loans: loanList([overdueLoan, activeLoan]) } };
export const Empty: Story = { args: { loans: loanList([]) } };
export const MorePages: Story = { args: { loans: { ...loanOrdersProps.loans, hasMore: true } } };
export const Loading: Story = { args: { loans: { ...loanList([]), status: 'loading' } } };
export const Error: Story = { args: { loans: { ...loanList([]), status: 'error' } } };
/** The sheet held locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [loanId, setLoanId] = useState<string | null>(null);
    const [amount, setAmount] = useState('');
    return render({
      ...args,
      repay: { ...args.repay, loanId, onLoanIdChange: setLoanId, amount, onAmountChange: setAmount },
    });
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRepaySheet: Story = { ...RepaySheet, globals: { locale: 'cn' } };
export const ChineseEmpty: Story = { ...Empty, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishRepaySheet: Story = { ...RepaySheet, globals: { locale: 'us' } };
export const EnglishConfirmRepay: Story = { ...ConfirmRepay, globals: { locale: 'us' } };
export const EnglishOverdue: Story = { ...Overdue, globals: { locale: 'us' } };
export const EnglishError: Story = { ...Error, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkRepaySheet: Story = { ...RepaySheet, globals: { theme: 'dark' } };
export const DarkMoreThanOwed: Story = { ...MoreThanOwed, globals: { theme: 'dark' } };
