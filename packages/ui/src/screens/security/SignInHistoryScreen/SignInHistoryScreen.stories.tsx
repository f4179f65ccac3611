import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { SignInHistoryScreen } from './SignInHistoryScreen.tsx';
import { signInHistoryScreenMessages } from './SignInHistoryScreen.messages.ts';
import { signInHistoryProps } from './SignInHistoryScreen.fixtures.ts';

const { signIns } = signInHistoryProps;

const meta = {
  title: 'Screens/Security/SignInHistoryScreen',
  component: SignInHistoryScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(SignInHistoryScreen, signInHistoryScreenMessages.title),
  args: { ...signInHistoryProps, signIns: { ...signIns, onLoadMore: fn(), onRetry: fn() } },
} satisfies Meta<typeof SignInHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const AllLoaded: Story = { args: { signIns: { ...signIns, hasMore: false } } };
export const LoadingMore: Story = { args: { signIns: { ...signIns, loadingMore: true } } };
export const Empty: Story = { args: { signIns: { ...signIns, items: [], hasMore: false } } };
export const Loading: Story = { args: { signIns: { ...signIns, status: 'loading', items: [] } } };
export const Error: Story = { args: { signIns: { ...signIns, status: 'error', items: [] } } };
/** The same instants read in New York time. */
export const OtherTimeZone: Story = { args: { timeZone: 'America/New_York' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = {
  args: { signIns: { ...signIns, items: [], hasMore: false } },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
