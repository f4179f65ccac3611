import type { Meta, StoryObj } from '@storybook/react-vite';
import { Change } from './Change.tsx';

const meta = {
  title: 'Components/Change',
  component: Change,
  args: { amount: '12345.6', currency: 'JPY' },
} satisfies Meta<typeof Change>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { amount: '-980.25' } };
export const Flat: Story = { args: { amount: '0' } };
export const UpGreenConvention: Story = { globals: { priceColours: 'green-up', locale: 'us' } };
