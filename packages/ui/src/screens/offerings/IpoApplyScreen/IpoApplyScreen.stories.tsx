import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures, upcomingOffering } from '../shared/fixtures.ts';
import { IpoApplyScreen } from './IpoApplyScreen.tsx';
import { ipoApplyScreenMessages } from './IpoApplyScreen.messages.ts';
import { appliedResult, ipoApplyProps } from './IpoApplyScreen.fixtures.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Offerings/IpoApplyScreen',
  component: IpoApplyScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(IpoApplyScreen, ipoApplyScreenMessages.title, localizeFixtures),
  args: { ...ipoApplyProps, onRetry: fn(), onLotsChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof IpoApplyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three lots: the shares, the exact amount held, and the cash before and after. */
export const Ready: Story = {};
/** The confirmation before sending. */
export const Confirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const review = storyText(globals, ipoApplyScreenMessages.review);
    await userEvent.click(within(canvasElement).getByRole('button', { name: review }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const Submitting: Story = { args: { submitting: true } };
/** More than the cash: a note and a deposit link, and the confirmation cannot open. */
export const NotEnoughCash: Story = { args: { lots: '10', availableCash: '500000' } };
export const InvalidLots: Story = { args: { lots: '12' } };
export const AlreadyApplied: Story = { args: { refusal: 'ipo_already_applied' } };
export const InsufficientBalance: Story = { args: { refusal: 'insufficient_balance' } };
export const NotVerified: Story = { args: { identityVerified: false } };
export const NotOpen: Story = { args: { offering: upcomingOffering } };
export const Done: Story = { args: appliedResult };
export const Loading: Story = { args: { status: 'loading', offering: undefined } };
export const Error: Story = { args: { status: 'error', offering: undefined } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRefused: Story = { args: { refusal: 'real_name_not_verified' }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishNotEnoughCash: Story = {
  args: { lots: '10', availableCash: '500000' },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
