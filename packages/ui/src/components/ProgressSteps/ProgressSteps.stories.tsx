import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps } from './ProgressSteps.tsx';

const meta = {
  title: 'Components/ProgressSteps',
  component: ProgressSteps,
  args: {
    label: '起動状況',
    steps: [
      { id: 'a', label: 'プログラムのバージョンを確認', state: 'done' },
      { id: 'b', label: '相場情報を取得', state: 'active' },
      { id: 'c', label: 'ホストに接続', state: 'pending' },
    ],
  },
} satisfies Meta<typeof ProgressSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Failed: Story = {
  args: {
    steps: [
      { id: 'a', label: 'プログラムのバージョンを確認', state: 'done' },
      { id: 'b', label: '相場情報を取得', state: 'error' },
      { id: 'c', label: 'ホストに接続', state: 'pending' },
    ],
  },
};
