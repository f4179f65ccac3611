import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closedHours, pendingDeposit, sampleImage } from '../shared/fixtures.ts';
import { DepositScreen } from './DepositScreen.tsx';
import { depositScreenMessages } from './DepositScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import { depositChannel, depositInvalidProps, depositProps } from './DepositScreen.fixtures.ts';
import { storyText } from '../../../internal/storyText.ts';

const arrivalNotes = {
  jp: '通常2時間以内、遅くとも翌営業日24:00までに入金されます。',
  cn: '通常2小时内到账，最迟于下一个营业日24:00前到账。',
  us: 'Usually credited within 2 hours, at the latest by 24:00 on the next business day.',
};

const meta = {
  title: 'Screens/Funding/DepositScreen',
  component: DepositScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(DepositScreen, depositScreenMessages.title, (args, locale) =>
    args.channel && args.channel.arrivalNote === depositChannel.arrivalNote
      ? { channel: { ...args.channel, arrivalNote: arrivalNotes[locale] } }
      : {},
  ),
  args: { ...depositProps, onRetry: fn(), onCopy: fn(), onCancelPending: fn() },
} satisfies Meta<typeof DepositScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Copied: Story = { args: { copiedField: 'accountNumber' } };
/** The slip picked: its preview shows before sending. */
export const WithSlip: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const slip = canvas.getByLabelText(storyText(globals, depositScreenMessages.slip), { exact: false });
    await userEvent.upload(slip, await sampleImage('slip.png', 240, 320));
    await expect(await canvas.findByRole('img')).toBeVisible();
  },
};
export const Invalid: Story = { args: depositInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: '処理中の入金があります。完了までお待ちください。' } };
export const Closed: Story = { args: { channel: { ...depositChannel, hours: closedHours } } };
export const Pending: Story = { args: { pending: pendingDeposit } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChinesePending: Story = { args: { pending: pendingDeposit }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishClosed: Story = {
  args: { channel: { ...depositChannel, hours: closedHours, arrivalNote: undefined } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: { copiedField: 'bankName', ...depositInvalidProps }, globals: { theme: 'dark' } };
