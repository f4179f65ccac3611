import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';
import { passwordFieldMessages } from './PasswordField.messages.ts';
import { storyText } from '../../internal/storyText.ts';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A password input with a show/hide toggle, built on TextField.

**Do**

- Use \`autoComplete\` (\`current-password\`, \`new-password\`) so password managers help.
- Show the rules in \`hint\` (半角英数字 6〜32文字).

**Don't**

- Don't use it for the fund password's confirmation without a matching rule in the form.
- Don't show the password by default.`,
      },
    },
  },
  args: { label: 'パスワード', name: 'password', hint: '半角英数字 6〜32文字' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = {
  args: { invalid: true, errorMessage: 'パスワードは6〜32文字で入力してください', defaultValue: 'abc' },
};
export const Revealed: Story = {
  args: { defaultValue: 'kabuto123' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, passwordFieldMessages.show) }));
    await expect(canvas.getByLabelText('パスワード')).toHaveAttribute('type', 'text');
  },
};

export const Chinese: Story = {
  args: { label: '密码', hint: '6–32 位半角字母或数字', defaultValue: 'kabuto123' },
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'text');
  },
};
export const English: Story = {
  args: {
    label: 'Password',
    hint: 'Half-width letters or digits, 6–32',
    invalid: true,
    errorMessage: 'Enter a password of 6–32 characters',
    defaultValue: 'abc',
  },
  globals: { locale: 'us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};
