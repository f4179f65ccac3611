import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteRow } from '../QuoteRow/QuoteRow.tsx';
import { sony, toyota } from '../QuoteRow/QuoteRow.fixtures.ts';
import { Sparkline } from './Sparkline.tsx';
import { fallingCloses, flatCloses, risingCloses } from './Sparkline.fixtures.ts';

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A tiny decorative line of recent closes inside a row, coloured by direction. Hidden from assistive technology.

**Do**

- Place it beside figures that tell the same story in text (QuoteRow).

**Don't**

- Don't use it alone to convey a price or trend.
- Don't use it for a real chart: use PriceChart.`,
      },
    },
  },
  args: { closes: risingCloses },
  // A sparkline alone is shown at its size in a row; `inRows` stories show whole rows at the screen's width.
  decorators: [
    (Story, { parameters }) => (parameters['inRows'] ? Story() : <div style={{ width: '6rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Down: Story = { args: { closes: fallingCloses } };
export const Flat: Story = { args: { closes: flatCloses } };
export const SingleClose: Story = { args: { closes: ['3120'] } };
export const GreenUp: Story = { globals: { priceColours: 'green-up' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const InQuoteRows: Story = {
  parameters: { inRows: true },
  render: () => (
    <div>
      <QuoteRow {...toyota} sparkline={<Sparkline closes={risingCloses} />} />
      <QuoteRow {...sony} sparkline={<Sparkline closes={fallingCloses} />} />
    </div>
  ),
};

export const Chinese: Story = { args: { closes: fallingCloses }, globals: { locale: 'cn' } };
export const English: Story = { args: { closes: risingCloses }, globals: { locale: 'us', priceColours: 'green-up' } };
