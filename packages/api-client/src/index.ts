export { createApiClient, ApiError, isApiError } from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  PostOptions,
  Session,
  PostPath,
  RequestForm,
  ResponseData,
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
} from './types.ts';
export { messageCodes, markets } from './types.ts';
