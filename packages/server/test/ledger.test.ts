import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { balanceOf, houseAccount, openAccount, transfer } from '../src/ledger/ledger.ts';
import { ApiError } from '../src/http/errors.ts';
import { engines } from './helpers/engines.ts';
import type { TestDatabase } from './helpers/engines.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';

const at = new Date('2026-11-22T01:00:00Z');

describe.each(engines())('ledger on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let userSeq = 0;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await migrate(db);
  });
  afterAll(() => database.dispose());
  afterEach(() => assertLedgerInvariants(db));

  /** A user row with a yen cash account funded from the house. */
  async function fundedCash(amount: bigint): Promise<bigint> {
    return db.transaction(async (tx) => {
      userSeq += 1;
      const [user] = await tx.query<{ id: bigint }>(
        `INSERT INTO users (account, password_hash, invite_code, created_at) VALUES ($1, 'x', $2, $3) RETURNING id`,
        [`07${String(userSeq).padStart(8, '0')}`, `LEDGER${userSeq}`, at],
      );
      const cash = await openAccount(tx, user!.id, 'cash', 'JPY');
      if (amount > 0n) {
        const house = await houseAccount(tx, 'house_paper_funding', 'JPY');
        await transfer(tx, {
          kind: 'deposit',
          memo: 'test',
          at,
          entries: [
            { accountId: house, amount: -amount },
            { accountId: cash, amount },
          ],
        });
      }
      return cash;
    });
  }

  it('migrating again applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('moves money and derives balances', async () => {
    const a = await fundedCash(1000n);
    const b = await fundedCash(0n);
    await db.transaction((tx) =>
      transfer(tx, {
        kind: 'transfer',
        memo: '',
        at,
        entries: [
          { accountId: a, amount: -400n },
          { accountId: b, amount: 400n },
        ],
      }),
    );
    expect(await balanceOf(db, a)).toBe(600n);
    expect(await balanceOf(db, b)).toBe(400n);
  });

  it('refuses entries that do not sum to zero', async () => {
    const a = await fundedCash(1000n);
    const b = await fundedCash(0n);
    await expect(
      db.transaction((tx) =>
        transfer(tx, {
          kind: 'x',
          memo: '',
          at,
          entries: [
            { accountId: a, amount: -400n },
            { accountId: b, amount: 300n },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await balanceOf(db, a)).toBe(1000n);
  });

  it('refuses an overdraft with insufficient_balance and moves nothing', async () => {
    const a = await fundedCash(1000n);
    const b = await fundedCash(0n);
    const attempt = db.transaction((tx) =>
      transfer(tx, {
        kind: 'x',
        memo: '',
        at,
        entries: [
          { accountId: a, amount: -1001n },
          { accountId: b, amount: 1001n },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balanceOf(db, a)).toBe(1000n);
    expect(await balanceOf(db, b)).toBe(0n);
  });

  it('the database itself refuses an overdraft that bypasses ledger.ts', async () => {
    const a = await fundedCash(10n);
    const b = await fundedCash(0n);
    const raw = db.transaction(async (tx) => {
      const [t] = await tx.query<{ id: bigint }>(
        `INSERT INTO ledger_transfers (kind, created_at) VALUES ('raw', $1) RETURNING id`,
        [at],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at) VALUES ($1, $2, 'JPY', -50, $4), ($1, $3, 'JPY', 50, $4)`,
        [t!.id, a, b, at],
      );
    });
    await expect(raw).rejects.toThrow(/negative/);
    expect(await balanceOf(db, a)).toBe(10n);
  });

  it('keeps history append-only', async () => {
    await fundedCash(5n);
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  });
});
