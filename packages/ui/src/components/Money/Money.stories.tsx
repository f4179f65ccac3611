import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money.tsx';

const meta = {
  title: 'Components/Money',
  component: Money,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An amount of money with two decimals, thousand separators and the currency symbol from \`Intl\`.

**Do**

- Pass an exact decimal string and an ISO currency code.
- Use it for every amount on screen.

**Don't**

- Don't pass JS numbers or hard-code a currency symbol.
- Don't use it for prices at tick precision: use Price.`,
      },
    },
  },
  args: { amount: '1234567.5', currency: 'JPY', size: 'xl', weight: 'bold' },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dollars: Story = { args: { amount: '98765.43', currency: 'USD' }, globals: { locale: 'us' } };
export const Blank: Story = { args: { amount: '' } };

export const Chinese: Story = { args: { amount: '168888.8', currency: 'CNY' }, globals: { locale: 'cn' } };
