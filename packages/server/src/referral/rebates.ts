import type { Tx } from '../db/db.ts';
import { openAccount, transfer } from '../ledger/ledger.ts';
import { WALLET_AVAILABLE } from '../ledger/accounts.ts';
import { expenseAccount, REBATES_ACCOUNT } from '../accounts/house.ts';

export interface FeePaid {
  /** The user who paid the fee (the invitee). */
  userId: bigint;
  /** The ledger transfer that charged the fee; a fee earns at most one rebate. */
  feeTransferId: bigint;
  /** The fee in the minor units of `currency`. */
  feeMinor: bigint;
  currency: string;
  at: Date;
  feeType?: 'buy_fee' | 'sell_fee';
  stockCode?: string;
  /** The fee in yen at the booking rate; required when `currency` is not JPY. */
  feeJpyMinor?: bigint;
}

export interface RebatePaid {
  rebateId: bigint;
  transferId: bigint;
  agentId: bigint;
  /** Yen credited to the agent. */
  amount: bigint;
}

/**
 * Pays the agent who invited `userId` their disclosed share of a trading fee: `fee × ratio`, rounded down to the
 * yen, as a `rebate` ledger transfer from the house's rebate expense into the agent's yen cash, in the caller's
 * transaction. The invitee's fee does not change: the rebate is the firm's expense. Nothing is paid (undefined)
 * when the user has no inviter, the inviter is not an agent, the rebate rounds to zero, or this fee was already
 * rebated. The trading issue calls it right after booking each buy or sell fee.
 */
export async function payReferralRebate(tx: Tx, fee: FeePaid): Promise<RebatePaid | undefined> {
  if (fee.feeMinor <= 0n) return undefined;
  const feeJpy = fee.currency === 'JPY' ? fee.feeMinor : fee.feeJpyMinor;
  if (feeJpy === undefined) throw new Error(`a ${fee.currency} fee needs its yen value to be rebated`);
  const [agent] = await tx.query<{ id: bigint; rebate_ratio_bp: number }>(
    `SELECT a.id, a.rebate_ratio_bp FROM users u JOIN users a ON a.id = u.inviter_id
     WHERE u.id = $1 AND a.rebate_ratio_bp IS NOT NULL`,
    [fee.userId],
  );
  if (!agent) return undefined;
  const amount = (feeJpy * BigInt(agent.rebate_ratio_bp)) / 10_000n;
  if (amount <= 0n) return undefined;
  const already = await tx.query('SELECT 1 FROM referral_rebates WHERE fee_transfer_id = $1', [fee.feeTransferId]);
  if (already.length > 0) return undefined;

  const cash = await openAccount(tx, agent.id, WALLET_AVAILABLE, 'JPY');
  const house = await expenseAccount(tx, REBATES_ACCOUNT, 'JPY');
  const transferId = await transfer(tx, {
    kind: 'rebate',
    memo: `referral rebate on fee transfer ${fee.feeTransferId}`,
    at: fee.at,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO referral_rebates (agent_id, invitee_id, fee_transfer_id, fee_type, stock_code, fee_currency, fee_minor,
                                   fee_jpy, ratio_bp, amount_jpy, transfer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      agent.id,
      fee.userId,
      fee.feeTransferId,
      fee.feeType ?? 'buy_fee',
      fee.stockCode ?? null,
      fee.currency,
      fee.feeMinor,
      feeJpy,
      agent.rebate_ratio_bp,
      amount,
      transferId,
      fee.at,
    ],
  );
  if (!row) throw new Error('rebate insert returned nothing');
  return { rebateId: row.id, transferId, agentId: agent.id, amount };
}
