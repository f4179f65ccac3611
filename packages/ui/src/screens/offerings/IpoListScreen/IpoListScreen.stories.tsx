import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { IpoListScreen } from './IpoListScreen.tsx';
import { ipoListScreenMessages } from './IpoListScreen.messages.ts';
import { ipoListProps, ipoListTab, offeringsList } from './IpoListScreen.fixtures.ts';

const meta = {
  title: 'Screens/Offerings/IpoListScreen',
  component: IpoListScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(IpoListScreen, ipoListScreenMessages.title, localizeFixtures),
  args: { ...ipoListProps, onTabChange: fn() },
} satisfies Meta<typeof IpoListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applications open: the offer price, the calendar and an apply link (none where the user has applied). */
export const Ready: Story = {};
/** Book-building: the price range, no winning rate (never forecast). */
export const Upcoming: Story = { args: ipoListTab('upcoming') };
export const AwaitingLottery: Story = { args: ipoListTab('awaiting_lottery') };
/** The draw has run: the published winning rate. */
export const Allotted: Story = { args: ipoListTab('allotted') };
/** Listed: the first traded price and the realized premium, with sign and arrow. */
export const Listed: Story = { args: ipoListTab('listed') };
export const Empty: Story = { args: { offerings: offeringsList([]) } };
export const MorePages: Story = {
  args: { offerings: { ...offeringsList(ipoListProps.offerings.items), hasMore: true } },
};
export const Loading: Story = { args: { offerings: { ...offeringsList([]), status: 'loading' } } };
export const Error: Story = { args: { offerings: { ...offeringsList([]), status: 'error' } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseListed: Story = { args: ipoListTab('listed'), globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishUpcoming: Story = { args: ipoListTab('upcoming'), globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
