import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StepUpDialog } from './StepUpDialog.tsx';
import { stepUpProps } from './StepUpDialog.fixtures.ts';

const meta = {
  title: 'Screens/Security/StepUpDialog',
  component: StepUpDialog,
  parameters: { layout: 'fullscreen' },
  args: { ...stepUpProps, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Withdrawal: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Cancelled: Story = { args: { failure: 'cancelled' } };
export const NotAllowed: Story = { args: { failure: 'not_allowed' } };
export const TimedOut: Story = { args: { failure: 'timeout' } };
export const Refused: Story = {
  args: { formError: 'パスキーを確認できませんでした。お客さまの口座に登録済みのパスキーで、もう一度お試しください。' },
};
export const BankCardAdd: Story = {
  args: { purpose: 'bank_card_add', detail: 'ゆうちょ銀行 〇一八店 貯蓄 ****210' },
};
export const BankCardRemove: Story = {
  args: { purpose: 'bank_card_remove', detail: 'ゆうちょ銀行 〇一八店 貯蓄 ****210' },
};
export const SecurityChange: Story = { args: { purpose: 'security_change', detail: undefined } };
export const WithoutRecovery: Story = { args: { recoveryHref: undefined } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseTimedOut: Story = { args: { failure: 'timeout' }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishNotAllowed: Story = { args: { failure: 'not_allowed' }, globals: { locale: 'us' } };
export const Dark: Story = { args: { failure: 'cancelled' }, globals: { theme: 'dark' } };
