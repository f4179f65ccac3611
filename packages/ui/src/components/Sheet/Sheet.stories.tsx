import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Sheet, sheetSides } from './Sheet.tsx';

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  parameters: { layout: 'fullscreen' },
  argTypes: { side: { control: 'inline-radio', options: sheetSides } },
  args: {
    title: 'マイページ',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">開く</Button>,
    children: <p>パネルの内容</p>,
  },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const OpenRight: Story = { args: { open: true, side: 'right' } };
