import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading.tsx';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A section heading: \`level\` sets the document outline, \`size\` the look.

**Do**

- Keep levels in order (no jumps from h1 to h3).
- Change \`size\`, not \`level\`, to make a heading look smaller.

**Don't**

- Don't use it for emphasis in body text: use Text with \`weight\`.`,
      },
    },
  },
  argTypes: {
    level: { control: 'select', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    tone: { control: 'select', options: headingTones },
  },
  args: { level: 2, children: '保有銘柄' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { level: 3, size: 'lg', tone: 'neutral' } };
export const Levels: Story = {
  render: () => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          見出し レベル{level}
        </Heading>
      ))}
    </div>
  ),
};
export const Tones: Story = {
  render: () => (
    <div>
      {headingTones.map((tone) => (
        <Heading key={tone} level={3} tone={tone}>
          {tone}
        </Heading>
      ))}
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
