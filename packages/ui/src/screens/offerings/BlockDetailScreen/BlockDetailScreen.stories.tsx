import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { announcedDistribution, closedDistribution, feeDistribution, localizeFixtures } from '../shared/fixtures.ts';
import { BlockDetailScreen } from './BlockDetailScreen.tsx';
import { blockDetailScreenMessages } from './BlockDetailScreen.messages.ts';
import { appliedProps, blockDetailProps } from './BlockDetailScreen.fixtures.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Offerings/BlockDetailScreen',
  component: BlockDetailScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BlockDetailScreen, blockDetailScreenMessages.title, localizeFixtures),
  args: { ...blockDetailProps, onRetry: fn(), onSharesChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof BlockDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 300 shares: the exact amount held, the cash before and after, and every term of the distribution. */
export const Ready: Story = {};
/** A distribution with a fee: amount + fee (rounded down to the yen) is held. */
export const WithFee: Story = { args: { distribution: feeDistribution, shares: '500' } };
export const Confirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const review = storyText(globals, blockDetailScreenMessages.review);
    await userEvent.click(within(canvasElement).getByRole('button', { name: review }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const NotALot: Story = { args: { shares: '250' } };
export const OverMax: Story = { args: { shares: '1200' } };
export const NotEnoughCash: Story = { args: { shares: '1000', availableCash: '500000' } };
export const DailyLimit: Story = { args: { refusal: 'daily_limit_reached' } };
export const Closed: Story = { args: { refusal: 'block_trade_closed' } };
export const NotVerified: Story = { args: { identityVerified: false } };
/** Announced: the price is fixed on the day; no form yet. */
export const Announced: Story = { args: { distribution: announcedDistribution } };
/** Allotted: the total applied for is published. */
export const Allotted: Story = { args: { distribution: closedDistribution } };
export const Applied: Story = { args: appliedProps };
export const Loading: Story = { args: { status: 'loading', distribution: undefined } };
export const Error: Story = { args: { status: 'error', distribution: undefined } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseWithFee: Story = {
  args: { distribution: feeDistribution, shares: '500' },
  globals: { locale: 'cn' },
};
export const English: Story = { globals: { locale: 'us' } };
export const EnglishNotALot: Story = { args: { shares: '250' }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
