import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { withAdminShell } from '../internal/withAdminShell.tsx';
import { AdminNewsScreen } from './AdminNewsScreen.tsx';
import { adminNewsCreate, adminNewsEdit, adminNewsProps, adminNewsRows } from './AdminNewsScreen.fixtures.ts';

const meta = {
  title: 'Admin/AdminNewsScreen',
  component: AdminNewsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAdminShell('news')],
  args: {
    ...adminNewsProps,
    onPageChange: fn(),
    onFilterChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onUnpublish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminNewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Unpublished: Story = {
  args: {
    filter: 'unpublished',
    articles: adminNewsRows.filter((row) => row.status === 'unpublished'),
    pageInfo: { page: 1, size: 20, total: 1 },
  },
};
export const Paged: Story = { args: { pageInfo: { page: 2, size: 20, total: 43 } } };
export const Loading: Story = { args: { status: 'loading', articles: [] } };
export const Empty: Story = {
  args: { filter: 'unpublished', articles: [], pageInfo: { page: 1, size: 20, total: 0 } },
};
export const Error: Story = { args: { status: 'error', articles: [] } };
export const Creating: Story = { args: { editor: adminNewsCreate } };
export const CreateInvalid: Story = {
  args: {
    editor: {
      ...adminNewsCreate,
      formError: '入力内容を確認してください。',
      categoryError: '選んでください',
      titleFields: {
        ...adminNewsCreate.titleFields,
        cn: fieldBinding('titleCn', { invalid: true, errorMessage: '入力してください' }),
      },
      bodyFields: {
        ...adminNewsCreate.bodyFields,
        us: adminTextAreaBinding('bodyUs', { invalid: true, errorMessage: '入力してください' }),
      },
    },
  },
};
export const Publishing: Story = {
  args: { editor: { ...adminNewsCreate, category: 'announcements', submitting: true } },
};
export const Editing: Story = { args: { editor: adminNewsEdit() } };
export const EditingPublished: Story = { args: { editor: adminNewsEdit(adminNewsRows[0]) } };
export const ConfirmUnpublish: Story = {
  args: { unpublish: { articleId: '1408', onConfirm: fn(), onCancel: fn(), pending: false } },
};
export const Unpublishing: Story = {
  args: { unpublish: { articleId: '1408', onConfirm: fn(), onCancel: fn(), pending: true } },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' }, args: { editor: adminNewsCreate } };
export const Dark: Story = { globals: { theme: 'dark' } };
