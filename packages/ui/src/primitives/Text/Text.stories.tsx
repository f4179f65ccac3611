import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textSizes, textTones } from './Text.tsx';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Body text in the type scale. \`tabular\` lines digits up in columns.

**Do**

- Use \`tabular\` for every number.
- Use \`tone="muted"\` for secondary text.

**Don't**

- Don't use it for headings: use Heading.`,
      },
    },
  },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
  args: { children: '株式会社カブト 1,234,567.89' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tabular: Story = { args: { tabular: true, size: 'xl', weight: 'bold' } };
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
