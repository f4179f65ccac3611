import { randomInt } from 'node:crypto';
import type { Tx, Db } from '../db/db.ts';
import { sqlState } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { configValue } from '../config/site-config.ts';
import { houseAccount, openAccount, transfer } from '../ledger/ledger.ts';
import { parseDecimal } from '../money.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { clearSignInFailures, confirmFailure, countSignInAttempt, forgiveAttempt } from './throttle.ts';
import type { RestrictionFlag } from './sessions.ts';
import { assertStrongPassword } from '../security/password-strength.ts';
import { completeSignIn, passkeySignInRequired, recordSignInEvent } from '../security/sign-in.ts';
import type { CompletedSignIn, SignInRequest, SignInUser } from '../security/sign-in.ts';
import { passkeyCount } from '../security/webauthn.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';

/** Letters and digits without the look-alikes (0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export const CASH_ACCOUNT = 'cash';
export const LOAN_ACCOUNT = 'loan';
export const HOUSE_PAPER_FUNDING = 'house_paper_funding';

export interface NewUser {
  account: string;
  passwordHash: string;
  inviterId: bigint | null;
  role: 'user' | 'operator';
  /** The user's own referral code; random unless given (the operator's is the demo code). */
  inviteCode?: string;
  /** Paper money credited on opening, per currency, in minor units (zero amounts are skipped). */
  openingCredits: readonly OpeningCredit[];
  now: Date;
}

export interface OpeningCredit {
  currency: string;
  amount: bigint;
}

/** Credits simulator paper money from the house's paper-funding account, as an `opening_credit` transfer. */
export async function creditPaperMoney(tx: Tx, userId: bigint, credit: OpeningCredit, at: Date): Promise<void> {
  if (credit.amount <= 0n) return;
  const cash = await openAccount(tx, userId, CASH_ACCOUNT, credit.currency);
  const house = await houseAccount(tx, HOUSE_PAPER_FUNDING, credit.currency);
  await transfer(tx, {
    kind: 'opening_credit',
    memo: 'simulator opening credit',
    at,
    entries: [
      { accountId: house, amount: -credit.amount },
      { accountId: cash, amount: credit.amount },
    ],
  });
}

/** The simulator's opening paper money per trading currency (operator config `paper_opening_credit*`). */
export async function configuredOpeningCredits(tx: Tx): Promise<OpeningCredit[]> {
  const credit = async (name: string, currency: string, fallback: string): Promise<OpeningCredit> => {
    const text = (await configValue(tx, name)) ?? fallback;
    try {
      return { currency, amount: parseDecimal(text, currency) };
    } catch {
      return { currency, amount: parseDecimal(fallback, currency) };
    }
  };
  return [
    await credit('paper_opening_credit', 'JPY', '1000000'),
    await credit('paper_opening_credit_usd', 'USD', '10000'),
    await credit('paper_opening_credit_cny', 'CNY', '100000'),
  ];
}

