import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TransactionRecordsScreen } from './TransactionRecordsScreen.tsx';
import {
  daytradeRecords,
  manyTransactionRecords,
  recordDetail,
  transactionRecords,
  transactionRecordsProps,
} from './TransactionRecordsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/TransactionRecordsScreen',
  component: TransactionRecordsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...transactionRecordsProps, onFilterChange: fn(), onCloseDetail: fn() },
} satisfies Meta<typeof TransactionRecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Filtered: Story = {
  args: {
    filter: { type: 'stock_purchase', dateFrom: '2026-11-01', dateTo: '2026-11-22' },
    total: 1,
    records: { status: 'ready', items: transactionRecords.filter((r) => r.type === 'stock_purchase'), hasMore: false },
  },
};
export const FilterRefused: Story = {
  args: {
    filter: { type: 'all', dateFrom: '2026-11-22', dateTo: '2026-11-01' },
    filterError: '開始日は終了日より前にしてください',
  },
};
export const Long: Story = {
  args: { total: 240, records: { status: 'ready', items: manyTransactionRecords, hasMore: false } },
};
export const Detail: Story = { args: { detail: { status: 'ready', record: recordDetail } } };
export const DetailExchange: Story = {
  args: {
    detail: {
      status: 'ready',
      record: {
        ...recordDetail,
        id: '88400',
        type: 'exchange',
        amount: '-150000',
        orderNo: 'X20261122000002',
        stockName: undefined,
        stockCode: undefined,
        transferId: 'tr_01JD9EXCH',
        entries: [
          { account: 'user:0901234567:cash', currency: 'JPY', amount: '-150000' },
          { account: 'house:fx:jpy', currency: 'JPY', amount: '150000' },
          { account: 'house:fx:usd', currency: 'USD', amount: '-1000.00' },
          { account: 'user:0901234567:cash', currency: 'USD', amount: '1000.00' },
        ],
      },
    },
  },
};
export const DetailLoading: Story = { args: { detail: { status: 'loading' } } };
export const Empty: Story = { args: { total: 0, records: { status: 'ready', items: [], hasMore: false } } };
export const EmptyFiltered: Story = {
  args: {
    total: 0,
    filter: { type: 'loan', dateFrom: '', dateTo: '' },
    records: { status: 'ready', items: [], hasMore: false },
  },
};
export const Loading: Story = { args: { records: { status: 'loading', items: [], hasMore: false } } };
export const Error: Story = { args: { records: { status: 'error', items: [], hasMore: false, onRetry: fn() } } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const EnglishDetail: Story = {
  args: { detail: { status: 'ready', record: recordDetail } },
  globals: { locale: 'us' },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** One-day margin's records: the fund, a profit, a loss and a day's interest; the filter on the longest type. */
const daytrade = {
  filter: { type: 'daytrade_fund', dateFrom: '', dateTo: '' },
  total: 5,
  records: { status: 'ready', items: daytradeRecords, hasMore: false },
} as const;
export const DaytradeRecords: Story = { args: daytrade };
export const DaytradeRecordsChinese: Story = { args: daytrade, globals: { locale: 'cn' } };
export const DaytradeRecordsEnglish: Story = { args: daytrade, globals: { locale: 'us' } };
export const DaytradeRecordsDark: Story = { args: daytrade, globals: { theme: 'dark' } };
