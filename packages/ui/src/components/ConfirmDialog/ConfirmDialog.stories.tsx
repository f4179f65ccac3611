import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog.tsx';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
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
export const Pending: Story = { args: { open: true, tone: 'critical', pending: true } };
export const Dark: Story = { args: { open: true, tone: 'critical' }, globals: { theme: 'dark' } };
