// Public exports of the funding screens (identity, bank cards, deposits, withdrawals); re-exported from the package
// index. Their messages are the `funding` area's.
export {
  bankAccountTypes,
  depositStatuses,
  type BankAccountType,
  type BankCardView,
  type DepositNoticeView,
  type DepositStatus,
  type FundingHoursView,
  type FundingList,
  type FundingShell,
  type FundingStatus,
  type ImageFieldBinding,
} from './shared/types.ts';
export * from './IdentityScreen/index.ts';
export * from './BankCardsScreen/index.ts';
export * from './BankCardAddScreen/index.ts';
export * from './DepositScreen/index.ts';
export * from './DepositHistoryScreen/index.ts';
export * from './WithdrawScreen/index.ts';
