import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { KeyValueList } from '../KeyValueList/KeyValueList.tsx';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog.tsx';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A yes/no question before an important or irreversible action ("Are you sure you want to close this position?"). Focus starts on cancel.

**Do**

- Use \`tone="critical"\` for destructive or money-moving actions.
- Name the action in the confirm label (決済する), not just OK.
- Set \`pending\` while the action runs: both buttons disable and Escape is ignored.

**Don't**

- Don't ask for confirmation of routine, reversible actions.
- Don't put forms in it: use Dialog.`,
      },
      // Modal and floating stories render in their own frame, so an open one does not cover the docs page.
      story: { inline: false, height: '420px' },
    },
    layout: 'fullscreen',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  args: {
    title: 'ポジションの決済',
    message: <FormattedMessage {...confirmDialogMessages.closePosition} />,
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">決済する</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const Critical: Story = { args: { open: true, tone: 'critical', confirmLabel: '決済する' } };
/** The figures being confirmed, under the question (an order ticket restates side, quantity, price and total). */
export const WithDetails: Story = {
  args: {
    open: true,
    title: '注文内容の確認',
    message: 'この内容で買い注文を出しますか？',
    confirmLabel: '注文する',
    details: (
      <KeyValueList
        items={[
          { label: '銘柄', value: 'トヨタ自動車 7203' },
          { label: '数量', value: '100株' },
          { label: '価格', value: '2,995.5' },
          { label: '合計', value: '￥150,074.00', emphasis: true },
        ]}
      />
    ),
  },
};
export const Pending: Story = { args: { open: true, tone: 'critical', pending: true } };
export const Dark: Story = { args: { open: true, tone: 'critical' }, globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: {
    open: true,
    trigger: <Button variant="secondary">打开</Button>,
    tone: 'critical',
    title: '平仓',
    confirmLabel: '平仓',
  },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: {
    open: true,
    trigger: <Button variant="secondary">Open</Button>,
    tone: 'critical',
    title: 'Close position',
    confirmLabel: 'Close position',
  },
  globals: { locale: 'us' },
};
