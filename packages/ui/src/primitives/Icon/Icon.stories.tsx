import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon.tsx';
import * as styles from './Icon.stories.css.ts';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The line icon set (24×24, 2 px strokes, the current text colour). Icons are decorative: each is hidden from
screen readers, so the control or text beside it must say what it means.

**Do**

- Pair every icon with a visible label, or give its IconButton an \`aria-label\`.
- Use \`small\` beside text in a badge or button.

**Don't**

- Don't use an icon as the only sign of a state (a rise, an error): add text or a sign.
- Don't recolour an icon apart from its text: it follows \`color\`.`,
      },
    },
  },
  args: { name: 'star' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { small: true } };
/** Every icon with its name. */
export const Catalogue: Story = {
  render: () => (
    <ul className={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
export const Dark: Story = { ...Catalogue, globals: { theme: 'dark' } };
