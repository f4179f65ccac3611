import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../../primitives/Text/Text.tsx';
import { PageTransition } from './PageTransition.tsx';

const meta = {
  title: 'Components/PageTransition',
  component: PageTransition,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The fade every route enters with. Give it a \`key\` per route so each navigation fades once; with reduced motion the page simply appears.

**Do**

- Wrap each route's screen once, at the route level.

**Don't**

- Don't nest transitions.
- Don't use it for in-page changes (tabs, lists).`,
      },
    },
  },
  args: { children: <Text>ページの内容</Text> },
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
