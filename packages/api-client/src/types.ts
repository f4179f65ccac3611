import { marketValues, messageCodeValues, type components } from './generated/schema.ts';

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

/** The market indices and message codes of the contract, as runtime lists generated from it. */
export const markets: readonly Market[] = marketValues;
export const messageCodes: readonly MessageCode[] = messageCodeValues;
