import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: '銘柄を検索',
    hideLabel: true,
    placeholder: '銘柄名・コード',
    onValueChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hideLabel: false } };
export const WithText: Story = { args: { defaultValue: 'トヨタ' } };
export const WithHint: Story = { args: { hideLabel: false, hint: '4桁のコードでも検索できます' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '7203' } };
export const Dark: Story = { args: { defaultValue: 'トヨタ' }, globals: { theme: 'dark' } };
