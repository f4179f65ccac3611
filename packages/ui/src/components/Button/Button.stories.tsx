import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The action of a form or dialog. \`primary\` for the one main action per view, \`secondary\` beside it, \`ghost\` for low-emphasis actions; \`pending\` while a submit is in flight.

**Do**

- Use one primary button per view.
- Set \`pending\` while submitting: it disables the button (no double submit) and announces progress.
- Keep labels short verbs (ログイン, 注文する).

**Don't**

- Don't use a Button to navigate: use a link.
- Don't disable a submit button to signal invalid input; let the form show the errors.`,
      },
    },
  },
  args: { children: 'ログイン', variant: 'primary' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { fullWidth: true } };
export const Secondary: Story = { args: { variant: 'secondary', children: '新規登録' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'キャンセル' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = { args: { children: '登录', loading: true }, globals: { locale: 'cn' } };
export const English: Story = { args: { children: 'Log in', loading: true }, globals: { locale: 'us' } };
