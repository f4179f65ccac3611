export { TransactionRecordsScreen } from './TransactionRecordsScreen.tsx';
export { transactionRecordTypes } from './TransactionRecordsScreen.types.ts';
export { transactionRecordTypeMessages } from './TransactionRecordsScreen.messages.ts';
export type {
  LedgerEntryView,
  TransactionRecordDetailView,
  TransactionRecordFilter,
  TransactionRecordStatus,
  TransactionRecordsScreenProps,
  TransactionRecordType,
  TransactionRecordView,
} from './TransactionRecordsScreen.types.ts';
