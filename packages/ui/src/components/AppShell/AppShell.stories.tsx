import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountPanel } from '../AccountPanel/AccountPanel.tsx';
import { accountPanelHrefs } from '../AccountPanel/AccountPanel.fixtures.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { AppShell } from './AppShell.tsx';
import { shellProps } from './AppShell.fixtures.ts';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Every signed-in screen's frame: the simulated-market marker, the top bar (messages, support, MYPAGE), the
header, the content, the bottom menu and the slide-in account panel, with the page fading in.

**Do**

- Build each screen inside one AppShell and pass its parts as props; the app owns the panel's open state.
- Leave \`simulator\` on whenever the server says \`mode=simulator\`.

**Don't**

- Don't nest AppShells or render a second header inside the content.
- Don't hide the simulator marker to save space: it is the product's promise to say the money is paper.`,
      },
    },
  },
  args: { ...shellProps, children: <EmptyState /> },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBack: Story = {
  args: { header: { title: '入金', backHref: '#/home/index' }, bottomNav: undefined },
};
export const AccountPanelOpen: Story = {
  args: {
    accountPanel: (
      <AccountPanel
        open
        onOpenChange={fn()}
        account="0901234567"
        hrefs={accountPanelHrefs}
        supportHref="https://support.example.com"
        locale="jp"
        onLocaleChange={fn()}
        onLogout={fn()}
      />
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
