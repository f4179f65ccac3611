import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../../primitives/Text/Text.tsx';
import { PageTransition } from './PageTransition.tsx';

const meta = {
  title: 'Components/PageTransition',
  component: PageTransition,
  args: { children: <Text>ページの内容</Text> },
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
