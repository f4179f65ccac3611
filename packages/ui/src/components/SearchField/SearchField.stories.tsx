import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A search input with a leading icon and a clear button; Enter submits, Escape clears. Stock search.

**Do**

- Give it a \`label\`, even when hidden with \`hideLabel\`.
- Debounce \`onValueChange\` in the app if it triggers requests.

**Don't**

- Don't use it for form data entry: use TextField.`,
      },
    },
  },
  args: {
    label: '銘柄を検索',
    hideLabel: true,
    placeholder: '銘柄名・コード',
    onValueChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hideLabel: false } };
export const WithText: Story = { args: { defaultValue: 'トヨタ' } };
export const WithHint: Story = { args: { hideLabel: false, hint: '4桁のコードでも検索できます' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '7203' } };
export const Dark: Story = { args: { defaultValue: 'トヨタ' }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: { label: '搜索股票', placeholder: '名称或代码', defaultValue: '丰田' },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { label: 'Search stocks', placeholder: 'Name or code', defaultValue: 'Toyota' },
  globals: { locale: 'us' },
};
