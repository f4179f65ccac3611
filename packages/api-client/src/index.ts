export { createApiClient, ApiError, isApiError } from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  PostOptions,
  Session,
  PostPath,
  RequestForm,
  ResponseData,
  MultipartPath,
  MultipartForm,
} from './client.ts';
export type {
  Market,
  MessageCode,
  ConfigEntry,
  UserInfo,
  IndexQuote,
  FieldError,
  NewShareOrder,
  Withdrawal,
  ProductOrder,
  StockSubscription,
  Position,
  ClosedPosition,
  IdentityRejectReason,
  DepositRejectReason,
  WithdrawalRejectReason,
  AdminAdjustmentReason,
  BankAccountType,
  TransactionRecordType,
  AdminLedgerEntryType,
} from './types.ts';
export { messageCodes, markets, transactionRecordTypes, adminLedgerEntryTypes } from './types.ts';
