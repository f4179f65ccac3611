import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceRaised', borderRadius: 'md', children: 'Box の内容' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
