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
// The title, for the app's header (its text travels with the screen, in every language).
export { transactionRecordsScreenMessages } from './TransactionRecordsScreen.messages.ts';
