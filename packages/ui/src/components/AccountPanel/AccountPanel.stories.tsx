import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountPanel } from './AccountPanel.tsx';
import { accountPanelHrefs } from './AccountPanel.fixtures.ts';

const meta = {
  title: 'Components/AccountPanel',
  component: AccountPanel,
  parameters: { layout: 'fullscreen' },
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
export const Chinese: Story = { args: { locale: 'cn' }, globals: { locale: 'cn' } };
export const Dark: Story = { globals: { theme: 'dark' } };
