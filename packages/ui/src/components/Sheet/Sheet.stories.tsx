import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Sheet, sheetSides } from './Sheet.tsx';

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A modal side panel: the slide-in account panel. Focus is trapped; Escape and the scrim close it.

**Do**

- Give it a \`title\`.
- Use \`side\` to slide from the start or end.

**Don't**

- Don't use it for confirmations: use ConfirmDialog.
- Don't open a Dialog on top of it.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
    layout: 'fullscreen',
  },
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

export const Chinese: Story = {
  args: {
    open: true,
    title: '个人主页',
    trigger: <Button variant="secondary">打开</Button>,
    children: <p>面板内容</p>,
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    open: true,
    title: 'Personal page',
    trigger: <Button variant="secondary">Open</Button>,
    children: <p>Panel content</p>,
  },
  globals: { locale: 'us' },
};
