import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A labelled multi-line text input for free text: a message to a user, a reason, a note. Spread react-hook-form's \`register(name)\` onto it, plus \`invalid\` and \`errorMessage\`. With \`maxLength\` it shows how many characters are typed of the limit (the count is part of the field's description, not a live region).

**When to use**

- Text that may run over one line or contain line breaks.

**Do**

- Always give it a visible \`label\`, and a \`hint\` saying who reads the text.
- Set \`maxLength\` to the contract's limit so the count tells the user before the server does.

**Don't**

- Don't use it for a single-line value (a name, a code): use TextField.
- Don't use placeholder text as the label.`,
      },
    },
  },
  args: {
    label: 'ユーザーへのメッセージ（理由）',
    name: 'message',
    hint: 'ユーザーの受信箱に届きます。理由と、次に何をすればよいかを書いてください。',
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCount: Story = {
  args: { maxLength: 500, defaultValue: '本人確認書類の有効期限が切れています。新しい書類で再度お申し込みください。' },
};
export const Invalid: Story = { args: { maxLength: 500, invalid: true, errorMessage: '入力してください' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '送信済みのメッセージ' } };
export const Chinese: Story = {
  args: {
    label: '给用户的消息（原因）',
    hint: '将发送到用户的收件箱。请写明原因以及下一步该怎么做。',
    maxLength: 500,
    defaultValue: '您的身份证件已过期，请使用新的证件重新申请。',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    label: 'Message to the user (reason)',
    hint: 'It goes to the user’s inbox. Say why, and what to do next.',
    maxLength: 500,
    invalid: true,
    errorMessage: 'Please enter a message',
  },
  globals: { locale: 'us' },
};
