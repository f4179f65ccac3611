import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteRow } from '../QuoteRow/QuoteRow.tsx';
import { sony, toyota } from '../QuoteRow/QuoteRow.fixtures.ts';
import { Sparkline } from './Sparkline.tsx';
import { fallingCloses, flatCloses, risingCloses } from './Sparkline.fixtures.ts';

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  args: { closes: risingCloses },
  decorators: [(Story) => <div style={{ width: '6rem' }}>{Story()}</div>],
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
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  render: () => (
    <div>
      <QuoteRow {...toyota} sparkline={<Sparkline closes={risingCloses} />} />
      <QuoteRow {...sony} sparkline={<Sparkline closes={fallingCloses} />} />
    </div>
  ),
};
