import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from './Header.tsx';

const meta = {
  title: 'Components/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
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
