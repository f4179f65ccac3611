import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A centred modal for a short task or a summary to confirm (an order review). Focus is trapped; Escape and the scrim close it; it fits a 360 px screen.

**Do**

- Give it a \`title\` (and a \`description\` when useful): they name the dialog for screen readers.
- Wrap footer buttons in \`DialogClose\` to close on click.

**Don't**

- Don't stack dialogs.
- Don't use it for a yes/no question: use ConfirmDialog; for the account menu use Sheet.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
    layout: 'fullscreen',
  },
  args: {
    title: '注文内容の確認',
    description: '内容をご確認のうえ、注文を確定してください。',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">開く</Button>,
    children: <p>トヨタ自動車（7203）を100株、成行で買い注文します。</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">戻る</Button>
        </DialogClose>
        <Button>注文する</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const WithoutDescription: Story = { args: { open: true, description: undefined } };
export const WithoutFooter: Story = { args: { open: true, footer: undefined } };
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    open: true,
    trigger: <Button variant="secondary">打开</Button>,
    title: '确认订单',
    description: '请确认内容后提交订单。',
    children: <p>以市价买入丰田汽车（7203）100股。</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">返回</Button>
        </DialogClose>
        <Button>下单</Button>
      </>
    ),
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    open: true,
    trigger: <Button variant="secondary">Open</Button>,
    title: 'Review your order',
    description: 'Check the details, then place the order.',
    children: <p>Buy 100 shares of Toyota Motor (7203) at market.</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Back</Button>
        </DialogClose>
        <Button>Place order</Button>
      </>
    ),
  },
  globals: { locale: 'us' },
};
