import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps } from './ProgressSteps.tsx';

const meta = {
  title: 'Components/ProgressSteps',
  component: ProgressSteps,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An ordered checklist of long-running work, each step with its state in words and an icon: the start-up splash.

**Do**

- Give each step a real state (done, active, pending, failed) from the work itself.
- Offer a retry beside a failed step.

**Don't**

- Don't use it for form wizards.
- Don't fake progress with timers.`,
      },
    },
  },
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

export const Chinese: Story = {
  args: {
    label: '启动进度',
    steps: [
      { id: 'a', label: '正在检查程序版本', state: 'done' },
      { id: 'b', label: '正在获取行情', state: 'error' },
      { id: 'c', label: '正在连接主机', state: 'pending' },
    ],
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    label: 'Start-up progress',
    steps: [
      { id: 'a', label: 'Checking the program version', state: 'done' },
      { id: 'b', label: 'Fetching quotes', state: 'active' },
      { id: 'c', label: 'Connecting to the host', state: 'pending' },
    ],
  },
  globals: { locale: 'us' },
};
