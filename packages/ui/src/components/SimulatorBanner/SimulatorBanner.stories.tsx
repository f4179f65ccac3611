import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulatorBanner } from './SimulatorBanner.tsx';

const meta = {
  title: 'Components/SimulatorBanner',
  component: SimulatorBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The plain, persistent marker that this is a simulated market with paper money. Shown on every screen when the server's mode is \`simulator\`.

**Do**

- Render it once, in the app shell, whenever the server says \`mode=simulator\`.

**Don't**

- Don't make it dismissible or hide it on some screens.
- Don't style it as an error: it is a fact, not a warning.`,
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof SimulatorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
