import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A single yes/no choice submitted with a form, such as agreeing to the user agreement. A native checkbox, so react-hook-form's \`register()\` works directly.

**Do**

- Label it with the statement being agreed to; a link inside the label stays its own click target.
- Show \`errorMessage\` when agreement is required.

**Don't**

- Don't use it for a setting that applies immediately: use Switch.
- Don't use several checkboxes for one-of-many choices: use RadioGroup.`,
      },
    },
  },
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
