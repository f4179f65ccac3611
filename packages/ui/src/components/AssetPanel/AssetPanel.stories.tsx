import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetPanel } from './AssetPanel.tsx';
import { assetSummary, assetSummaryEmpty, assetSummaryLoss } from './AssetPanel.fixtures.ts';

const meta = {
  title: 'Components/AssetPanel',
  component: AssetPanel,
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
