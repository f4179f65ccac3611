import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountPanel } from '../AccountPanel/AccountPanel.tsx';
import { accountPanelHrefs } from '../AccountPanel/AccountPanel.fixtures.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { AppShell } from './AppShell.tsx';
import { shellProps } from './AppShell.fixtures.ts';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { ...shellProps, children: <EmptyState /> },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBack: Story = {
  args: { header: { title: '入金', backHref: '#/home/index' }, bottomNav: undefined },
};
export const AccountPanelOpen: Story = {
  args: {
    accountPanel: (
      <AccountPanel
        open
        onOpenChange={fn()}
        account="0901234567"
        hrefs={accountPanelHrefs}
        supportHref="https://support.example.com"
        locale="jp"
        onLocaleChange={fn()}
        onLogout={fn()}
      />
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
