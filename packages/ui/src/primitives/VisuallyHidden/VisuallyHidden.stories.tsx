import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
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
