import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { IpoRecordsScreen } from './IpoRecordsScreen.tsx';
import { ipoRecordsScreenMessages } from './IpoRecordsScreen.messages.ts';
import { ipoRecordsProps, recordsList } from './IpoRecordsScreen.fixtures.ts';
import { storyPattern } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Offerings/IpoRecordsScreen',
  component: IpoRecordsScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(IpoRecordsScreen, ipoRecordsScreenMessages.title, localizeFixtures),
  args: { ...ipoRecordsProps, onTabChange: fn(), onCancelApplication: fn() },
} satisfies Meta<typeof IpoRecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applications in every state: the hold, what was released, dates, and cancel while the deadline allows it. */
export const Applications: Story = {};
/** Allotments: shares won, the amount charged, the lottery-loss refund, the first price and a link to the holding. */
export const Allotments: Story = { args: { tab: 'allotments' } };
/** The confirmation before a cancel. */
export const CancelConfirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const cancelOf = storyPattern(globals, ipoRecordsScreenMessages.cancelOf, ['name']);
    const cancel = within(canvasElement).getAllByRole('button', { name: cancelOf })[0]!;
    await userEvent.click(cancel);
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const CancelRefused: Story = { args: { cancelRefusal: 'ipo_deadline_passed' } };
export const MorePages: Story = {
  args: { applications: { ...recordsList(ipoRecordsProps.applications.items), hasMore: true } },
};
export const Empty: Story = { args: { applications: recordsList([]) } };
export const EmptyAllotments: Story = { args: { tab: 'allotments', allotments: recordsList([]) } };
export const Loading: Story = { args: { applications: { ...recordsList([]), status: 'loading' } } };
export const Error: Story = { args: { applications: { ...recordsList([]), status: 'error' } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseAllotments: Story = { args: { tab: 'allotments' }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishAllotments: Story = { args: { tab: 'allotments' }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
