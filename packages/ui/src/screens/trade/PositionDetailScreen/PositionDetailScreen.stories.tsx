import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import type { OrderType } from '../shared/types.ts';
import { PositionDetailScreen } from './PositionDetailScreen.tsx';
import {
  closedPosition,
  closeForm,
  lockedPosition,
  positionDetailProps,
  toyotaMarginCall,
  toyotaPosition,
  toyotaWarning,
} from './PositionDetailScreen.fixtures.ts';

const meta = {
  title: 'Screens/Trade/PositionDetailScreen',
  component: PositionDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...positionDetailProps,
    onRetry: fn(),
    close: { ...closeForm, onOpenChange: fn(), onOrderTypeChange: fn() },
  },
} satisfies Meta<typeof PositionDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const close = { ...closeForm, onOpenChange: fn(), onOrderTypeChange: fn() };

/** 200 Toyota shares at 2×, margin fine. */
export const Holding: Story = {};
export const Cash: Story = {
  args: {
    position: {
      ...toyotaPosition,
      leverage: '1',
      originalMargin: '590000',
      borrowed: '0',
      equity: '599100',
      maintenanceMargin: '0',
      marginStatus: 'notApplicable',
    },
  },
};
export const MarginWarning: Story = { args: { position: toyotaWarning } };
export const MarginCall: Story = { args: { position: toyotaMarginCall } };
/** In lock-up: nothing sellable, so close is disabled with the reason. */
export const Locked: Story = { args: { position: lockedPosition } };
/** A closing sell order is working: the shares it covers are not sellable again. */
export const Closing: Story = {
  args: {
    position: { ...toyotaPosition, status: 'closing', sellableQuantity: 0 },
    closing: { orderNo: '880240', status: 'working' },
  },
};
export const Closed: Story = { args: { position: closedPosition, close: undefined } };
export const ClosedJustNow: Story = {
  args: { position: closedPosition, close: undefined, closing: { orderNo: '880240', status: 'filled' } },
};
export const CloseDialog: Story = { args: { close: { ...close, open: true } } };
export const CloseLimit: Story = { args: { close: { ...close, open: true, orderType: 'limit' } } };
export const CloseOutOfBand: Story = {
  args: { close: { ...close, open: true, orderType: 'limit', values: { quantity: '200', price: '3600' } } },
};
export const ClosePartInvalid: Story = {
  args: {
    close: {
      ...close,
      open: true,
      values: { quantity: '150', price: '2995.5' },
      quantityField: fieldBinding('quantity', {
        invalid: true,
        errorMessage: '100株単位、または売却可能な全株で入力してください',
      }),
    },
  },
};
export const ClosePending: Story = { args: { close: { ...close, open: true, submitting: true } } };
export const CloseRefused: Story = {
  args: {
    close: { ...close, open: true, formError: '取引時間外です。取引時間内に注文してください' },
  },
};
export const Loading: Story = { args: { status: 'loading', position: undefined } };
export const Error: Story = { args: { status: 'error', position: undefined } };
export const NotFound: Story = { args: { status: 'notFound', position: undefined } };

/** Opens and closes the dialog and switches market / limit locally. */
export const Playground: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [orderType, setOrderType] = useState<OrderType>('market');
    return (
      <PositionDetailScreen
        {...args}
        close={{
          ...close,
          open,
          onOpenChange: setOpen,
          orderType,
          onOrderTypeChange: setOrderType,
          onSubmit: (event) => {
            event.preventDefault();
            setOpen(false);
          },
        }}
      />
    );
  },
};

export const Chinese: Story = {
  args: { position: { ...toyotaMarginCall, name: '丰田汽车' } },
  globals: { locale: 'cn' },
};
export const ChineseClose: Story = {
  args: { position: { ...toyotaPosition, name: '丰田汽车' }, close: { ...close, open: true, orderType: 'limit' } },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { position: { ...toyotaWarning, name: 'Toyota Motor' } },
  globals: { locale: 'us' },
};
export const EnglishClose: Story = {
  args: { position: { ...toyotaPosition, name: 'Toyota Motor' }, close: { ...close, open: true } },
  globals: { locale: 'us' },
};
export const EnglishClosed: Story = {
  args: { position: { ...closedPosition, name: 'Nintendo' }, close: undefined },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkMarginCall: Story = { args: { position: toyotaMarginCall }, globals: { theme: 'dark' } };
export const DarkClose: Story = { args: { close: { ...close, open: true } }, globals: { theme: 'dark' } };
