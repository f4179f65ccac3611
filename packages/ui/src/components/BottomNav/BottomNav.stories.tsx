import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNav, bottomNavKeys } from './BottomNav.tsx';
import { bottomNavHrefs } from './BottomNav.fixtures.ts';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The bottom menu with the seed's six items (assets, market, search, news, watchlist, menu). The current
section is marked with \`aria-current="page"\` and a bar above its icon, not by colour alone.

**Do**

- Pass \`active\` for the section the screen belongs to, also on its sub-pages.
- Let the app build the \`hrefs\`, so routing stays out of the design system.

**Don't**

- Don't show it on flows that must be finished or cancelled (login, order confirmation).
- Don't add items: six is the most that fits a 320 px screen with labels. The labels' type scales with the menu's
  width (10 px at 320, 12 px from 375) so the longest, マーケット and お気に入り, stay whole on one line.`,
      },
    },
  },
  argTypes: { active: { control: 'select', options: bottomNavKeys } },
  args: { hrefs: bottomNavHrefs, active: 'assets' },
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewsActive: Story = { args: { active: 'news' } };
export const English: Story = { globals: { locale: 'us' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
