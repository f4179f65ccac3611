import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuScreen } from './MenuScreen.tsx';
import { menuProps } from './MenuScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/MenuScreen',
  component: MenuScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...menuProps, onLogout: fn() },
} satisfies Meta<typeof MenuScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NothingUnread: Story = { args: { unreadCount: 0 } };
export const LoggingOut: Story = { args: { loggingOut: true } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** With the security page (issue 19) in the account group. */
export const WithSecurity: Story = { args: { securityHref: '#/mine/security' } };
/** With one-day margin (issue 15) last in the investing group. */
export const WithDaytrade: Story = { args: { withinDaysHref: '#/home/withinDays' } };
export const WithDaytradeChinese: Story = { args: { withinDaysHref: '#/home/withinDays' }, globals: { locale: 'cn' } };
export const WithDaytradeEnglish: Story = { args: { withinDaysHref: '#/home/withinDays' }, globals: { locale: 'us' } };
export const WithDaytradeDark: Story = { args: { withinDaysHref: '#/home/withinDays' }, globals: { theme: 'dark' } };
export const WithSecurityEnglish: Story = { args: { securityHref: '#/mine/security' }, globals: { locale: 'us' } };
