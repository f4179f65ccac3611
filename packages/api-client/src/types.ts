import type { components } from './generated/schema.ts';

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

export const markets = ['jpy', 'usd', 'cny'] as const satisfies readonly Market[];

// Every code of the contract's MessageCode enum, as a runtime list; the `satisfies` clause and the test in
// client.test.ts keep it equal to the generated union.
export const messageCodes = [
  'invalid_parameter',
  'not_logged_in',
  'account_mismatch',
  'not_found',
  'system_busy',
  'too_frequent',
  'account_exists',
  'account_not_found',
  'inviter_not_found',
  'wrong_account_or_password',
  'wrong_original_password',
  'account_frozen',
  'account_disabled',
  'account_banned',
  'agreement_required',
  'phone_registered',
  'wrong_channel_password',
  'wrong_fund_password',
  'fund_password_not_set',
  'insufficient_balance',
  'insufficient_available_balance',
  'insufficient_withdrawable',
  'outside_deposit_hours',
  'outside_withdrawal_hours',
  'pending_deposit_exists',
  'kefu_unavailable',
  'unpaid_loan',
  'loan_limit_insufficient',
  'loan_pending_review',
  'repayment_below_minimum',
  'repayment_exceeds_loan',
  'card_exists',
  'card_not_found',
  'card_not_own_name',
  'real_name_not_verified',
  'real_name_pending',
  'order_not_found',
  'order_not_holding',
  'order_not_subscribing',
  'order_not_in_review',
  'duplicate_request',
  'idempotency_conflict',
  'ipo_already_applied',
  'ipo_channel_closed',
  'ipo_not_open_yet',
  'block_trade_closed',
  'daily_limit_reached',
  'block_min_shares',
  'block_max_shares',
  'lockup_period',
  't_plus_no_sell',
  'listing_date_not_reached',
  'not_trading_time',
  'price_unavailable',
  'price_limit_exceeded',
  'margin_not_enabled',
  'wallet_address_exists',
  'wallet_address_missing',
  'coin_not_found',
  'already_checked_in',
  'insufficient_checkin_count',
  'product_closed',
  'lending_quota_full',
  'upload_failed',
] as const satisfies readonly MessageCode[];

// Compile-time proof that the list above names every code (the reverse of `satisfies`).
type Missing = Exclude<MessageCode, (typeof messageCodes)[number]>;
const everyCodeListed: Missing extends never ? true : Missing = true;
void everyCodeListed;
