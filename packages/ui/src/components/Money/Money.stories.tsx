import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money.tsx';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: '1234567.5', currency: 'JPY', size: 'xl', weight: 'bold' },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dollars: Story = { args: { amount: '98765.43', currency: 'USD' }, globals: { locale: 'us' } };
export const Blank: Story = { args: { amount: '' } };
