import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A decimal input for quantities and prices with − / + steppers, integer-only mode, min, max, step and tick snapping. Exact (scaled BigInt) arithmetic.

**Do**

- Set \`integer\`, \`step\` and \`min\` for share quantities (lots of 100).
- Spread react-hook-form's \`register()\` onto it, or control it with \`value\` / \`onValueChange\`.
- Show the unit (株, 円) with \`unit\`.

**Don't**

- Don't store the value as a number: it is a decimal string.
- Don't use it for codes or phone numbers: use TextField.`,
      },
    },
  },
  args: { label: '数量', name: 'quantity', integer: true, step: '100', min: '0', unit: '株', onValueChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: '100' } };
export const Playground: Story = { args: { defaultValue: '', max: '10000' } };
export const Price: Story = {
  args: { label: '価格', name: 'price', integer: false, step: '0.5', min: '0', unit: '円', defaultValue: '1234.5' },
};
export const Empty: Story = { args: { placeholder: '0' } };
export const AtMaximum: Story = { args: { defaultValue: '1000', max: '1000', hint: '最大1,000株' } };
export const Invalid: Story = {
  args: { defaultValue: '150', invalid: true, errorMessage: '100株単位で入力してください' },
};
export const Disabled: Story = { args: { defaultValue: '100', disabled: true } };
export const Dark: Story = { args: { defaultValue: '100' }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: { label: '数量', unit: '股', defaultValue: '150', invalid: true, errorMessage: '请以100股为单位输入' },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { label: 'Price', name: 'price', integer: false, step: '0.01', min: '0', unit: 'USD', defaultValue: '187.25' },
  globals: { locale: 'us' },
};
