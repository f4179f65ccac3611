import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: '検索', icon: 'search', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'secondary', size: 'md', shape: 'round' } };
export const Secondary: Story = { args: { variant: 'secondary', icon: 'star', label: 'お気に入りに追加' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'check', label: '確定' } };
export const Small: Story = { args: { size: 'sm', icon: 'close', label: '閉じる' } };
export const Square: Story = { args: { shape: 'square', variant: 'secondary', icon: 'menu', label: 'メニュー' } };
export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };
export const Dark: Story = { args: { variant: 'secondary' }, globals: { theme: 'dark' } };
