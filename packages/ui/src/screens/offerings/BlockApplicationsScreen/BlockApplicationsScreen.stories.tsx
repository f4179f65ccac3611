import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { BlockApplicationsScreen } from './BlockApplicationsScreen.tsx';
import { blockApplicationsScreenMessages } from './BlockApplicationsScreen.messages.ts';
import { applicationsList, blockApplicationsProps } from './BlockApplicationsScreen.fixtures.ts';
import { storyPattern } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Offerings/BlockApplicationsScreen',
  component: BlockApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(BlockApplicationsScreen, blockApplicationsScreenMessages.title, localizeFixtures),
  args: { ...blockApplicationsProps, onCancelApplication: fn() },
} satisfies Meta<typeof BlockApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applications in every state, with cancel while the window is open. */
export const Ready: Story = {};
export const CancelConfirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const cancel = storyPattern(globals, blockApplicationsScreenMessages.cancelOf, ['name']);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: cancel })[0]!);
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const CancelRefused: Story = { args: { cancelRefusal: 'block_trade_closed' } };
export const MorePages: Story = {
  args: { applications: { ...applicationsList(blockApplicationsProps.applications.items), hasMore: true } },
};
export const Empty: Story = { args: { applications: applicationsList([]) } };
export const Loading: Story = { args: { applications: { ...applicationsList([]), status: 'loading' } } };
export const Error: Story = { args: { applications: { ...applicationsList([]), status: 'error' } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: { applications: applicationsList([]) }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
