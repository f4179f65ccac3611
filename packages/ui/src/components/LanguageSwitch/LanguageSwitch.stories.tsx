import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The language choice (jp, cn, us), each language named in its own language. Used on the language screen and the account panel.

**Do**

- Control it with \`value\` and \`onValueChange\` and store the choice (\`language\` in local storage).

**Don't**

- Don't translate the language names into the current language.
- Don't use flags for languages.`,
      },
    },
  },
  args: { value: 'jp', onValueChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { value: 'us' }, globals: { locale: 'us' } };

export const Chinese: Story = { args: { value: 'cn' }, globals: { locale: 'cn' } };
