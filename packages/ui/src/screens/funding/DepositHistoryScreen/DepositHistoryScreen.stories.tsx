import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DepositHistoryScreen } from './DepositHistoryScreen.tsx';
import { depositHistoryScreenMessages } from './DepositHistoryScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import { depositHistoryProps } from './DepositHistoryScreen.fixtures.ts';

const { deposits } = depositHistoryProps;

const meta = {
  title: 'Screens/Funding/DepositHistoryScreen',
  component: DepositHistoryScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(DepositHistoryScreen, depositHistoryScreenMessages.title),
  args: { ...depositHistoryProps, onCancel: fn() },
} satisfies Meta<typeof DepositHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const MorePages: Story = { args: { deposits: { ...deposits, hasMore: true } } };
export const LoadingMore: Story = { args: { deposits: { ...deposits, hasMore: true, loadingMore: true } } };
export const Empty: Story = { args: { deposits: { ...deposits, items: [] } } };
export const Loading: Story = { args: { deposits: { ...deposits, status: 'loading', items: [] } } };
export const Error: Story = { args: { deposits: { ...deposits, status: 'error', items: [] } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: { deposits: { ...deposits, items: [] } }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
