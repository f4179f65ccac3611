import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Tooltip, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  args: {
    text: '評価損益は前日終値をもとに計算しています',
    children: <Button variant="secondary">評価損益とは</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const Bottom: Story = { args: { open: true, side: 'bottom' } };
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
