import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A failed load with a retry button, for every list and screen that fetches.

**Do**

- Pass \`onRetry\`; set \`retrying\` while the retry runs.
- Keep the default message unless you can say better what to do next.

**Don't**

- Don't show raw error codes or stack traces.
- Don't use it for form validation errors: show them on the fields.`,
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'しばらくしてからアプリを開き直してください。' },
};

export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
