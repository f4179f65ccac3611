import type { Meta, StoryObj } from '@storybook/react-vite';
import { Change } from './Change.tsx';

const meta = {
  title: 'Components/Change',
  component: Change,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A signed profit or price change with an arrow and the market's up/down colour (up red in Japan and China, green in the US; the user can swap).

**Do**

- Pass a signed exact decimal string and its currency.
- Use it for every change, so direction is told by sign and arrow, never colour alone.

**Don't**

- Don't pass floats or pre-formatted text.
- Don't colour amounts yourself with \`priceUp\`/\`priceDown\`.`,
      },
    },
  },
  args: { amount: '12345.6', currency: 'JPY' },
} satisfies Meta<typeof Change>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { amount: '-980.25' } };
export const Flat: Story = { args: { amount: '0' } };
export const UpGreenConvention: Story = { globals: { priceColours: 'green-up', locale: 'us' } };

export const Chinese: Story = { args: { amount: '-1688.8', currency: 'CNY' }, globals: { locale: 'cn' } };
