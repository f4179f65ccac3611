import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { balanceOf, derivedBalanceOf, houseAccount, openAccount, transfer } from '../src/ledger/ledger.ts';
import { ApiError } from '../src/http/errors.ts';
import { HOUSE, CURRENCIES, WALLET_LOAN } from '../src/ledger/accounts.ts';
import { assetFigures, assetSummary, yenBalances } from '../src/ledger/balances.ts';
import { findHold, hold, HoldNotOpenError, openHolds, releaseHold, settleHold } from '../src/ledger/holds.ts';
import { idempotent, idempotentCall, requestHash } from '../src/ledger/idempotency.ts';
import {
  creditFromHouse,
  depositFromBank,
  findWallet,
  openWallet,
  walletBalances,
  withdrawToBank,
} from '../src/ledger/wallets.ts';
import { insertLedgerUser } from './fixtures/ledger-users.ts';
import { withRetry } from '../src/db/retry.ts';
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

  /** A user with a yen wallet holding `amount` of available cash. */
  async function walletUser(
    amount: bigint,
    currency = 'JPY',
  ): Promise<{ userId: bigint; available: bigint; held: bigint }> {
    return db.transaction(async (tx) => {
      const userId = await insertLedgerUser(tx);
      const wallet = await openWallet(tx, userId, currency);
      if (amount > 0n) await depositFromBank(tx, { userId, currency, amount, at });
      return { userId, ...wallet };
    });
  }

  it('has every named house account in every exchange currency, and a running balance equal to the entries', async () => {
    for (const currency of CURRENCIES) {
      for (const kind of Object.values(HOUSE))
        await expect(houseAccount(db, kind, currency)).resolves.toBeTypeOf('bigint');
    }
    const { available } = await walletUser(777n);
    expect(await balanceOf(db, available)).toBe(777n);
    expect(await derivedBalanceOf(db, available)).toBe(777n);
  });

  it('refuses a currency outside the exchange list', async () => {
    const userId = await insertLedgerUser(db);
    await expect(openAccount(db, userId, 'cash', 'XAU')).rejects.toThrow(/foreign key|violates/);
  });

  it('opens a wallet once and reports available and held per currency', async () => {
    const { userId, available, held } = await walletUser(5000n);
    expect(await db.transaction((tx) => openWallet(tx, userId, 'JPY'))).toEqual({ available, held });
    expect(await findWallet(db, userId, 'USD')).toBeUndefined();
    await db.transaction((tx) => depositFromBank(tx, { userId, currency: 'USD', amount: 1250n, at }));
    await db.transaction((tx) => hold(tx, { userId, currency: 'JPY', amount: 1200n, reason: 'withdrawal', at }));
    const balances = await walletBalances(db, userId);
    expect(balances.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'JPY', available: 3800n, held: 1200n },
      { currency: 'USD', available: 1250n, held: 0n },
    ]);
    const all = await walletBalances(db, userId, { allCurrencies: true });
    expect(all.map((b) => b.currency)).toEqual([...CURRENCIES]);
    expect(all.find((b) => b.currency === 'KRW')).toEqual({ currency: 'KRW', available: 0n, held: 0n });
  });

  it('the running balance moves only through entries', async () => {
    const { available } = await walletUser(10n);
    await expect(db.query('UPDATE ledger_accounts SET balance = 1000000 WHERE id = $1', [available])).rejects.toThrow(
      /only through entries/,
    );
    await expect(
      db.query('UPDATE ledger_accounts SET allow_negative = true WHERE id = $1', [available]),
    ).rejects.toThrow(/cannot change/);
    await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [available])).rejects.toThrow(/never deleted/);
    expect(await balanceOf(db, available)).toBe(10n);
  });

  it('refuses an overdraft inside one multi-entry statement whatever the entry order', async () => {
    const a = await walletUser(10n);
    const b = await walletUser(0n);
    const raw = db.transaction(async (tx) => {
      const [t] = await tx.query<{ id: bigint }>(
        `INSERT INTO ledger_transfers (kind, created_at) VALUES ('raw', $1) RETURNING id`,
        [at],
      );
      // The credit first, then the overdrawing debit.
      await tx.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at)
         VALUES ($1, $2, 'JPY', 11, $4), ($1, $3, 'JPY', -11, $4)`,
        [t!.id, b.available, a.available, at],
      );
    });
    await expect(raw).rejects.toThrow(/negative/);
    expect(await balanceOf(db, a.available)).toBe(10n);
    expect(await balanceOf(db, b.available)).toBe(0n);
  });

  it('refuses a statement that leaves a transfer unbalanced, even if a later one would balance it', async () => {
    const a = await walletUser(10n);
    const b = await walletUser(0n);
    const raw = db.transaction(async (tx) => {
      const [t] = await tx.query<{ id: bigint }>(
        `INSERT INTO ledger_transfers (kind, created_at) VALUES ('raw', $1) RETURNING id`,
        [at],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at) VALUES ($1, $2, 'JPY', 5, $3)`,
        [t!.id, b.available, at],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at) VALUES ($1, $2, 'JPY', -5, $3)`,
        [t!.id, a.available, at],
      );
    });
    await expect(raw).rejects.toThrow(/does not balance/);
    expect(await balanceOf(db, a.available)).toBe(10n);
    expect(await balanceOf(db, b.available)).toBe(0n);
  });

  it('refuses entries added later to a transfer that balanced', async () => {
    const a = await walletUser(10n);
    const b = await walletUser(0n);
    const transferId = await db.transaction((tx) =>
      transfer(tx, {
        kind: 'transfer',
        memo: '',
        at,
        entries: [
          { accountId: a.available, amount: -4n },
          { accountId: b.available, amount: 4n },
        ],
      }),
    );
    await expect(
      db.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at) VALUES ($1, $2, 'JPY', 1, $3)`,
        [transferId, b.available, at],
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await balanceOf(db, b.available)).toBe(4n);
  });

  describe('holds', () => {
    it('holds cash, then settles part to a house account and releases the rest', async () => {
      const { userId, available, held } = await walletUser(10_000n);
      const holdId = await db.transaction((tx) =>
        hold(tx, { userId, currency: 'JPY', amount: 6000n, reason: 'ipo_application', reference: 'ipo:1', at }),
      );
      expect(await balanceOf(db, available)).toBe(4000n);
      expect(await balanceOf(db, held)).toBe(6000n);
      expect((await openHolds(db, userId)).map((h) => h.id)).toEqual([holdId]);

      const market = await houseAccount(db, HOUSE.market, 'JPY');
      const fees = await houseAccount(db, HOUSE.fees, 'JPY');
      const marketBefore = await balanceOf(db, market);
      const feesBefore = await balanceOf(db, fees);
      const settlement = await db.transaction((tx) =>
        settleHold(tx, {
          holdId,
          payees: [
            { accountId: market, amount: 5000n },
            { accountId: fees, amount: 55n },
          ],
          kind: 'IPO payment',
          at,
        }),
      );
      expect(settlement).toMatchObject({ settled: 5055n, released: 945n });
      expect(await balanceOf(db, available)).toBe(4945n);
      expect(await balanceOf(db, held)).toBe(0n);
      expect((await balanceOf(db, market)) - marketBefore).toBe(5000n);
      expect((await balanceOf(db, fees)) - feesBefore).toBe(55n);
      expect(await findHold(db, holdId)).toMatchObject({
        status: 'settled',
        settledAmount: 5055n,
        releasedAmount: 945n,
      });
      expect(await openHolds(db, userId)).toEqual([]);
    });

    it('releases a hold back to available cash, once', async () => {
      const { userId, available, held } = await walletUser(3000n);
      const holdId = await db.transaction((tx) =>
        hold(tx, { userId, currency: 'JPY', amount: 3000n, reason: 'withdrawal', at }),
      );
      await db.transaction((tx) => releaseHold(tx, { holdId, kind: 'withdrawal rejected', at }));
      expect(await balanceOf(db, available)).toBe(3000n);
      expect(await balanceOf(db, held)).toBe(0n);

      const bank = await houseAccount(db, HOUSE.bankCash, 'JPY');
      await expect(db.transaction((tx) => releaseHold(tx, { holdId, at }))).rejects.toBeInstanceOf(HoldNotOpenError);
      await expect(
        db.transaction((tx) =>
          settleHold(tx, { holdId, payees: [{ accountId: bank, amount: 1n }], kind: 'withdrawal', at }),
        ),
      ).rejects.toThrow(/already released/);
      expect(await balanceOf(db, available)).toBe(3000n);
    });

    it('settles a hold once, even when two settlements race', async () => {
      const { userId, available } = await walletUser(1000n);
      const holdId = await db.transaction((tx) =>
        hold(tx, { userId, currency: 'JPY', amount: 1000n, reason: 'withdrawal', at }),
      );
      const bank = await houseAccount(db, HOUSE.bankCash, 'JPY');
      const attempts = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          db.transaction((tx) =>
            settleHold(tx, { holdId, payees: [{ accountId: bank, amount: 1000n }], kind: 'withdrawal', at }),
          ),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await balanceOf(db, available)).toBe(0n);
    });

    it('the database refuses to reopen or change a closed hold', async () => {
      const { userId } = await walletUser(50n);
      const holdId = await db.transaction((tx) =>
        hold(tx, { userId, currency: 'JPY', amount: 50n, reason: 'order', at }),
      );
      await expect(db.query('UPDATE ledger_holds SET amount = 10 WHERE id = $1', [holdId])).rejects.toThrow(
        /can only be closed/,
      );
      await db.transaction((tx) => releaseHold(tx, { holdId, at }));
      await expect(db.query(`UPDATE ledger_holds SET status = 'open' WHERE id = $1`, [holdId])).rejects.toThrow(
        /already released/,
      );
      await expect(db.query('DELETE FROM ledger_holds WHERE id = $1', [holdId])).rejects.toThrow(/never deleted/);
    });

    it("refuses a hold beyond available cash with the caller's code, and a settlement beyond the hold", async () => {
      const { userId, available } = await walletUser(100n);
      const refused = db.transaction((tx) =>
        hold(tx, {
          userId,
          currency: 'JPY',
          amount: 101n,
          reason: 'order',
          at,
          insufficientCode: 'insufficient_available_balance',
        }),
      );
      await expect(refused).rejects.toMatchObject({ httpStatus: 422, code: 'insufficient_available_balance' });
      const holdId = await db.transaction((tx) =>
        hold(tx, { userId, currency: 'JPY', amount: 100n, reason: 'order', at }),
      );
      const market = await houseAccount(db, HOUSE.market, 'JPY');
      await expect(
        db.transaction((tx) =>
          settleHold(tx, { holdId, payees: [{ accountId: market, amount: 101n }], kind: 'stock purchase', at }),
        ),
      ).rejects.toThrow(/cannot settle/);
      expect(await findHold(db, holdId)).toMatchObject({ status: 'open' });
      expect(await balanceOf(db, available)).toBe(0n);
    });
  });

  describe('asset summary', () => {
    it("computes the seed's panel from available, held and loan accounts, as yen decimal strings", async () => {
      const { userId } = await walletUser(1_000_000n);
      await db.transaction(async (tx) => {
        await hold(tx, { userId, currency: 'JPY', amount: 200_000n, reason: 'withdrawal', at });
        // A loan draw: the user's loan account goes negative by what is owed, cash goes up.
        const loan = await openAccount(tx, userId, WALLET_LOAN, 'JPY', true);
        const { available } = await openWallet(tx, userId, 'JPY');
        await transfer(tx, {
          kind: 'loan',
          memo: '',
          at,
          entries: [
            { accountId: loan, amount: -50_000n },
            { accountId: available, amount: 50_000n },
          ],
        });
      });
      expect(await assetSummary(db, userId)).toEqual({
        currency: 'JPY',
        totalAssets: '1050000',
        frozenAssets: '200000',
        heldCash: '200000',
        availableCash: '850000',
        holdingsValue: '0',
        holdingsCost: '0',
        floatingProfit: '0',
        loanOutstanding: '50000',
        jpy: '850000',
        jpyyjed: '50000',
      });
      expect(await yenBalances(db, userId)).toEqual({ jpy: '850000', jpyyjed: '50000' });
    });

    it('counts the cost of holdings in frozen assets through the positions hook', async () => {
      const { userId } = await walletUser(10_000n);
      const figures = await assetFigures(db, userId, {
        positions: () => Promise.resolve({ cost: 59_000n, value: 59_910n, profit: 910n }),
      });
      expect(figures).toMatchObject({
        available: 10_000n,
        held: 0n,
        frozen: 59_000n,
        total: 69_000n,
        holdingsValue: 59_910n,
        floatingProfit: 910n,
      });
    });

    it('is all zeros for a user without accounts', async () => {
      const userId = await insertLedgerUser(db);
      expect(await assetSummary(db, userId)).toMatchObject({ totalAssets: '0', jpy: '0', jpyyjed: '0' });
    });
  });

  describe('idempotency', () => {
    const scope = (userId: bigint, key: string, form: Record<string, string>) => ({
      userId,
      operationId: 'testWithdraw',
      key,
      requestHash: requestHash(form),
      at,
    });

    it('runs once per key: a replay returns the stored answer and moves nothing', async () => {
      const { userId, available } = await walletUser(1000n);
      const form = { amount: '300', card: '1' };
      const run = () =>
        db.transaction((tx) =>
          idempotentCall(tx, scope(userId, 'key-00000001', form), async () => {
            const id = await withdrawToBank(tx, { userId, currency: 'JPY', amount: 300n, at });
            return { transferId: String(id), amount: '300' };
          }),
        );
      const first = await run();
      const again = await run();
      expect(first.replayed).toBe(false);
      expect(again).toEqual({ response: first.response, replayed: true });
      expect(await balanceOf(db, available)).toBe(700n);
    });

    it('refuses the same key with another body or operation (409 idempotency_conflict)', async () => {
      const { userId, available } = await walletUser(1000n);
      const move = (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => () =>
        withdrawToBank(tx, { userId, currency: 'JPY', amount: 100n, at }).then(String);
      await db.transaction((tx) => idempotent(tx, scope(userId, 'key-00000002', { amount: '100' }), move(tx)));
      await expect(
        db.transaction((tx) => idempotent(tx, scope(userId, 'key-00000002', { amount: '101' }), move(tx))),
      ).rejects.toMatchObject({ httpStatus: 409, code: 'idempotency_conflict' });
      await expect(
        db.transaction((tx) =>
          idempotent(tx, { ...scope(userId, 'key-00000002', { amount: '100' }), operationId: 'other' }, move(tx)),
        ),
      ).rejects.toMatchObject({ code: 'idempotency_conflict' });
      expect(await balanceOf(db, available)).toBe(900n);
    });

    it('stores nothing when the operation is refused, so the key can be used again', async () => {
      const { userId, available } = await walletUser(100n);
      const attempt = (amount: bigint) =>
        db.transaction((tx) =>
          idempotent(tx, scope(userId, 'key-00000003', { amount: String(amount) }), () =>
            withdrawToBank(tx, { userId, currency: 'JPY', amount, at }).then(String),
          ),
        );
      await expect(attempt(500n)).rejects.toMatchObject({ code: 'insufficient_balance' });
      expect(await db.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1', [userId])).toEqual([]);
      await attempt(100n);
      expect(await balanceOf(db, available)).toBe(0n);
    });

    it('refuses a missing or malformed key before anything moves', async () => {
      const { userId } = await walletUser(100n);
      for (const key of [undefined, '', 'short', 'has space in it', 'x'.repeat(65)]) {
        await expect(
          db.transaction((tx) => idempotent(tx, { ...scope(userId, 'k', {}), key }, () => Promise.resolve(1))),
        ).rejects.toMatchObject({ httpStatus: 400, code: 'invalid_parameter' });
      }
    });

    it('keeps keys per user', async () => {
      const a = await walletUser(100n);
      const b = await walletUser(100n);
      for (const { userId } of [a, b]) {
        await db.transaction((tx) =>
          idempotent(tx, scope(userId, 'shared-key-1', { amount: '10' }), () =>
            creditFromHouse(tx, HOUSE.promotions, {
              userId,
              currency: 'JPY',
              amount: 10n,
              kind: 'check-in reward',
              at,
            }).then(String),
          ),
        );
      }
      expect(await balanceOf(db, a.available)).toBe(110n);
      expect(await balanceOf(db, b.available)).toBe(110n);
    });
  });
});

