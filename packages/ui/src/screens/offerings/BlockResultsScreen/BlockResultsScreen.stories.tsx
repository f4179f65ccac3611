import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { BlockResultsScreen } from './BlockResultsScreen.tsx';
import { blockResultsScreenMessages } from './BlockResultsScreen.messages.ts';
import { blockResultsProps, resultsList } from './BlockResultsScreen.fixtures.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Offerings/BlockResultsScreen',
  component: BlockResultsScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BlockResultsScreen, blockResultsScreenMessages.title, localizeFixtures),
  args: blockResultsProps,
} satisfies Meta<typeof BlockResultsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Allotted in part by lottery, in full, and not at all: shares, price, the amount charged and released. */
export const Ready: Story = {};
/** The lottery's seed and hashes, unfolded (64 hex characters each, wrapping anywhere). */
export const LotteryOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const summary = within(canvasElement).getAllByText(storyText(globals, blockResultsScreenMessages.lottery))[0]!;
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
  },
};
export const MorePages: Story = {
  args: { results: { ...resultsList(blockResultsProps.results.items), hasMore: true } },
};
export const Empty: Story = { args: { results: resultsList([]) } };
export const Loading: Story = { args: { results: { ...resultsList([]), status: 'loading' } } };
export const Error: Story = { args: { results: { ...resultsList([]), status: 'error' } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: { results: resultsList([]) }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
