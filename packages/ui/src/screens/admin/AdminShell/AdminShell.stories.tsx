import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminShell } from './AdminShell.tsx';
import { adminShellProps } from './AdminShell.fixtures.ts';

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    ...adminShellProps,
    onSignOut: fn(),
    children: <p>コンテンツ</p>,
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneSection: Story = { args: { sections: [{ key: 'users', href: '#/admin/users' }] } };
export const SigningOut: Story = { args: { signingOut: true } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
