import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../../primitives/Heading/Heading.tsx';
import { Inline } from '../../primitives/Inline/Inline.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { StatusBadge, statusFamilies, type StatusBadgeProps, type StatusFamily } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A short status label for every status family (review, identity, day trading, IPO, follow, position, lending, order), with a tone colour and a tone glyph. Awaiting and review states use the warning tone.

**Do**

- Pass the API's \`family\` and \`status\`; the label and tone follow.
- Use it in RecordRow and detail screens.

**Don't**

- Don't invent statuses: add them to the family first.
- Don't rely on the badge colour alone: the glyph and text carry the status.`,
      },
    },
  },
  args: { family: 'review', status: 'pending' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllBadges() {
  return (
    <Stack gap="md">
      {(Object.keys(statusFamilies) as StatusFamily[]).map((family) => (
        <Stack as="section" key={family} gap="xs">
          <Heading level={3} size="sm">
            {family}
          </Heading>
          <Inline gap="xs">
            {statusFamilies[family].map((status) => (
              <StatusBadge key={status} {...({ family, status } as StatusBadgeProps)} />
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

export const Default: Story = {};
export const Positive: Story = { args: { family: 'order', status: 'filled' } };
export const Warning: Story = { args: { family: 'ipo', status: 'paymentDue' } };
export const Critical: Story = { args: { family: 'ipo', status: 'paymentFailed' } };
export const Neutral: Story = { args: { family: 'position', status: 'closed' } };
export const AllFamilies: Story = { render: () => <AllBadges /> };
export const AllFamiliesDark: Story = { render: () => <AllBadges />, globals: { theme: 'dark' } };

export const Chinese: Story = { render: () => <AllBadges />, globals: { locale: 'cn' } };
export const English: Story = { render: () => <AllBadges />, globals: { locale: 'us' } };
