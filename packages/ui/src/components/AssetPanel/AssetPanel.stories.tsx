import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetPanel } from './AssetPanel.tsx';
import { assetSummary, assetSummaryEmpty, assetSummaryLoss } from './AssetPanel.fixtures.ts';

const meta = {
  title: 'Components/AssetPanel',
  component: AssetPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The account's asset summary at the top of the assets screen: total assets, available, frozen, holding value and floating profit, with its loading and error states.

**Do**

- Pass exact decimal strings from the API; the panel formats them (two decimals, Intl currency).
- Show it once per screen, above the holdings list.

**Don't**

- Don't compute totals in the component or with JS numbers: the app sums with big.js and passes strings.
- Don't hide floating profit's sign: Change carries the arrow and sign, not only colour.`,
      },
    },
  },
  args: { status: 'ready', assets: assetSummary },
} satisfies Meta<typeof AssetPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loss: Story = { args: { assets: assetSummaryLoss } };
export const LossGreenUp: Story = { args: { assets: assetSummaryLoss }, globals: { priceColours: 'green-up' } };
export const Empty: Story = { args: { assets: assetSummaryEmpty } };
export const Loading: Story = { args: { status: 'loading', assets: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { args: { assets: assetSummaryLoss }, globals: { locale: 'us' } };
