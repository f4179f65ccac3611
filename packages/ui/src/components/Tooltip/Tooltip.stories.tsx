import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Tooltip, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A short hint for a control, shown on hover and keyboard focus; Escape hides it.

**Do**

- Use it for the meaning of an icon or a term.
- Keep it to a sentence.

**Don't**

- Don't put essential information in it: touch users may never see it.
- Don't put links or buttons inside.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
    layout: 'centered',
  },
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

export const Chinese: Story = {
  args: {
    open: true,
    text: '浮动盈亏按前一交易日收盘价计算',
    children: <Button variant="secondary">什么是浮动盈亏</Button>,
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    open: true,
    text: "Unrealized profit is based on the previous day's close",
    children: <Button variant="secondary">What is unrealized profit?</Button>,
  },
  globals: { locale: 'us' },
};
