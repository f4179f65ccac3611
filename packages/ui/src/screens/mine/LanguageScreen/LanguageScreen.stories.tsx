import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageScreen } from './LanguageScreen.tsx';
import { languageProps } from './LanguageScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/LanguageScreen',
  component: LanguageScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...languageProps, onValueChange: fn(), onSave: fn(), onPriceColoursChange: fn() },
} satisfies Meta<typeof LanguageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Changed: Story = { args: { value: 'us' } };
export const Saving: Story = { args: { value: 'us', saving: true } };
export const Refused: Story = {
  args: { value: 'cn', formError: 'システムが混み合っています。しばらくしてからお試しください。' },
};
export const Chinese: Story = { args: { current: 'cn', value: 'cn' }, globals: { locale: 'cn' } };
export const English: Story = { args: { current: 'us', value: 'jp' }, globals: { locale: 'us' } };
export const GreenUpEverywhere: Story = { args: { priceColours: 'green-up' } };
export const Dark: Story = { args: { value: 'cn' }, globals: { theme: 'dark' } };