describe('retries', () => {
  const failure = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

  it('runs a transaction again after a serialization failure or deadlock, a bounded number of times', async () => {
    let calls = 0;
    const result = await withRetry(
      () => {
        calls += 1;
        if (calls === 1) return Promise.reject(failure('40001'));
        if (calls === 2) return Promise.reject(failure('40P01'));
        return Promise.resolve('done');
      },
      { random: () => 0 },
    );
    expect(result).toBe('done');
    expect(calls).toBe(3);

    let endless = 0;
    await expect(
      withRetry(
        () => {
          endless += 1;
          return Promise.reject(failure('40001'));
        },
        { attempts: 4, random: () => 0 },
      ),
    ).rejects.toThrow('sqlstate 40001');
    expect(endless).toBe(4);
  });

  it('never retries other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(() => {
        calls += 1;
        return Promise.reject(failure('23505'));
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
  });
});

describe('request hash', () => {
  it('ignores field order but not values or repeated fields', () => {
    expect(requestHash({ a: '1', b: '2' })).toBe(requestHash({ b: '2', a: '1' }));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: '2' }));
    expect(
      requestHash([
        ['a', '1'],
        ['a', '2'],
      ]),
    ).not.toBe(
      requestHash([
        ['a', '2'],
        ['a', '1'],
      ]),
    );
  });
});
