import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An on/off setting that applies at once (price alerts, dark theme).

**Do**

- Label it with the setting, not the action.
- Apply the change immediately in \`onCheckedChange\`.

**Don't**

- Don't use it in forms that need a submit: use Checkbox.
- Don't use it for one-of-many: use RadioGroup.`,
      },
    },
  },
  args: { label: '価格アラートを受け取る', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: '指定した価格に達するとお知らせします' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: { label: '接收价格提醒', hint: '达到指定价格时通知您', defaultChecked: true },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { label: 'Price alerts', hint: 'We let you know when a price reaches your level', defaultChecked: true },
  globals: { locale: 'us' },
};
