import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { followList, localizeFollowFixtures } from '../shared/fixtures.ts';
import { FollowListScreen } from './FollowListScreen.tsx';
import { followListScreenMessages } from './FollowListScreen.messages.ts';
import { followListProps, listProducts } from './FollowListScreen.fixtures.ts';

const render = localizedRender(FollowListScreen, followListScreenMessages.title, localizeFollowFixtures);

const meta = {
  title: 'Screens/Follow/FollowListScreen',
  component: FollowListScreen,
  parameters: { layout: 'fullscreen' },
  render,
  args: { ...followListProps, onCompareIdsChange: fn() },
} satisfies Meta<typeof FollowListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The compare button in any language, so a story's play works in all three. */
const compareButton = /^(並べて比較|并排比较|Compare side by side)$/;

/** Open, closed and ended products: a leader's basket and quantitative rules, each with its NAV line. */
export const Ready: Story = {};
/** One product picked for comparison: the bar asks for a second. */
export const OnePicked: Story = { args: { compareIds: ['210'] } };
/** Two picked: the others cannot be ticked, and both offer the side-by-side view. */
export const TwoPicked: Story = { args: { compareIds: ['210', '214'] } };
/** The side-by-side comparison of a leader's basket and a rule, every fee on one screen. */
export const Comparing: Story = {
  args: { compareIds: ['210', '214'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: compareButton })[0]!);
  },
};
export const Empty: Story = { args: { products: followList([]) } };
export const MorePages: Story = { args: { products: { ...followList(listProducts), hasMore: true } } };
export const Loading: Story = { args: { products: { ...followList([]), status: 'loading' } } };
export const Error: Story = { args: { products: { ...followList([]), status: 'error' } } };
/** Picking and unpicking locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [ids, setIds] = useState<string[]>([]);
    return render({ ...args, compareIds: ids, onCompareIdsChange: setIds });
  },
};
export const Chinese: Story = { args: { compareIds: ['210', '214'] }, globals: { locale: 'cn' } };
export const English: Story = { args: { compareIds: ['210', '218'] }, globals: { locale: 'us' } };
export const EnglishComparing: Story = {
  args: { compareIds: ['214', '218'] },
  globals: { locale: 'us' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: compareButton })[0]!);
  },
};
export const ChineseComparing: Story = {
  args: { compareIds: ['210', '205'] },
  globals: { locale: 'cn' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: compareButton })[0]!);
  },
};
export const Dark: Story = { args: { compareIds: ['210'] }, globals: { theme: 'dark' } };
