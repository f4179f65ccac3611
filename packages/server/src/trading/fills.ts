import type { Tx } from '../db/db.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { settleHoldItemised } from '../ledger/holds.ts';
import { houseAccount, transfer, type TransferEntry } from '../ledger/ledger.ts';
import { openWallet } from '../ledger/wallets.ts';
import type { ScaledPrice } from '../market/price.ts';
import { payReferralRebate } from '../referral/rebates.ts';
import { feeOf, marginOf, principalOf, splitByQuantity, taxOf } from './figures.ts';
import { settlementDateOf, todayIn } from './market.ts';
import { findOrder, lockTrader, POSITION_COLUMNS, type OrderRow, type PositionRow } from './store.ts';
import { notifyUser } from '../events/user-events.ts';

/**
 * The record type of each of the user's cash entries in a fill (records.ts shows them one by one). The entry that
 * gives the hold back before the purchase is paid is internal: only the net movement is the user's business.
 */
export const ENTRY_KINDS = {
  holdReturned: 'order_release',
  purchase: 'stock_purchase',
  sale: 'stock_sale',
  buyFee: 'buy_fee',
  sellFee: 'sell_fee',
  stampDuty: 'stamp_duty',
  marginLoan: 'margin_loan',
  marginRepayment: 'margin_repayment',
} as const;

const nonZero = (entries: (TransferEntry | false)[]): TransferEntry[] =>
  entries.filter((e): e is TransferEntry => e !== false && e.amount !== 0n);

async function recordFill(
  tx: Tx,
  order: OrderRow,
  fill: { price: ScaledPrice; quantity: bigint; amount: bigint; fee: bigint; tax: bigint; repaid: bigint },
  transferId: bigint,
  at: Date,
): Promise<void> {
  const tradeDate = todayIn(order.market, at);
  await tx.query(
    `INSERT INTO trade_fills (order_id, user_id, price, quantity, amount, fee, tax, repaid, transfer_id, trade_date,
                              settlement_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      order.id,
      order.user_id,
      fill.price,
      fill.quantity,
      fill.amount,
      fill.fee,
      fill.tax,
      fill.repaid,
      transferId,
      tradeDate,
      settlementDateOf(order.market, tradeDate),
      at,
    ],
  );
  await tx.query(
    `UPDATE trade_orders SET status = 'filled', filled_quantity = filled_quantity + $2,
            filled_amount = filled_amount + $3, fee = fee + $4, tax = tax + $5, updated_at = $6
      WHERE id = $1`,
    [order.id, fill.quantity, fill.amount, fill.fee, fill.tax, at],
  );
  // Agents earn their disclosed share of the fees of users they invited. Only yen fees for now: a rebate is paid in
  // yen and needs a booking rate for other currencies, which arrives with currency exchange.
  if (order.currency === 'JPY' && fill.fee > 0n) {
    await payReferralRebate(tx, {
      userId: order.user_id,
      feeTransferId: transferId,
      feeMinor: fill.fee,
      currency: order.currency,
      at,
      feeType: order.side === 'buy' ? 'buy_fee' : 'sell_fee',
      stockCode: order.code,
    });
  }
}

/**
 * A buy fills whole at `price` (at or under its bound, so its hold covers it): one transfer settles the hold — the
 * purchase to the market, the fee to the house, the borrowed part lent by the house's margin account, the rest of
 * the hold back to available cash — and opens the position.
 */
async function fillBuy(tx: Tx, order: OrderRow, price: ScaledPrice, at: Date): Promise<void> {
  if (order.hold_id === null) throw new Error(`buy order ${order.id} has no hold`);
  const quantity = order.quantity - order.filled_quantity;
  const amount = principalOf(price, quantity, order.currency);
  const margin = marginOf(amount, order.leverage_x100);
  const borrowed = amount - margin;
  const fee = feeOf(amount, order.fee_rate_h, order.fee_min);
  const wallet = await openWallet(tx, order.user_id, order.currency);
  const market = await houseAccount(tx, HOUSE.market, order.currency);
  const fees = await houseAccount(tx, HOUSE.fees, order.currency);
  const loans = await houseAccount(tx, HOUSE.marginLoans, order.currency);
  const { transferId } = await settleHoldItemised(tx, {
    holdId: order.hold_id,
    kind: 'stock_purchase',
    memo: `order ${order.id}: bought ${quantity} ${order.code}`,
    at,
    entries: nonZero([
      { accountId: wallet.available, amount: order.held, kind: ENTRY_KINDS.holdReturned },
      { accountId: wallet.available, amount: borrowed, kind: ENTRY_KINDS.marginLoan },
      { accountId: wallet.available, amount: -amount, kind: ENTRY_KINDS.purchase },
      { accountId: wallet.available, amount: -fee, kind: ENTRY_KINDS.buyFee },
      { accountId: loans, amount: -borrowed },
      { accountId: market, amount },
      { accountId: fees, amount: fee },
    ]),
  });
  await tx.query(
    `INSERT INTO trade_positions (user_id, order_id, market, code, currency, buy_price, original_quantity, quantity,
                                  cost, leverage_x100, original_margin, borrowed, buy_fee, trade_date, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      order.user_id,
      order.id,
      order.market,
      order.code,
      order.currency,
      price,
      quantity,
      amount,
      order.leverage_x100,
      margin,
      borrowed,
      fee,
      todayIn(order.market, at),
      at,
    ],
  );
  await recordFill(tx, order, { price, quantity, amount, fee, tax: 0n, repaid: 0n }, transferId, at);
}

