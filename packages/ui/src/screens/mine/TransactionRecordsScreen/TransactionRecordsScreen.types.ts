import type { MineShell, MineStatus, PagedList } from '../shared/MineFrame.tsx';

/**
 * Every transaction record type of the contract (the seed's twelve plus sale, repayment, rebate and check-in, and
 * one-day margin's fund, profit, loss and interest).
 */
export const transactionRecordTypes = [
  'deposit',
  'withdrawal',
  'stock_purchase',
  'stock_sale',
  'buy_fee',
  'stamp_duty',
  'sell_fee',
  'copy_trade_purchase',
  'copy_trade_return',
  'ipo_payment',
  'lottery_refund',
  'exchange',
  'loan',
  'margin_top_up',
  'repayment',
  'rebate',
  'checkin_reward',
  'daytrade_fund',
  'daytrade_profit',
  'daytrade_loss',
  'margin_interest',
] as const;
export type TransactionRecordType = (typeof transactionRecordTypes)[number];
export type TransactionRecordStatus = 'held' | 'completed' | 'released';

export interface TransactionRecordView {
  id: string;
  type: TransactionRecordType;
  status: TransactionRecordStatus;
  /** Signed exact decimal: positive into available cash, negative out of it. */
  amount: string;
  currency: string;
  /** ISO 8601 instant. */
  createdAt: string;
  orderNo?: string;
  /** In the user's language. */
  stockName?: string;
  stockCode?: string;
  /** Opens this record's detail. */
  href: string;
}

export interface LedgerEntryView {
  /** The ledger account, e.g. `user:0901234567:cash` or `house:fees`. */
  account: string;
  currency: string;
  /** Debit positive, credit negative. */
  amount: string;
}

export interface TransactionRecordDetailView extends Omit<TransactionRecordView, 'href'> {
  transferId: string;
  entries: readonly LedgerEntryView[];
}

export interface TransactionRecordFilter {
  type: TransactionRecordType | 'all';
  /** `YYYY-MM-DD` (Japan time), inclusive; '' for open. */
  dateFrom: string;
  dateTo: string;
}

export interface TransactionRecordsScreenProps {
  shell: MineShell;
  records: PagedList<TransactionRecordView>;
  /** How many records match the filter, if known. */
  total?: number;
  filter: TransactionRecordFilter;
  onFilterChange: (filter: TransactionRecordFilter) => void;
  /** A translated problem with the filter (a range the wrong way round or too long). */
  filterError?: string;
  /** The open record; absent when none is open. */
  detail?: { status: MineStatus | 'notFound'; record?: TransactionRecordDetailView; onRetry?: () => void };
  onCloseDetail: () => void;
}
