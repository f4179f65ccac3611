import {
  adminLedgerEntryTypeValues,
  adminSetFlagRequestFlagValues,
  bankAccountTypeValues,
  currencyValues,
  marketValues,
  signInMethodValues,
  signInOutcomeValues,
  adminFactorResetReasonValues,
  adminFactorResetStatusValues,
  messageCodeValues,
  transactionRecordTypeValues,
  type components,
} from './generated/schema.ts';

type Schemas = components['schemas'];

export type Market = Schemas['Market'];
export type MessageCode = Schemas['MessageCode'];
export type ConfigEntry = Schemas['ConfigEntry'];
export type UserInfo = Schemas['UserInfo'];
export type IndexQuote = Schemas['IndexQuote'];
export type FieldError = Schemas['FieldError'];
export type NewShareOrder = Schemas['NewShareOrder'];
export type Withdrawal = Schemas['Withdrawal'];
export type ProductOrder = Schemas['ProductOrder'];
export type StockSubscription = Schemas['StockSubscription'];
export type Position = Schemas['Position'];
export type ClosedPosition = Schemas['ClosedPosition'];
export type IdentityRejectReason = Schemas['IdentityRejectReason'];
export type DepositRejectReason = Schemas['DepositRejectReason'];
export type WithdrawalRejectReason = Schemas['WithdrawalRejectReason'];
export type AdminAdjustmentReason = Schemas['AdminAdjustmentReason'];
export type BankAccountType = Schemas['BankAccountType'];
export type TransactionRecordType = Schemas['TransactionRecordType'];
export type AdminLedgerEntryType = Schemas['AdminLedgerEntryType'];
export type Currency = Schemas['Currency'];
export type PendingLogin = Schemas['PendingLogin'];
export type SignInMethod = Schemas['SignInMethod'];
export type SignInOutcome = Schemas['SignInOutcome'];
export type AdminFactorResetReason = Schemas['AdminFactorResetReason'];
export type AdminFactorResetStatus = Schemas['AdminFactorResetStatus'];

/** The market indices and message codes of the contract, as runtime lists generated from it. */
export const markets: readonly Market[] = marketValues;
export const messageCodes: readonly MessageCode[] = messageCodeValues;
/** What transaction records are (the user's) and what ledger entries are (the operator's view). */
export const transactionRecordTypes: readonly TransactionRecordType[] = transactionRecordTypeValues;
export const adminLedgerEntryTypes: readonly AdminLedgerEntryType[] = adminLedgerEntryTypeValues;
/** The bank account types a card may have (普通, 当座, 貯蓄) and the currencies money moves in. */
export const bankAccountTypes: readonly BankAccountType[] = bankAccountTypeValues;
export const currencies: readonly Currency[] = currencyValues;
/** How a sign-in was made and what came of it (the sign-in history), and the console's factor resets. */
export const signInMethods: readonly SignInMethod[] = signInMethodValues;
export const signInOutcomes: readonly SignInOutcome[] = signInOutcomeValues;
export const adminFactorResetReasons: readonly AdminFactorResetReason[] = adminFactorResetReasonValues;
export const adminFactorResetStatuses: readonly AdminFactorResetStatus[] = adminFactorResetStatusValues;
/** The account restrictions an operator sets (AdminSetFlagRequest.flag). */
export type RestrictionFlag = Schemas['AdminSetFlagRequest']['flag'];
export const restrictionFlags: readonly RestrictionFlag[] = adminSetFlagRequestFlagValues;
