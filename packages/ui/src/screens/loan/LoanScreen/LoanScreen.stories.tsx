import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
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
import { loanScreenMessages } from './LoanScreen.messages.ts';
import { loanScreenProps } from './LoanScreen.fixtures.ts';
import type { LoanScreenProps } from './LoanScreen.types.ts';

const render = localizedRender(LoanScreen, loanScreenMessages.title, localizeLoanFixtures);

const meta = {
  title: 'Screens/Loan/LoanScreen',
  component: LoanScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: {
    ...loanScreenProps,
    onRetry: fn(),
    draw: { ...loanScreenProps.draw, onAmountChange: fn(), onFundPasswordChange: fn(), onSubmit: fn() },
  },
} satisfies Meta<typeof LoanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draw typed in, ready to review. */
const typed: Pick<LoanScreenProps, 'draw'> = {
  draw: { ...loanScreenProps.draw, amount: '300000', fundPassword: '482915' },
};

/** The review button in any language, so a story's play works in all three. */
const reviewButton = /^内容を確認$|^确认内容$|^Review$/;

/** The line: ¥1,395,000 available of ¥1,895,000, the stance, the worked limit, the rate and terms, every factor. */
export const Default: Story = {};
/** The confirmation: the amount, the rate, one day's and the term's interest at that rate, no fee. */
export const ConfirmDraw: Story = {
  args: typed,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: reviewButton }));
  },
};
/** Reviewing with nothing typed: each field says what it needs. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: reviewButton }));
  },
};
/** Above the available limit. */
export const OverLimit: Story = { args: { draw: { ...loanScreenProps.draw, amount: '2000000' } } };
export const Refused: Story = {
  args: { draw: { ...typed.draw, refusal: 'wrong_fund_password' } },
};
/** Just applied: the application under review reserves its amount, one at a time. */
export const Applied: Story = {
  args: { limit: pendingLimit, draw: { ...loanScreenProps.draw, applied: pendingLoan } },
};
/** The computed limit is above the house maximum. */
export const Capped: Story = { args: { limit: cappedLimit } };
/** Holdings, but a score below the minimum to borrow: the limit is 0, the factors say how to improve. */
export const ScoreBelowMinimum: Story = { args: { score: belowMinimumScore, limit: belowMinimumLimit } };
/** No holdings yet: no credit line (the empty state). */
export const Empty: Story = { args: { score: lowScore, limit: noCollateralLimit } };
/** An overdue draw blocks new ones until repaid. */
export const Overdue: Story = { args: { limit: overdueLimit } };
export const NotVerified: Story = { args: { readiness: { identityVerified: false, fundPasswordSet: false } } };
export const NoFundPassword: Story = { args: { readiness: { identityVerified: true, fundPasswordSet: false } } };
export const Loading: Story = { args: { status: 'loading', score: undefined, limit: undefined } };
export const Error: Story = { args: { status: 'error', score: undefined, limit: undefined } };
/** The form held locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState('');
    const [fundPassword, setFundPassword] = useState('');
    return render({
      ...args,
      draw: { ...args.draw, amount, onAmountChange: setAmount, fundPassword, onFundPasswordChange: setFundPassword },
    });
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseConfirmDraw: Story = { ...ConfirmDraw, globals: { locale: 'cn' } };
export const ChineseScoreBelowMinimum: Story = { ...ScoreBelowMinimum, globals: { locale: 'cn' } };
export const ChineseEmpty: Story = { ...Empty, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishConfirmDraw: Story = { ...ConfirmDraw, globals: { locale: 'us' } };
export const EnglishCapped: Story = { ...Capped, globals: { locale: 'us' } };
export const EnglishApplied: Story = { ...Applied, globals: { locale: 'us' } };
export const EnglishEmpty: Story = { ...Empty, globals: { locale: 'us' } };
export const EnglishError: Story = { ...Error, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkConfirmDraw: Story = { ...ConfirmDraw, globals: { theme: 'dark' } };
export const DarkOverdue: Story = { ...Overdue, globals: { theme: 'dark' } };
