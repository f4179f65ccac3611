import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Tells the user the app cannot reach its server, over the page above the bottom menu, while the app keeps what it already shows. Controlled: the app decides when it is offline (the browser's online and offline events, and requests that fail for want of a network) and renders the banner always, with \`offline\` set or not, so that its live region announces the change.

**Do**

- Render it once, at the app's root, whatever the screen (the splash too).
- Pass \`onRetry\` when the app can check the connection on demand; set \`retrying\` while it checks.
- Clear it as soon as a request gets through again, and let the screens reload their data.

**Don't**

- Don't show a browser error page or a blank screen instead.
- Don't mount and unmount it with the state: a live region added with its text is often not announced.`,
      },
      // A fixed element: in its own frame, so it does not cover the docs page.
      story: { inline: false, height: '240px' },
    },
    layout: 'fullscreen',
  },
  args: { offline: true, onRetry: fn() },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Online: Story = { args: { offline: false } };

export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
