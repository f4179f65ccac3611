import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'market', label: '成行', description: '今の価格ですぐに売買します' },
  { value: 'limit', label: '指値', description: '指定した価格以下（売りは以上）で売買します' },
  { value: 'stop', label: '逆指値', description: '指定した価格に達したら注文を出します', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: '注文方法', options, defaultValue: 'market', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutDescriptions: Story = {
  args: { options: options.map(({ value, label }) => ({ value, label })) },
};
export const WithHint: Story = { args: { hint: '注文方法はあとで変更できません' } };
export const Invalid: Story = {
  args: { defaultValue: undefined, invalid: true, errorMessage: '注文方法を選んでください' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
