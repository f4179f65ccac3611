import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNav, bottomNavKeys } from './BottomNav.tsx';
import { bottomNavHrefs } from './BottomNav.fixtures.ts';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  argTypes: { active: { control: 'select', options: bottomNavKeys } },
  args: { hrefs: bottomNavHrefs, active: 'assets' },
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewsActive: Story = { args: { active: 'news' } };
export const English: Story = { globals: { locale: 'us' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
