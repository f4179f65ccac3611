import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A choice among a few ordered discrete values (the leverage multiple), with the value shown as text and spoken via \`aria-valuetext\`.

**Do**

- Pass the allowed values as decimal strings in \`options\`.
- Show the consequence of the choice (required margin) beside it.

**Don't**

- Don't use it for free numeric input: use NumberField.
- Don't use it for unordered choices.`,
      },
    },
  },
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

export const Chinese: Story = { args: { label: '杠杆', hint: '最高3.3倍' }, globals: { locale: 'cn' } };
export const English: Story = { args: { label: 'Leverage', hint: 'Up to 3.3×' }, globals: { locale: 'us' } };
