import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { tokyoClosingAuction, tokyoLunch } from '../../markets/shared/fixtures.ts';
import type { OrderSide, OrderType } from '../shared/types.ts';
import { OrderTicketScreen } from './OrderTicketScreen.tsx';
import { loadDaytradePanel } from './daytradeTicket.ts';
import {
  appleInstrument,
  appleMarketBuyPreview,
  moutaiInstrument,
  moutaiSellPreview,
  orderTicketProps,
  placedFilled,
  placedWorking,
  starInstrument,
  toyotaBuyPreview,
  toyotaInstrument,
  toyotaDaytrade,
  toyotaSellPreview,
} from './OrderTicketScreen.fixtures.ts';

const meta = {
  title: 'Screens/Trade/OrderTicketScreen',
  component: OrderTicketScreen,
  parameters: { layout: 'fullscreen' },
  // The day-trade panel is its own chunk: loaded before a story renders, so no story shows it loading.
  loaders: [
    async () => {
      await loadDaytradePanel();
      return {};
    },
  ],
  args: {
    ...orderTicketProps,
    onRetry: fn(),
    onSideChange: fn(),
    onOrderTypeChange: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onConfirmOpenChange: fn(),
    onConfirm: fn(),
    onNewOrder: fn(),
  },
} satisfies Meta<typeof OrderTicketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = orderTicketProps.preview;
const leverage = orderTicketProps.leverage;

/** A limit buy of 100 Toyota shares at ¥2,995.5 with 2× leverage, during the morning session. */
export const Ready: Story = {};
export const CashBuy: Story = {
  args: {
    leverage: { ...leverage, value: '1' },
    preview: {
      ...preview,
      figures: {
        ...toyotaBuyPreview,
        marginRequired: '299550',
        total: '299849',
        holdAmount: '299849',
        availableAfter: '950151',
      },
    },
  },
};
export const MarketOrder: Story = {
  args: {
    orderType: 'market',
    preview: { ...preview, figures: { ...toyotaBuyPreview, holdAmount: '174348', availableAfter: '1075652' } },
  },
};
export const Sell: Story = {
  args: {
    side: 'sell',
    values: { price: '2995.5', quantity: '200' },
    preview: { ...preview, figures: toyotaSellPreview },
  },
};
/** A China A-share sell: stamp duty of 0.05 % with its rule. */
export const ChinaSell: Story = {
  args: {
    instrument: moutaiInstrument,
    clock: { phase: 'open', timeZone: 'Asia/Shanghai', nextChangeAt: '2026-11-20T03:30:00Z', nextPhase: 'lunchBreak' },
    side: 'sell',
    values: { price: '1528.00', quantity: '100' },
    preview: { ...preview, figures: moutaiSellPreview },
  },
};
/** STAR market buys: at least 200 shares, then any step. */
export const StarBuy: Story = {
  args: {
    instrument: starInstrument,
    clock: { phase: 'open', timeZone: 'Asia/Shanghai', nextChangeAt: '2026-11-20T07:00:00Z', nextPhase: 'closed' },
    values: { price: '86.20', quantity: '250' },
    leverage: { ...leverage, value: '1' },
    preview: {
      ...preview,
      figures: {
        ...moutaiSellPreview,
        price: '86.20',
        principal: '21550.00',
        marginRequired: '21550.00',
        fee: '6.46',
        tax: '0.00',
        total: '21556.46',
        holdAmount: '21556.46',
        availableBalance: '30000.00',
        availableAfter: '8443.54',
        feeRule: { rate: '0.03', minimum: '5.00', stampDutyRate: '0.00' },
      },
    },
  },
};
/** A US market buy: no daily limits, held at the +5 % collar. */
export const UsMarketBuy: Story = {
  args: {
    instrument: appleInstrument,
    clock: { phase: 'open', timeZone: 'America/New_York', nextChangeAt: '2026-11-20T21:00:00Z', nextPhase: 'closed' },
    orderType: 'market',
    values: { price: '', quantity: '10' },
    leverage: { ...leverage, value: '1' },
    preview: { ...preview, figures: appleMarketBuyPreview },
  },
  globals: { priceColours: 'green-up' },
};
export const OutOfBand: Story = {
  args: {
    values: { price: '3500', quantity: '100' },
    preview: {
      ...preview,
      figures: {
        ...toyotaBuyPreview,
        price: '3500',
        withinPriceLimits: false,
        checks: ['値幅制限を超える価格です。ストップ高・ストップ安の範囲内で入力してください'],
      },
    },
  },
};
export const NotLotMultiple: Story = {
  args: {
    values: { price: '2995.5', quantity: '150' },
    quantityField: fieldBinding('quantity', { invalid: true, errorMessage: '100株単位で入力してください' }),
    preview: { status: 'idle' },
  },
};
export const MarginNotEnabled: Story = {
  args: {
    leverage: { ...leverage, value: '1', choices: ['1', '2', '3'], marginEnabled: false },
    preview: {
      ...preview,
      figures: {
        ...toyotaBuyPreview,
        marginRequired: '299550',
        total: '299849',
        holdAmount: '299849',
        availableAfter: '950151',
      },
    },
  },
};
export const InsufficientBalance: Story = {
  args: {
    values: { price: '2995.5', quantity: '1000' },
    preview: {
      ...preview,
      figures: {
        ...toyotaBuyPreview,
        principal: '2995500',
        marginRequired: '1497750',
        fee: '2995',
        total: '1500745',
        holdAmount: '1500745',
        availableAfter: '-250745',
        checks: ['買付余力が不足しています。入金するか、数量を減らしてください'],
      },
    },
  },
};
export const PreviewIdle: Story = { args: { values: { price: '2995.5', quantity: '' }, preview: { status: 'idle' } } };
/** A new preview is on its way: the last figures stay with an "updating" note, and submit waits. */
export const PreviewUpdating: Story = { args: { preview: { ...preview, status: 'loading' } } };
export const PreviewLoading: Story = { args: { preview: { status: 'loading' } } };
export const PreviewError: Story = { args: { preview: { status: 'error', onRetry: fn() } } };
export const PreviewRefused: Story = {
  args: {
    preview: { status: 'error', errorMessage: 'この銘柄の価格を取得できません。しばらくしてからお試しください' },
  },
};
export const LunchBreak: Story = { args: { clock: tokyoLunch } };
export const ClosingAuction: Story = { args: { clock: tokyoClosingAuction } };
export const NotTradingTime: Story = {
  args: {
    clock: { phase: 'closed', timeZone: 'Asia/Tokyo', nextChangeAt: '2026-11-23T00:00:00Z', nextPhase: 'open' },
    preview: {
      ...preview,
      figures: { ...toyotaBuyPreview, checks: ['取引時間外です。取引時間内に注文してください'] },
    },
  },
};
export const Confirm: Story = { args: { confirmOpen: true } };
export const ConfirmMarketSell: Story = {
  args: {
    confirmOpen: true,
    side: 'sell',
    orderType: 'market',
    values: { price: '', quantity: '200' },
    preview: { ...preview, figures: toyotaSellPreview },
  },
};
export const Placing: Story = { args: { confirmOpen: true, submitting: true } };
export const Refused: Story = {
  args: {
    confirmOpen: true,
    formError: '値幅制限を超える価格です。ストップ高・ストップ安の範囲内で入力してください',
  },
};
export const RefusedAfterClose: Story = {
  args: { formError: '取引時間外です。取引時間内に注文してください' },
};
export const Placed: Story = { args: { placed: placedWorking } };
export const Filled: Story = { args: { placed: placedFilled } };
export const Rejected: Story = {
  args: {
    placed: {
      ...placedWorking,
      status: 'rejected',
      rejectReason: '買付余力が不足しています。入金するか、数量を減らしてください',
    },
  },
};
export const Loading: Story = { args: { status: 'loading', instrument: undefined } };
export const Error: Story = { args: { status: 'error', instrument: undefined } };
export const UnknownCode: Story = {
  args: { status: 'error', instrument: undefined, errorMessage: '銘柄が見つかりません。コードを確認してください' },
};

