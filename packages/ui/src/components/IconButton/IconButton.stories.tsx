import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An icon-only button for compact toolbars (search, close, menu). The touch target stays at least 44 px in every size.

**Do**

- Always pass \`label\`: it is the accessible name, already translated.
- Add a Tooltip when the icon's meaning is not obvious.

**Don't**

- Don't use it for the main action of a form: use Button with text.
- Don't rely on the icon alone for destructive actions.`,
      },
    },
  },
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

export const Chinese: Story = { args: { label: '搜索' }, globals: { locale: 'cn' } };
export const English: Story = { args: { label: 'Search' }, globals: { locale: 'us' } };
