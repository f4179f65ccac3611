import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'jp', onValueChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { value: 'us' }, globals: { locale: 'us' } };
