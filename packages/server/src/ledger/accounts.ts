/** The ledger's chart of accounts: user wallets and the house's named accounts. */

import { currencies } from '@kabuto/api-client';
import type { Currency as ContractCurrency } from '@kabuto/api-client';

export type Currency = ContractCurrency;

/** How getExchangeBalances lists them: the yen first, then the trading currencies, then the rest. */
const LISTING_ORDER: readonly string[] = ['JPY', 'USD', 'CNY', 'HKD', 'TWD', 'THB', 'MYR', 'KRW', 'VND'];

/**
 * The exchange currencies of the contract (`Currency`, from the generated client rather than a copy), in listing
 * order; migration 0002 opens house accounts in each. A currency the contract adds comes last until it is placed.
 */
export const CURRENCIES: readonly Currency[] = [...currencies].sort(
  (a, b) => (LISTING_ORDER.indexOf(a) + 1 || 99) - (LISTING_ORDER.indexOf(b) + 1 || 99),
);

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** A user's spendable cash in a currency (the seed's `jpy` for yen). Same kind as auth's CASH_ACCOUNT. */
export const WALLET_AVAILABLE = 'cash';
/** A user's cash held by open holds (withdrawals, applications, orders): the frozen part of the wallet. */
export const WALLET_HELD = 'held';
/** What a user owes on the credit line, as a negative balance (`jpyyjed` is its negation). */
export const WALLET_LOAN = 'loan';
/**
 * A user's one-day margin participation fund (yen): moved in from cash when applying, the collateral of day-trade
 * positions, settled with each close's profit or loss, released to cash when the account closes (daytrade/).
 */
export const DAYTRADE_FUND = 'daytrade';

/** The house's named accounts; each exists once per currency (migration 0002). */
export const HOUSE = {
  /** Funds simulator paper money (opening credits); may go negative. */
  paperFunding: 'house_paper_funding',
  /** The firm's (simulated) bank: deposits come from it, withdrawals go to it; may go negative. */
  bankCash: 'house_bank_cash',
  /** Trading fees, stamp duty and other charges the house earns. */
  fees: 'house_fees',
  /** Lends the credit line and receives repayments; may go negative. */
  loans: 'house_loans',
  /** Interest earned on the credit line. */
  interest: 'house_interest',
  /** Pays agents' referral rebates; may go negative (an expense). */
  rebates: 'house_rebates',
  /** Pays check-in rewards and other promotions; may go negative (an expense). */
  promotions: 'house_promotions',
  /** The currency desk: the other side of every exchange; may go negative. */
  exchange: 'house_exchange',
  /** The counterparty of trades in the simulator (stock purchases and sales, IPO allotments); may go negative. */
  market: 'house_market',
  /** Lends the borrowed part of leveraged positions; negative by what they owe (migration 0006). */
  marginLoans: 'house_margin_loans',
  /** Stamp duty collected on trades for the tax authority, apart from the house's fees (migration 0006). */
  stampDuty: 'tax_stamp_duty',
  /** The other side of operators' manual credits and debits (four eyes); may go negative (migration 0007). */
  adjustments: 'house_adjustments',
  /**
   * The follow products' pool: followers' buys go in, what they are paid when an order ends comes out; may go
   * negative (the simulator's market behind the baskets is the counterparty; migration 0015).
   */
  follow: 'house_follow',
  /** The leaders' profit shares of follow products, on gains only (migration 0015). */
  followProfitShare: 'house_follow_profit_share',
  /**
   * The other side of one-day margin positions: pays their profits, receives their losses; may go negative (the
   * simulator's market behind it; migration 0016).
   */
  daytrade: 'house_daytrade',
} as const;
export type HouseKind = (typeof HOUSE)[keyof typeof HOUSE];
