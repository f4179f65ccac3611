import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, stackGaps } from './Stack.tsx';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  argTypes: { gap: { control: 'select', options: stackGaps } },
  args: { gap: 'md', children: ['一', '二', '三'].map((item) => <span key={item}>{item}</span>) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Row: Story = { args: { direction: 'row' } };
