import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
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
