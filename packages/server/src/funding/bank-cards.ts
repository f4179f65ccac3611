import type { BankAccountType, ResponseData } from '@kabuto/api-client';
import type { Db, Queryable } from '../db/db.ts';
import { verifyFundPassword } from '../accounts/passwords.ts';
import type { PasswordChangeContext } from '../accounts/passwords.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { ApiError } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { sendAlert } from '../security/alerts.ts';
import { assertMoneyStepUp } from '../security/step-up.ts';
import { personOf, rowId } from './common.ts';
import { bankCardChanged } from './messages.ts';
import { isOwnName } from './names.ts';

export type BankCard = ResponseData<'/bank/addCard'>;

/** At most five own-name accounts per user. */
export const MAX_BANK_CARDS = 5;

export interface BankCardRow {
  id: bigint;
  user_id: bigint;
  holder_name: string;
  bank_name: string;
  branch_name: string;
  branch_code: string;
  account_type: BankAccountType;
  account_number: string;
  created_at: Date;
  removed_at: Date | null;
  in_use: boolean;
}

const CARD_SELECT = `SELECT c.*, EXISTS (SELECT 1 FROM withdrawals w WHERE w.card_id = c.id
    AND w.status IN ('pending', 'awaiting_second_approval')) AS in_use
  FROM bank_cards c`;

/** `****567`: the last three digits. */
export const maskAccountNumber = (accountNumber: string) => `****${accountNumber.slice(-3)}`;

export function cardView(row: BankCardRow): BankCard {
  return {
    id: String(row.id),
    holderName: row.holder_name,
    bankName: row.bank_name,
    branchName: row.branch_name,
    branchCode: row.branch_code,
    accountType: row.account_type,
    accountNumber: maskAccountNumber(row.account_number),
    inUse: row.in_use,
    createdAt: row.created_at.toISOString(),
  };
}

/** One of the user's registered cards (removed ones only with `includeRemoved`), or 404 `card_not_found`. */
export async function cardOf(
  tx: Queryable,
  userId: bigint,
  idText: string | undefined,
  options: { lock?: boolean; includeRemoved?: boolean } = {},
): Promise<BankCardRow> {
  const id = rowId(idText, 'card_not_found');
  const [row] = await tx.query<BankCardRow>(
    `${CARD_SELECT} WHERE c.id = $1 AND c.user_id = $2${options.includeRemoved ? '' : ' AND c.removed_at IS NULL'}${
      options.lock ? ' FOR UPDATE OF c' : ''
    }`,
    [id, userId],
  );
  if (!row) throw new ApiError(404, 'card_not_found');
  return row;
}

/** The user's cards, newest first, numbers masked. */
export async function listBankCards(tx: Queryable, userId: bigint, page: PageRequest): Promise<Page<BankCard>> {
  const rows = await tx.query<BankCardRow>(
    `${CARD_SELECT} WHERE c.user_id = $1 AND c.removed_at IS NULL ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  return pageResult(page, rows.map(cardView), await cardCount(tx, userId));
}

/** How many own-name cards the user has registered (the profile's `bankCardCount`). */
export async function cardCount(tx: Queryable, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ n: bigint }>(
    'SELECT COUNT(*)::bigint AS n FROM bank_cards WHERE user_id = $1 AND removed_at IS NULL',
    [userId],
  );
  return Number(row?.n ?? 0n);
}

/**
 * Registers a Japanese bank account in the user's own name: a verified real name, the fund password (checked and
 * throttled before anything is written), the holder equal to the verified name or its reading as banks compare
 * names, not the same account twice, at most five. The user gets a message.
 */
export async function addBankCard(db: Db, ctx: PasswordChangeContext, form: Form): Promise<BankCard> {
  const { user, now } = ctx;
  assertAccountCan(user, 'move_money');
  await assertMoneyStepUp(db, user, now);
  const person = await personOf(db, user.userId);
  if (person.status !== 'verified') throw new ApiError(422, 'real_name_not_verified');
  await verifyFundPassword(db, ctx, form.fund_password ?? '');
  const holder = form.holder_name ?? '';
  if (!isOwnName(holder, person)) throw new ApiError(422, 'card_not_own_name');
  return db.transaction(async (tx) => {
    await personOf(tx, user.userId, true);
    const same = await tx.query(
      `SELECT 1 FROM bank_cards WHERE user_id = $1 AND bank_name = $2 AND branch_code = $3 AND account_number = $4
         AND removed_at IS NULL`,
      [user.userId, form.bank_name, form.branch_code, form.account_number],
    );
    if (same.length > 0) throw new ApiError(409, 'card_exists');
    if ((await cardCount(tx, user.userId)) >= MAX_BANK_CARDS) throw new ApiError(422, 'card_limit_reached');
    const [row] = await tx.query<{ id: bigint }>(
      `INSERT INTO bank_cards (user_id, holder_name, bank_name, branch_name, branch_code, account_type, account_number,
                               created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        user.userId,
        holder,
        form.bank_name,
        form.branch_name,
        form.branch_code,
        form.account_type,
        form.account_number,
        now,
      ],
    );
    if (!row) throw new Error('bank card insert returned nothing');
    const card = await cardOf(tx, user.userId, String(row.id));
    await sendAlert(
      tx,
      user.userId,
      bankCardChanged('added', { bankName: card.bank_name, masked: maskAccountNumber(card.account_number) }),
      now,
    );
    return cardView(card);
  });
}

/**
 * Removes one of the user's cards after the fund password; refused while a pending withdrawal pays to it. Past
 * withdrawals keep their record of it. The user gets a message.
 */
export async function removeBankCard(
  db: Db,
  ctx: PasswordChangeContext,
  form: Form,
): Promise<ResponseData<'/bank/removeCard'>> {
  const { user, now } = ctx;
  await cardOf(db, user.userId, form.card_id);
  await assertMoneyStepUp(db, user, now);
  await verifyFundPassword(db, ctx, form.fund_password ?? '');
  return db.transaction(async (tx) => {
    await personOf(tx, user.userId, true);
    const card = await cardOf(tx, user.userId, form.card_id, { lock: true });
    if (card.in_use) throw new ApiError(422, 'card_in_use');
    await tx.query('UPDATE bank_cards SET removed_at = $2 WHERE id = $1', [card.id, now]);
    await sendAlert(
      tx,
      user.userId,
      bankCardChanged('removed', { bankName: card.bank_name, masked: maskAccountNumber(card.account_number) }),
      now,
    );
    return { id: String(card.id), removedAt: now.toISOString() };
  });
}
