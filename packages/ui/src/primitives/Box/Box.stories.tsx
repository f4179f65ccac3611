import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A layout element styled only through sprinkles (theme tokens): padding, background, radius, display.

**Do**

- Use it for one-off layout with tokens instead of writing a style.

**Don't**

- Don't pass raw colours or pixel values.
- Don't use it where Stack or Inline says the intent better.`,
      },
    },
  },
  args: { padding: 'lg', background: 'surfaceRaised', borderRadius: 'md', children: 'Box の内容' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
