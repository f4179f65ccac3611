import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'レバレッジ', options: ['1', '2', '3', '3.3'], defaultValue: '2', onValueChange: fn() },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Maximum: Story = { args: { defaultValue: '3.3', hint: '最大3.3倍まで' } };
export const CustomFormat: Story = {
  args: { label: '損切り幅', options: ['1', '3', '5', '10'], defaultValue: '5', formatValue: (v) => `${v}%` },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
