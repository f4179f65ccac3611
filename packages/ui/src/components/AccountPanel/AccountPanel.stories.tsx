import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountPanel } from './AccountPanel.tsx';
import { accountPanelHrefs } from './AccountPanel.fixtures.ts';

const meta = {
  title: 'Components/AccountPanel',
  component: AccountPanel,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The slide-in account panel opened by the top bar’s MYPAGE button: the account number, every account link',
          'of the seed (with the unread count on messages), customer service with the anti-scam notice, the language',
          'choice and logout.',
          '',
          '**When to use:** once, rendered by the app and handed to `AppShell` as `accountPanel`, so the app owns',
          'the open state.',
          '',
          '**Do:** take the hrefs from the app’s path table; pass `unreadCount` from the same query as the top bar;',
          'point `supportHref` at the in-app support page.',
          '',
          '**Don’t:** drop the anti-scam notice, or add links that are not account pages (trading actions belong',
          'on their screens).',
        ].join('\n'),
      },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    account: '0901234567',
    hrefs: accountPanelHrefs,
    supportHref: 'https://support.example.com',
    locale: 'jp',
    onLocaleChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Unread: Story = { args: { unreadCount: 4, supportHref: '#/mine/support' } };
export const Chinese: Story = { args: { locale: 'cn' }, globals: { locale: 'cn' } };
export const English: Story = { args: { locale: 'us', unreadCount: 2 }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