/** Inserts a user, opens their yen cash account and credits the opening paper cash, all in `tx`. */
export async function createUser(tx: Tx, user: NewUser): Promise<bigint> {
  let id: bigint | undefined;
  try {
    const rows = await tx.query<{ id: bigint }>(
      `INSERT INTO users (account, password_hash, invite_code, inviter_id, role, agreed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [user.account, user.passwordHash, user.inviteCode ?? newInviteCode(), user.inviterId, user.role, user.now],
    );
    id = rows[0]?.id;
  } catch (error) {
    // A registration racing another for the same account loses here rather than at the earlier check.
    if (sqlState(error) === '23505' && String(error).includes('account')) throw new ApiError(409, 'account_exists');
    throw error;
  }
  if (id === undefined) throw new Error('user insert returned nothing');
  await openAccount(tx, id, CASH_ACCOUNT, 'JPY');
  for (const credit of user.openingCredits) await creditPaperMoney(tx, id, credit, user.now);
  return id;
}

export interface Registration {
  account: string;
  password: string;
  inviteCode: string;
}

/** Whether registration needs a valid invite code (operator setting `invite_required`, on by default). */
export async function inviteRequired(tx: Tx): Promise<boolean> {
  return (await configValue(tx, 'invite_required')) !== '0';
}

/**
 * Registers a user and credits the configured opening paper cash (yen, dollars and yuan: each market trades from
 * the wallet in its currency, and there is no exchange yet). The invite code names the inviter; while the
 * operator requires invites an unknown code is refused (`inviter_not_found`), otherwise it registers the user
 * without an inviter.
 */
export async function register(db: Db, registration: Registration, now: Date): Promise<void> {
  const inviterId = async (tx: Tx): Promise<bigint | null> => {
    const [inviter] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE invite_code = upper($1)', [
      registration.inviteCode,
    ]);
    if (inviter) return inviter.id;
    if (await inviteRequired(tx)) throw new ApiError(422, 'inviter_not_found');
    return null;
  };
  // Cheap refusals first, so a bad request never costs a password hash.
  await inviterId(db);
  const existing = await db.query('SELECT 1 FROM users WHERE account = $1', [registration.account]);
  if (existing.length > 0) throw new ApiError(409, 'account_exists');
  assertStrongPassword(registration.password, [registration.account]);

  const passwordHash = await hashPassword(registration.password);
  await db.transaction(async (tx) => {
    await createUser(tx, {
      account: registration.account,
      passwordHash,
      inviterId: await inviterId(tx),
      role: 'user',
      openingCredits: await configuredOpeningCredits(tx),
      now,
    });
  });
}

interface LoginRow {
  id: bigint;
  password_hash: string;
  role: 'user' | 'operator';
  flags: RestrictionFlag[] | null;
  last_login_at: Date | null;
}

export interface LoginAttempt extends SignInRequest {
  account: string;
  password: string;
}

/**
 * Checks the password (throttled per account and address, per address, or per device cookie: auth/throttle.ts) and
 * opens a session. Disabled and login-banned accounts are refused after the password check, so the refusal tells
 * nothing to someone without it. An account with a passkey gets no session here: 403 `passkey_sign_in_required`
 * with a pending login that its passkey (or a recovery code) finishes.
 */
export async function login(db: Db, attempt: LoginAttempt, now: Date): Promise<CompletedSignIn> {
  const { account, password, address } = attempt;
  const source = { account, address, device: attempt.device };
  // Counted (pending) now, with the check: a failure confirms it; a success or a refusal for another reason takes it back.
  const counted = await countSignInAttempt(db, 'login', source, now);
  const [row] = await db.query<LoginRow>(
    `SELECT id, password_hash, role, last_login_at,
            ARRAY(SELECT flag FROM user_restrictions r WHERE r.user_id = u.id) AS flags
     FROM users u WHERE account = $1`,
    [account],
  );
  const valid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstDummy(password);
  if (!row || !valid) {
    await confirmFailure(db, counted);
    if (row) {
      const failed = { userId: row.id, method: 'password', outcome: 'wrong_password' } as const;
      await db.transaction((tx) => recordSignInEvent(tx, failed, attempt));
    }
    throw new ApiError(422, 'wrong_account_or_password');
  }
  const user: SignInUser = {
    id: row.id,
    account,
    role: row.role,
    flags: row.flags ?? [],
    lastLoginAt: row.last_login_at,
  };
  try {
    assertAccountCan({ flags: user.flags }, 'login');
  } catch (error) {
    await forgiveAttempt(db, counted);
    const refused = { userId: user.id, method: 'password', outcome: 'account_restricted' } as const;
    await db.transaction((tx) => recordSignInEvent(tx, refused, attempt));
    throw error;
  }
  await clearSignInFailures(db, 'login', source);
  if ((await passkeyCount(db, user.id)) > 0) await passkeySignInRequired(db, user, attempt);
  return db.transaction((tx) => completeSignIn(tx, user, 'password', attempt));
}
