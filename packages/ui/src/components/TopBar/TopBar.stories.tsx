import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The bar above the header on every signed-in screen: the messages shortcut (with the unread count), the',
          'support shortcut and the MYPAGE button that opens the account panel.',
          '',
          '**When to use:** once per screen, through `AppShell`’s `topBar` prop.',
          '',
          '**Do:** pass `unreadCount` from the unread-messages query so the badge and the spoken name agree; point',
          '`supportHref` at the in-app support page (`#/mine/support`) so the user reads the anti-scam notice before',
          'the customer-service link.',
          '',
          '**Don’t:** put other actions here, or link support straight to a chat app: staff never ask users to move to',
          'one (PRODUCT.md).',
        ].join('\n'),
      },
    },
  },
  args: { messagesHref: '#/mine/message', supportHref: '#/mine/support', onMypage: fn() },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Unread: Story = { args: { unreadCount: 3 } };
export const ManyUnread: Story = { args: { unreadCount: 120 } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkUnread: Story = { args: { unreadCount: 7 }, globals: { theme: 'dark' } };
export const ChineseUnread: Story = { args: { unreadCount: 2 }, globals: { locale: 'cn' } };
export const EnglishUnread: Story = { args: { unreadCount: 1 }, globals: { locale: 'us' } };
