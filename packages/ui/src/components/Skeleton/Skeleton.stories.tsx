import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Skeleton, skeletonHeights } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A decorative placeholder while content loads, inside a region with \`aria-busy\` and a spoken label.

**Do**

- Match the shape of the content that will replace it.
- Use it for every list's loading state.

**Don't**

- Don't use it for content that loads in under a frame or two.
- Don't give it text: the region around it is announced.`,
      },
    },
  },
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
