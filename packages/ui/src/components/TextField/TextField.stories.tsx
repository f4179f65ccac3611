import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A labelled text input. Spread react-hook-form's \`register(name)\` onto it, plus \`invalid\` and \`errorMessage\`.

**Do**

- Always give it a visible \`label\`.
- Set \`inputMode\` and \`autoComplete\` for phone numbers, codes and names.

**Don't**

- Don't use placeholder text as the label.
- Don't use it for numbers with steps: use NumberField.`,
      },
    },
  },
  args: { label: 'アカウント', name: 'account', placeholder: '電話番号（10桁）' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '半角数字10桁' } };
export const Invalid: Story = {
  args: { invalid: true, errorMessage: 'アカウントを入力してください', defaultValue: '12' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '0901234567' } };
