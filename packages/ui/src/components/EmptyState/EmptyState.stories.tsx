import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.tsx';

const meta = { title: 'Components/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    title: '保有銘柄はありません',
    description: '銘柄を検索して最初の注文を出しましょう。',
    action: <a href="#/quotes/search">銘柄検索</a>,
  },
};
