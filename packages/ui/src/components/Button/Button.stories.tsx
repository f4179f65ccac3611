import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
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
