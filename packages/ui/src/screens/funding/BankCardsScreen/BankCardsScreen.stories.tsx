import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { BankCardsScreen } from './BankCardsScreen.tsx';
import { bankCardsScreenMessages } from './BankCardsScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import { bankCardRemoval, bankCardsProps, fullBankCards } from './BankCardsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Funding/BankCardsScreen',
  component: BankCardsScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BankCardsScreen, bankCardsScreenMessages.title),
  args: { ...bankCardsProps, onRetry: fn(), onRemove: fn() },
} satisfies Meta<typeof BankCardsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const AtLimit: Story = { args: { cards: fullBankCards } };
export const Empty: Story = { args: { cards: [] } };
export const EmptyUnverified: Story = { args: { cards: [], identityVerified: false } };
export const ConfirmRemove: Story = { args: { removal: bankCardRemoval } };
export const RemoveRefused: Story = {
  args: {
    removal: {
      ...bankCardRemoval,
      fundPasswordField: fieldBinding('fundPassword', { invalid: true }),
      formError: '資金パスワードが正しくありません。',
    },
  },
};
export const Removing: Story = { args: { removal: { ...bankCardRemoval, submitting: true } } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseConfirmRemove: Story = { args: { removal: bankCardRemoval }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: { cards: [] }, globals: { locale: 'us' } };
export const Dark: Story = { args: { cards: fullBankCards }, globals: { theme: 'dark' } };
