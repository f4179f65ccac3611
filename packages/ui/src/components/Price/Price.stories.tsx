import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, priceDecimals } from './Price.tsx';

const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A price at its tick precision (\`decimals\`), in tabular numerals; an em dash when there is none.

**Do**

- Pass the instrument's tick decimals so 2,345.5 is never shown as 2,345.50.
- Pass \`currency\` only where a currency symbol helps.

**Don't**

- Don't round prices yourself or pass floats.
- Don't use it for money amounts: use Money.`,
      },
    },
  },
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

export const Chinese: Story = { args: { value: '1688.88', decimals: 2, currency: 'CNY' }, globals: { locale: 'cn' } };
export const English: Story = { args: { value: '187.25', decimals: 2, currency: 'USD' }, globals: { locale: 'us' } };