/**
 * A sell fills whole at `price`, taking the shares it locked from each position: one transfer pays the proceeds
 * from the market, charges the fee and stamp duty, and repays the borrowed part of leveraged positions first. A
 * position left with nothing closes with its realized profit or loss. When the cash cannot cover what a leveraged
 * position owes after a fall, the transfer refuses with `insufficient_available_balance` (the order is rejected).
 */
async function fillSell(tx: Tx, order: OrderRow, price: ScaledPrice, at: Date): Promise<void> {
  const quantity = order.quantity - order.filled_quantity;
  const taken = await tx.query<PositionRow & { take: bigint }>(
    `SELECT ${POSITION_COLUMNS}, a.quantity AS take FROM trade_order_allocations a
     JOIN trade_positions p ON p.id = a.position_id WHERE a.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [order.id],
  );
  const quantities = taken.map((p) => p.take);
  if (quantities.reduce((a, b) => a + b, 0n) !== quantity) throw new Error(`order ${order.id}: allocations differ`);
  const amount = principalOf(price, quantity, order.currency);
  const fee = feeOf(amount, order.fee_rate_h, order.fee_min);
  const tax = taxOf(amount, order.tax_rate_h);
  // Cumulative splits keep every piece exact: the amounts of the positions sum to the fill's.
  const amounts = quantities.map(
    (_, i) =>
      principalOf(price, sumOf(quantities, i + 1), order.currency) -
      principalOf(price, sumOf(quantities, i), order.currency),
  );
  const fees = splitByQuantity(fee, quantities);
  const taxes = splitByQuantity(tax, quantities);

  let repaid = 0n;
  for (const [i, position] of taken.entries()) {
    const q = quantities[i] ?? 0n;
    const remaining = position.quantity - q;
    // What stays owed is what the smaller position's cost and margin say (store.ts positionFigures): the rest is
    // repaid now, so the position's figures and the margin loan agree at every step.
    const costAfter = principalOf(position.buy_price, remaining, position.currency);
    const borrowedAfter = remaining > 0n ? costAfter - marginOf(costAfter, position.leverage_x100) : 0n;
    const repay = position.borrowed - (borrowedAfter < position.borrowed ? borrowedAfter : position.borrowed);
    repaid += repay;
    const soldAmount = position.sold_amount + (amounts[i] ?? 0n);
    const sellFees = position.sell_fees + (fees[i] ?? 0n);
    const sellTaxes = position.sell_taxes + (taxes[i] ?? 0n);
    const closed = remaining === 0n;
    await tx.query(
      `UPDATE trade_positions SET quantity = $2, locked_quantity = locked_quantity - $3,
              sold_quantity = sold_quantity + $3, sold_amount = $4, sell_fees = $5, sell_taxes = $6, borrowed = $7,
              last_sold_at = $8, closed_at = $9, realized_pnl = $10
        WHERE id = $1`,
      [
        position.id,
        remaining,
        q,
        soldAmount,
        sellFees,
        sellTaxes,
        position.borrowed - repay,
        at,
        closed ? at : null,
        // Realized after every fee and tax: what the sales brought in, less what the shares cost and the buy fee.
        closed ? soldAmount - sellFees - sellTaxes - position.cost - position.buy_fee : null,
      ],
    );
  }

  const wallet = await openWallet(tx, order.user_id, order.currency);
  const market = await houseAccount(tx, HOUSE.market, order.currency);
  const houseFees = await houseAccount(tx, HOUSE.fees, order.currency);
  const loans = await houseAccount(tx, HOUSE.marginLoans, order.currency);
  const stampDuty = await houseAccount(tx, HOUSE.stampDuty, order.currency);
  const transferId = await transfer(
    tx,
    {
      kind: 'stock_sale',
      memo: `order ${order.id}: sold ${quantity} ${order.code}`,
      at,
      entries: nonZero([
        { accountId: market, amount: -amount },
        { accountId: wallet.available, amount, kind: ENTRY_KINDS.sale },
        { accountId: wallet.available, amount: -repaid, kind: ENTRY_KINDS.marginRepayment },
        { accountId: wallet.available, amount: -fee, kind: ENTRY_KINDS.sellFee },
        { accountId: wallet.available, amount: -tax, kind: ENTRY_KINDS.stampDuty },
        { accountId: loans, amount: repaid },
        { accountId: houseFees, amount: fee },
        { accountId: stampDuty, amount: tax },
      ]),
    },
    { insufficientCode: 'insufficient_available_balance' },
  );
  await recordFill(tx, order, { price, quantity, amount, fee, tax, repaid }, transferId, at);
}

function sumOf(quantities: readonly bigint[], count: number): bigint {
  let sum = 0n;
  for (let i = 0; i < count; i += 1) sum += quantities[i] ?? 0n;
  return sum;
}

/**
 * Fills an open order whole at `price` at instant `at`, in the caller's transaction (one per fill). Locks the trader
 * then the order (the lock order every trading write keeps); answers false when it is no longer open.
 */
export async function fillOrder(tx: Tx, orderId: bigint, userId: bigint, price: ScaledPrice, at: Date) {
  await lockTrader(tx, userId);
  const order = await findOrder(tx, orderId, true);
  if (!order || (order.status !== 'working' && order.status !== 'partially_filled')) return false;
  if (order.side === 'buy') await fillBuy(tx, order, price, at);
  else await fillSell(tx, order, price, at);
  await notifyUser(tx, userId, 'order');
  return true;
}
