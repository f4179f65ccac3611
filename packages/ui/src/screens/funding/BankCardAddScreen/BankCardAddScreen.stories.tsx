import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { BankCardAddScreen } from './BankCardAddScreen.tsx';
import { bankCardAddScreenMessages } from './BankCardAddScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import { addedCard, bankCardAddInvalidProps, bankCardAddProps } from './BankCardAddScreen.fixtures.ts';

const meta = {
  title: 'Screens/Funding/BankCardAddScreen',
  component: BankCardAddScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BankCardAddScreen, bankCardAddScreenMessages.title),
  args: { ...bankCardAddProps, onRetry: fn() },
} satisfies Meta<typeof BankCardAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Invalid: Story = { args: bankCardAddInvalidProps };
export const NotOwnName: Story = {
  args: {
    holderNameField: fieldBinding('holderName', { invalid: true }),
    formError: 'ご本人名義の銀行口座のみ登録できます。',
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const Added: Story = { args: { added: addedCard } };
export const NeedsVerification: Story = { args: { identityVerified: false, fundPasswordSet: false } };
export const AtLimit: Story = { args: { atLimit: true } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishInvalid: Story = { args: bankCardAddInvalidProps, globals: { locale: 'us' } };
export const Dark: Story = { args: bankCardAddInvalidProps, globals: { theme: 'dark' } };
