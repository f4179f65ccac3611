import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: '価格アラートを受け取る', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: '指定した価格に達するとお知らせします' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
