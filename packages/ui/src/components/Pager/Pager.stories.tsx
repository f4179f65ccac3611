import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pager } from './Pager.tsx';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Previous and next buttons with where the list is ("2 / 5 pages, 87 items"), under a list the server pages (\`page\`, \`size\`, \`total\` as the contract answers them). It renders nothing when one page holds everything, and \`pending\` disables it while the next page loads.

**When to use**

- Long lists an operator or user walks through page by page: users, the audit log, transaction records.

**Do**

- Give it a \`label\` when a screen has more than one paged list.
- Keep the current page on screen while the next one loads (\`pending\`), so the layout does not jump.

**Don't**

- Don't use it for live lists that grow as they scroll (quotes): virtualize those instead.
- Don't page lists short enough to show whole.`,
      },
    },
  },
  args: { page: 2, size: 20, total: 87, onPageChange: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 5 } };
export const Pending: Story = { args: { pending: true } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
