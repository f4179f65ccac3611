import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulatorBanner } from './SimulatorBanner.tsx';

const meta = {
  title: 'Components/SimulatorBanner',
  component: SimulatorBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SimulatorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
