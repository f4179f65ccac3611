import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, inlineAligns, inlineGaps, inlineJustifies } from './Inline.tsx';

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Children side by side with a token gap, wrapping on narrow screens (chips, tags, button rows).

**Do**

- Let it wrap (default) so nothing overflows at 360 px.

**Don't**

- Don't use it for vertical lists: use Stack.`,
      },
    },
  },
  argTypes: {
    gap: { control: 'select', options: inlineGaps },
    align: { control: 'select', options: inlineAligns },
    justify: { control: 'select', options: inlineJustifies },
  },
  args: {
    gap: 'sm',
    children: ['トヨタ', 'ソニー', '任天堂', 'ソフトバンク', 'キーエンス', '三菱UFJ'].map((item) => (
      <span key={item}>{item}</span>
    )),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { gap: 'md', justify: 'space-between' } };
export const NoWrap: Story = { args: { wrap: false, gap: 'xs' } };
