import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, priceDecimals } from './Price.tsx';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { value: '2345.5', decimals: 1 },
  argTypes: { decimals: { control: 'select', options: priceDecimals } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { value: '123456.789', decimals: 2 } };
export const WholeYen: Story = { args: { value: '3120', decimals: 0 } };
export const FourDecimals: Story = { args: { value: '151.23456', decimals: 4 } };
export const Currency: Story = { args: { value: '189.5', decimals: 2, currency: 'USD' }, globals: { locale: 'us' } };
export const Unavailable: Story = { args: { value: '' } };
export const Dark: Story = { globals: { theme: 'dark' } };
