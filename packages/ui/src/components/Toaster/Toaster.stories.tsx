import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toaster } from './Toaster.tsx';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Short, transient feedback (saved, copied, failed), shown long enough to read: 4 s, 60 ms more a character beyond 40, at most 10 s (hovering or focusing pauses it). Controlled: the app owns the list and removes a toast on \`onDismiss\`.

**Do**

- Keep the message to a sentence.
- Use the \`critical\` tone for failures the user should notice.

**Don't**

- Don't put actions or essential information in a toast.
- Don't show form validation errors as toasts.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
  },
  // Long enough to look at in Storybook; the product gives each toast its reading time.
  args: { onDismiss: fn(), duration: 600_000, toasts: [] },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { toasts: [{ id: '1', message: '保存しました', tone: 'positive' }] },
};
export const Critical: Story = {
  args: {
    toasts: [{ id: '2', message: '送信が頻繁すぎます。少し待ってからもう一度お試しください。', tone: 'critical' }],
  },
};
export const Stacked: Story = {
  args: {
    toasts: [
      { id: '1', message: '入金の申請を受け付けました', tone: 'info' },
      { id: '2', message: 'ログインしました', tone: 'positive' },
    ],
  },
};
export const Empty: Story = {};

export const Chinese: Story = {
  args: { toasts: [{ id: '1', message: '已保存', tone: 'positive' }] },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    toasts: [{ id: '2', message: 'Too many requests. Wait a moment, then try again.', tone: 'critical' }],
  },
  globals: { locale: 'us' },
};
