import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from './Header.tsx';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The page header on the seed's yellow brand bar: the page's title as its one h1, a back control, and up to two
shortcuts (an add or order action, the subscription records).

**Do**

- Give back as \`backHref\` when there is a fixed parent page, or \`onBack\` for history back (the app falls back to
  the home page when there is no history).
- Keep the title to the page's name; it is the document's h1.

**Don't**

- Don't put primary actions of the page here: they belong in the content, near what they act on.
- Don't add a third shortcut; use the account panel or the page itself.`,
      },
    },
  },
  args: { title: '入金' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { backHref: '#/home/index' } };
export const WithBackHandler: Story = { args: { onBack: fn() } };
export const WithShortcuts: Story = {
  args: {
    title: '新規公開株',
    backHref: '#/home/index',
    recordsHref: '#/mine/newShareOrder',
    action: { href: '#/quotes/search', label: '注文' },
  },
};
export const TitleOnly: Story = { args: { title: '資産' } };

export const Chinese: Story = {
  args: {
    title: '新股申购',
    backHref: '#/home/index',
    recordsHref: '#/mine/newShareOrder',
    action: { href: '#/quotes/search', label: '下单' },
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    title: 'New shares',
    backHref: '#/home/index',
    recordsHref: '#/mine/newShareOrder',
    action: { href: '#/quotes/search', label: 'Order' },
  },
  globals: { locale: 'us' },
};
