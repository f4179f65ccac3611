import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    name: 'agree',
    label: (
      <>
        <a href="#/mine/protocol">利用規約</a>に同意します
      </>
    ),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Invalid: Story = { args: { invalid: true, errorMessage: '利用規約に同意してください' } };
