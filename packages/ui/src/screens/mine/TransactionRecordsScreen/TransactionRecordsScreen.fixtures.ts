import { mineShell } from '../shared/fixtures.ts';
import {
  transactionRecordTypes,
  type TransactionRecordDetailView,
  type TransactionRecordView,
  type TransactionRecordsScreenProps,
} from './TransactionRecordsScreen.types.ts';

const toyota = { stockName: 'トヨタ自動車', stockCode: '7203' };

export const transactionRecords: TransactionRecordView[] = [
  {
    id: '88342',
    type: 'checkin_reward',
    status: 'completed',
    amount: '500',
    currency: 'JPY',
    createdAt: '2026-11-22T08:02:11+09:00',
    orderNo: 'C20261122000001',
    href: '#/mine/transactionRecords?record=88342',
  },
  {
    id: '88311',
    type: 'buy_fee',
    status: 'completed',
    amount: '-1650',
    currency: 'JPY',
    createdAt: '2026-11-21T10:02:15+09:00',
    orderNo: 'T20261121000417',
    ...toyota,
    href: '#/mine/transactionRecords?record=88311',
  },
  {
    id: '88310',
    type: 'stock_purchase',
    status: 'completed',
    amount: '-301250',
    currency: 'JPY',
    createdAt: '2026-11-21T10:02:15+09:00',
    orderNo: 'T20261121000417',
    ...toyota,
    href: '#/mine/transactionRecords?record=88310',
  },
  {
    id: '88301',
    type: 'withdrawal',
    status: 'held',
    amount: '-50000',
    currency: 'JPY',
    createdAt: '2026-11-20T14:30:00+09:00',
    orderNo: 'W20261120000012',
    href: '#/mine/transactionRecords?record=88301',
  },
  {
    id: '88290',
    type: 'lottery_refund',
    status: 'released',
    amount: '250000',
    currency: 'JPY',
    createdAt: '2026-11-19T18:00:00+09:00',
    orderNo: 'I20261112000033',
    href: '#/mine/transactionRecords?record=88290',
  },
  {
    id: '88200',
    type: 'deposit',
    status: 'completed',
    amount: '1000000',
    currency: 'JPY',
    createdAt: '2026-11-18T11:12:00+09:00',
    orderNo: 'D20261118000005',
    href: '#/mine/transactionRecords?record=88200',
  },
];

/** One record of every type, then more, for the long (virtualized) list. */
/**
 * One-day margin's records (issue 15): the fund moved into the day-trade account when applying, a day's profit and
 * loss, and one day's interest on each position's opening notional (898,650 × 2.80 % ÷ 365 = 68.9 → 68;
 * 481,200 × 2.80 % ÷ 365 = 36.9 → 36).
 */
export const daytradeRecords: TransactionRecordView[] = [
  {
    id: '88420',
    type: 'margin_interest',
    status: 'completed',
    amount: '-68',
    currency: 'JPY',
    createdAt: '2026-11-20T14:02:11+09:00',
    orderNo: '880460',
    ...toyota,
    href: '#/mine/transactionRecords?record=88420',
  },
  {
    id: '88419',
    type: 'daytrade_profit',
    status: 'completed',
    amount: '4950',
    currency: 'JPY',
    createdAt: '2026-11-20T14:02:11+09:00',
    orderNo: '880460',
    ...toyota,
    href: '#/mine/transactionRecords?record=88419',
  },
  {
    id: '88377',
    type: 'margin_interest',
    status: 'completed',
    amount: '-36',
    currency: 'JPY',
    createdAt: '2026-11-19T15:30:00+09:00',
    orderNo: '880301',
    stockName: 'KDDI',
    stockCode: '9433',
    href: '#/mine/transactionRecords?record=88377',
  },
  {
    id: '88376',
    type: 'daytrade_loss',
    status: 'completed',
    amount: '-1700',
    currency: 'JPY',
    createdAt: '2026-11-19T15:30:00+09:00',
    orderNo: '880301',
    stockName: 'KDDI',
    stockCode: '9433',
    href: '#/mine/transactionRecords?record=88376',
  },
  {
    id: '88301',
    type: 'daytrade_fund',
    status: 'completed',
    amount: '-1000000',
    currency: 'JPY',
    createdAt: '2026-11-18T19:02:40+09:00',
    href: '#/mine/transactionRecords?record=88301',
  },
];

export const manyTransactionRecords: TransactionRecordView[] = Array.from({ length: 240 }, (_, index) => {
  const type = transactionRecordTypes[index % transactionRecordTypes.length]!;
  const day = String(28 - (index % 28)).padStart(2, '0');
  return {
    id: String(90000 - index),
    type,
    status: 'completed',
    amount: `${type === 'deposit' || type === 'rebate' || type === 'loan' ? '' : '-'}${1000 + index * 17}`,
    currency: 'JPY',
    createdAt: `2026-10-${day}T09:${String(index % 60).padStart(2, '0')}:00+09:00`,
    orderNo: `R2026100${String(index).padStart(5, '0')}`,
    href: `#/mine/transactionRecords?record=${90000 - index}`,
  };
});

export const recordDetail: TransactionRecordDetailView = {
  id: '88310',
  type: 'stock_purchase',
  status: 'completed',
  amount: '-301250',
  currency: 'JPY',
  createdAt: '2026-11-21T10:02:15+09:00',
  orderNo: 'T20261121000417',
  ...toyota,
  transferId: 'tr_01JD8Z4K7QX',
  entries: [
    { account: 'user:0901234567:cash', currency: 'JPY', amount: '-301250' },
    { account: 'house:settlement:jpy', currency: 'JPY', amount: '301250' },
  ],
};

export const transactionRecordsProps: TransactionRecordsScreenProps = {
  shell: mineShell('取引履歴'),
  records: { status: 'ready', items: transactionRecords, hasMore: true },
  total: 42,
  filter: { type: 'all', dateFrom: '', dateTo: '' },
  onFilterChange: () => undefined,
  onCloseDetail: () => undefined,
};
