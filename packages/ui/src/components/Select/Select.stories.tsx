import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const options = [
  { value: 'tokusei', label: '特定口座（源泉徴収あり）' },
  { value: 'tokutei-no', label: '特定口座（源泉徴収なし）' },
  { value: 'ippan', label: '一般口座' },
  { value: 'nisa', label: 'NISA口座', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A labelled single choice from a list (account kind, bank). With react-hook-form, wire it through \`Controller\` (\`value\` / \`onValueChange\`).

**Do**

- Use for five or more options, or where space is tight.
- Show \`errorMessage\` with \`invalid\`.

**Don't**

- Don't use it for two or three options: use SegmentedControl or RadioGroup.
- Don't use it for navigation.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
  },
  args: { label: '口座区分', options, onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { placeholder: '口座を選ぶ' } };
export const WithValue: Story = { args: { defaultValue: 'ippan' } };
export const WithHint: Story = { args: { hint: '取引後は変更できません' } };
export const Invalid: Story = { args: { invalid: true, errorMessage: '口座区分を選んでください' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'tokusei' } };
export const Open: Story = {
  args: { defaultValue: 'tokusei' },
  // While the listbox is open Radix marks the rest of the page aria-hidden (focus is held in the listbox), so axe's
  // aria-hidden-focus flags the trigger behind it. Every other rule still runs on the open state.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '口座区分' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const Dark: Story = { args: { defaultValue: 'ippan' }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    label: '账户类型',
    options: [
      { value: 'tokusei', label: '特定账户（代扣税）' },
      { value: 'tokutei-no', label: '特定账户（不代扣税）' },
      { value: 'ippan', label: '一般账户' },
      { value: 'nisa', label: 'NISA账户', disabled: true },
    ],
    placeholder: '选择账户',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    label: 'Account type',
    options: [
      { value: 'tokusei', label: 'Specified account (tax withheld)' },
      { value: 'tokutei-no', label: 'Specified account (no withholding)' },
      { value: 'ippan', label: 'General account' },
      { value: 'nisa', label: 'NISA account', disabled: true },
    ],
    defaultValue: 'ippan',
    invalid: true,
    errorMessage: 'Choose an account type',
  },
  globals: { locale: 'us' },
};
