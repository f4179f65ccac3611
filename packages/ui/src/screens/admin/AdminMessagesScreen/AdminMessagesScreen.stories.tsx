import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminMessagesScreen } from './AdminMessagesScreen.tsx';
import { adminCompose, adminMessagesProps } from './AdminMessagesScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminMessagesScreen',
  component: AdminMessagesScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('messages')],
  args: adminMessagesProps,
} satisfies Meta<typeof AdminMessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = adminMessagesProps.sent;

export const Ready: Story = {};
export const Loading: Story = { args: { sent: { ...sent, status: 'loading', items: [] } } };
export const Empty: Story = { args: { sent: { ...sent, items: [], pageInfo: { page: 1, size: 20, total: 0 } } } };
export const Error: Story = { args: { sent: { ...sent, status: 'error', items: [] } } };
export const ToEveryone: Story = { args: { compose: { ...adminCompose, audience: 'all' } } };
export const Invalid: Story = {
  args: {
    compose: {
      ...adminCompose,
      formError: 'このアカウントは見つかりません。',
      accountField: fieldBinding('account', { invalid: true, errorMessage: '電話番号は10桁の数字で入力してください' }),
      titleFields: {
        ...adminCompose.titleFields,
        cn: fieldBinding('titleCn', { invalid: true, errorMessage: '入力してください' }),
      },
      bodyFields: {
        ...adminCompose.bodyFields,
        us: adminTextAreaBinding('bodyUs', { invalid: true, errorMessage: '入力してください' }),
      },
    },
  },
};
export const Sending: Story = { args: { compose: { ...adminCompose, submitting: true } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
