import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, stackGaps } from './Stack.tsx';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Children in a column (or row) with a token gap: the default way to space blocks in a screen.

**Do**

- Use token gaps (\`sm\`, \`md\`, \`lg\`) rather than margins on children.

**Don't**

- Don't nest Stacks only to add space: pick the gap.`,
      },
    },
  },
  argTypes: { gap: { control: 'select', options: stackGaps } },
  args: { gap: 'md', children: ['一', '二', '三'].map((item) => <span key={item}>{item}</span>) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Row: Story = { args: { direction: 'row' } };