/** Side, order type and leverage switch locally; the figures stay those of the fixture. */
export const Playground: Story = {
  render: function Render(args) {
    const [side, setSide] = useState<OrderSide>('buy');
    const [orderType, setOrderType] = useState<OrderType>('limit');
    const [leverageValue, setLeverage] = useState('2');
    const [confirmOpen, setConfirmOpen] = useState(false);
    return (
      <OrderTicketScreen
        {...args}
        side={side}
        onSideChange={setSide}
        orderType={orderType}
        onOrderTypeChange={setOrderType}
        leverage={{ ...args.leverage, value: leverageValue, onValueChange: setLeverage }}
        preview={{ ...args.preview, figures: side === 'buy' ? toyotaBuyPreview : toyotaSellPreview }}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirmOpen(true);
        }}
        confirmOpen={confirmOpen}
        onConfirmOpenChange={setConfirmOpen}
      />
    );
  },
};

const toyotaEnglish = { ...toyotaInstrument, name: 'Toyota Motor' };
const toyotaChinese = { ...toyotaInstrument, name: '丰田汽车' };

export const Chinese: Story = { args: { instrument: toyotaChinese }, globals: { locale: 'cn' } };
export const ChineseConfirm: Story = {
  args: { instrument: toyotaChinese, confirmOpen: true },
  globals: { locale: 'cn' },
};
export const English: Story = { args: { instrument: toyotaEnglish }, globals: { locale: 'us' } };
export const EnglishSellChina: Story = {
  args: {
    instrument: { ...moutaiInstrument, name: 'Kweichow Moutai' },
    clock: { phase: 'open', timeZone: 'Asia/Shanghai', nextChangeAt: '2026-11-20T03:30:00Z', nextPhase: 'lunchBreak' },
    side: 'sell',
    values: { price: '1528.00', quantity: '100' },
    preview: { ...preview, figures: moutaiSellPreview },
  },
  globals: { locale: 'us' },
};
export const EnglishPlaced: Story = {
  args: { instrument: toyotaEnglish, placed: placedFilled },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkInsufficient: Story = { ...InsufficientBalance, globals: { theme: 'dark' } };
export const DarkConfirm: Story = { args: { confirmOpen: true }, globals: { theme: 'dark' } };

// --- One-day margin (一日信用) mode: only with the `daytrade` prop, for a Japan-market stock ----------------------

const daytrade = { ...toyotaDaytrade, onModeChange: fn(), onLeverageChange: fn(), onConfirm: fn() };

/** Day-trade mode, buying (買建) 100 Toyota at 3×: the margin, the fee, the available margin before and after. */
export const DaytradeLong: Story = { args: { daytrade } };
/** Selling short (売建) 200 at 2×: no holding needed; margin 599,100.0 ÷ 2 = 299,550 is more than is available. */
export const DaytradeShortMarginShort: Story = {
  args: { side: 'sell', values: { price: '2995.5', quantity: '200' }, daytrade: { ...daytrade, leverage: 2 } },
};
export const DaytradeShort: Story = {
  args: { side: 'sell', values: { price: '2995.5', quantity: '200' }, daytrade },
};
export const DaytradeMarket: Story = { args: { orderType: 'market', daytrade } };
export const DaytradeQuantityEmpty: Story = { args: { values: { price: '2995.5', quantity: '' }, daytrade } };
export const DaytradeConfirm: Story = { args: { daytrade, confirmOpen: true } };
export const DaytradeRefused: Story = {
  args: { daytrade, confirmOpen: true, formError: '証拠金が不足しているため、この注文は出せません。' },
};
/** A debt is owed: the reason, and no order can be placed. */
export const DaytradeInDebt: Story = { args: { daytrade: { ...daytrade, debt: '48200' } } };
/** A closed day (no auto-close time): the rule in words. */
export const DaytradeNoSession: Story = { args: { daytrade: { ...daytrade, autoCloseAt: null } } };
/** Approved, cash mode chosen: the switch, then the cash ticket as before. */
export const DaytradeCashMode: Story = { args: { daytrade: { ...daytrade, mode: 'cash' } } };
/** Not approved: a small link to apply, the cash ticket unchanged. */
export const DaytradeNotApproved: Story = { args: { daytrade: { ...daytrade, approved: false, mode: 'cash' } } };
export const DaytradePlaced: Story = {
  args: {
    daytrade,
    placed: {
      ...placedWorking,
      side: 'sell',
      status: 'filled',
      orderType: 'market',
      price: null,
      filledQuantity: 100,
      averageFillPrice: '2995.5',
      daytrade: { leverage: 3, marginHeld: '99850' },
    },
  },
};
export const DaytradeChinese: Story = { args: { instrument: toyotaChinese, daytrade }, globals: { locale: 'cn' } };
export const DaytradeChineseShort: Story = {
  args: { instrument: toyotaChinese, side: 'sell', values: { price: '2995.5', quantity: '200' }, daytrade },
  globals: { locale: 'cn' },
};
export const DaytradeChineseConfirm: Story = {
  args: { instrument: toyotaChinese, daytrade, confirmOpen: true },
  globals: { locale: 'cn' },
};
export const DaytradeEnglish: Story = { args: { instrument: toyotaEnglish, daytrade }, globals: { locale: 'us' } };
export const DaytradeEnglishShort: Story = {
  args: { instrument: toyotaEnglish, side: 'sell', values: { price: '2995.5', quantity: '200' }, daytrade },
  globals: { locale: 'us' },
};
export const DaytradeEnglishConfirm: Story = {
  args: { instrument: toyotaEnglish, daytrade, confirmOpen: true },
  globals: { locale: 'us' },
};
export const DaytradeEnglishNotApproved: Story = {
  args: { instrument: toyotaEnglish, daytrade: { ...daytrade, approved: false, mode: 'cash' } },
  globals: { locale: 'us' },
};
export const DaytradeEnglishInDebt: Story = {
  args: { instrument: toyotaEnglish, daytrade: { ...daytrade, debt: '48200' } },
  globals: { locale: 'us' },
};
export const DaytradeDark: Story = { args: { daytrade }, globals: { theme: 'dark' } };
export const DaytradeDarkConfirm: Story = { args: { daytrade, confirmOpen: true }, globals: { theme: 'dark' } };
