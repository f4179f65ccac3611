import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Skeleton, skeletonHeights } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { height: { control: 'inline-radio', options: skeletonHeights } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Lines: Story = {
  render: () => (
    <Stack gap="sm">
      <Skeleton height="title" width="50%" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Skeleton height="block" />
    </Stack>
  ),
};
