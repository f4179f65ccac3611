import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountPanel } from '../../components/AccountPanel/AccountPanel.tsx';
import { accountPanelHrefs } from '../../components/AccountPanel/AccountPanel.fixtures.ts';
import { assetSummaryLoss } from '../../components/AssetPanel/AssetPanel.fixtures.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { homeReadyProps } from './HomeScreen.fixtures.ts';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...homeReadyProps, onRetry: fn() },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { status: 'loading', assets: undefined } };
export const Error: Story = { args: { status: 'error', assets: undefined } };
export const Loss: Story = { args: { assets: assetSummaryLoss } };
export const AccountPanelOpen: Story = {
  args: {
    shell: {
      ...homeReadyProps.shell,
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
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us', priceColours: 'green-up' } };
export const Dark: Story = { globals: { theme: 'dark' } };
