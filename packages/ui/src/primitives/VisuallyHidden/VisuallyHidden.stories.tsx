import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Content read by assistive technology but not shown: labels for icon-only controls, extra context for numbers.

**Do**

- Use it to name things that are obvious only visually.

**Don't**

- Don't hide focusable controls with it.
- Don't duplicate visible text.`,
      },
    },
  },
  args: { children: '画面には表示されません' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InsideButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args}>閉じる</VisuallyHidden>
    </button>
  ),
};
