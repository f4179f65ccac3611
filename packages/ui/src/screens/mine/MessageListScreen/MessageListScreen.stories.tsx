import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MessageListScreen } from './MessageListScreen.tsx';
import { inboxMessages, messageListProps } from './MessageListScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/MessageListScreen',
  component: MessageListScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...messageListProps, onFilterChange: fn(), onMarkAllRead: fn() },
} satisfies Meta<typeof MessageListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const MoreToLoad: Story = { args: { messages: { status: 'ready', items: inboxMessages, hasMore: true } } };
export const UnreadOnly: Story = {
  args: {
    filter: 'unread',
    messages: { status: 'ready', items: inboxMessages.filter((item) => !item.read), hasMore: false },
  },
};
export const AllRead: Story = {
  args: {
    unreadCount: 0,
    messages: { status: 'ready', items: inboxMessages.map((item) => ({ ...item, read: true })), hasMore: false },
  },
};
export const Empty: Story = { args: { unreadCount: 0, messages: { status: 'ready', items: [], hasMore: false } } };
export const Loading: Story = { args: { messages: { status: 'loading', items: [], hasMore: false } } };
export const Error: Story = { args: { messages: { status: 'error', items: [], hasMore: false, onRetry: fn() } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
