import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'market', label: '成行', description: '今の価格ですぐに売買します' },
  { value: 'limit', label: '指値', description: '指定した価格以下（売りは以上）で売買します' },
  { value: 'stop', label: '逆指値', description: '指定した価格に達したら注文を出します', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One choice among a few visible options (order type, account kind). Arrow keys move and select; Tab leaves the group.

**Do**

- Use for 2–6 options that benefit from being seen together.
- Give the group a \`label\`.

**Don't**

- Don't use it for many options: use Select.
- Don't use it for an on/off setting: use Switch.`,
      },
    },
  },
  args: { label: '注文方法', options, defaultValue: 'market', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutDescriptions: Story = {
  args: { options: options.map(({ value, label }) => ({ value, label })) },
};
export const WithHint: Story = { args: { hint: '注文方法はあとで変更できません' } };
export const Invalid: Story = {
  args: { defaultValue: undefined, invalid: true, errorMessage: '注文方法を選んでください' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    label: '订单类型',
    options: [
      { value: 'market', label: '市价', description: '以当前价格立即成交' },
      { value: 'limit', label: '限价', description: '以指定价格或更优价格成交' },
      { value: 'stop', label: '止损', description: '价格达到指定水平时下单', disabled: true },
    ],
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    label: 'Order type',
    options: [
      { value: 'market', label: 'Market', description: 'Trade now at the current price' },
      { value: 'limit', label: 'Limit', description: 'Trade at your price or better' },
      { value: 'stop', label: 'Stop', description: 'Place the order when the price reaches a level', disabled: true },
    ],
    invalid: true,
    errorMessage: 'Choose an order type',
    defaultValue: undefined,
  },
  globals: { locale: 'us' },
};
