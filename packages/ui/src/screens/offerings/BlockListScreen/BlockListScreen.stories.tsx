import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { BlockListScreen } from './BlockListScreen.tsx';
import { blockListScreenMessages } from './BlockListScreen.messages.ts';
import { blockListProps, blockListTab, distributionsList } from './BlockListScreen.fixtures.ts';

const meta = {
  title: 'Screens/Offerings/BlockListScreen',
  component: BlockListScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BlockListScreen, blockListScreenMessages.title, localizeFixtures),
  args: { ...blockListProps, onTabChange: fn() },
} satisfies Meta<typeof BlockListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open today: price, the discount to the previous close in money and percent, window, lot and share limits. */
export const Ready: Story = {};
/** Announced: the disclosed discount; the price is fixed from the previous close on the day. */
export const Upcoming: Story = { args: blockListTab('upcoming') };
export const Empty: Story = { args: { distributions: distributionsList([]) } };
export const MorePages: Story = {
  args: { distributions: { ...distributionsList(blockListProps.distributions.items), hasMore: true } },
};
export const Loading: Story = { args: { distributions: { ...distributionsList([]), status: 'loading' } } };
export const Error: Story = { args: { distributions: { ...distributionsList([]), status: 'error' } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseUpcoming: Story = { args: blockListTab('upcoming'), globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishUpcoming: Story = { args: blockListTab('upcoming'), globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
