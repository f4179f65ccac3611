import type { Db, Queryable } from '../../src/db/db.ts';
import { HOUSE } from '../../src/ledger/accounts.ts';
import { hold, settleHold } from '../../src/ledger/holds.ts';
import { houseAccount } from '../../src/ledger/ledger.ts';
import { creditFromHouse } from '../../src/ledger/wallets.ts';
import { parsePrice } from '../../src/market/price.ts';
import type { Market } from '../../src/market/types.ts';
import { deliverShares } from '../../src/offerings/common.ts';
import { principalOf } from '../../src/trading/figures.ts';
import { currencyOf } from '../../src/trading/market.ts';
import { userIdOf } from './accounts.ts';
import { FUND_PASSWORD, setFundPasswordDirectly, verifyDirectly } from './funding.ts';
import { dataOf, key } from './offerings.ts';
import type { ApiResponse, TestServer } from './server.ts';

export interface LoanUser {
  account: string;
  password: string;
  headers: Record<string, string>;
}

/** Signs the user in again (a session idles out after 12 hours, and these tests move the clock by days). */
export async function signInAgain(t: TestServer, user: LoanUser): Promise<void> {
  const login = await t.api.post('/user/login', { account: user.account, password: user.password });
  user.headers = { token: dataOf<{ token: string }>(login).token, account: user.account };
}

export interface LoanOrder {
  id: string;
  principal: string;
  outstandingPrincipal: string;
  interestAccrued: string;
  interestPaid: string;
  amountOwed: string;
  annualRate: string;
  termDays: number;
  status: string;
  overdue: boolean;
  dueDate?: string;
  rejectReason?: string;
  reviewNote?: string;
}

export interface LoanLimit {
  collateralValue: string;
  advanceRate: string;
  houseMaximum: string;
  creditScore: number;
  scoreMultiplier: string;
  totalLimit: string;
  usedLimit: string;
  pendingLimit: string;
  availableLimit: string;
  annualRate: string;
  amountOwed: string;
  hasOverdueLoan: boolean;
}

let delivery = 0;

/**
 * Paper shares: paper money credited for them, held and settled straight back to the simulator's paper funding (so
 * cash is as it was and the market's account moves only by real trades), delivered as a cash-account position — the
 * user's collateral, valued at the market's price.
 */
export async function giveHoldings(
  db: Db,
  account: string,
  holding: { market: Market; code: string; quantity: bigint; price: string },
  at: Date,
): Promise<void> {
  const userId = await userIdOf(db, account);
  const currency = currencyOf(holding.market);
  const price = parsePrice(holding.price);
  const cost = principalOf(price, holding.quantity, currency);
  await db.transaction(async (tx) => {
    // Paper money for the purchase first, so the user's cash is as it was.
    await creditFromHouse(tx, HOUSE.paperFunding, { userId, currency, amount: cost, kind: 'opening_credit', at });
    const holdId = await hold(tx, { userId, currency, amount: cost, reason: 'order', kind: 'hold', at });
    await settleHold(tx, {
      holdId,
      payees: [{ accountId: await houseAccount(tx, HOUSE.paperFunding, currency), amount: cost }],
      kind: 'stock_purchase',
      at,
    });
    await deliverShares(tx, {
      userId,
      market: holding.market,
      code: holding.code,
      price,
      quantity: holding.quantity,
      cost,
      holdId,
      clientOrderId: `loan-collateral-${(delivery += 1)}-${account}`,
      tradeDate: at.toISOString().slice(0, 10),
      at,
    });
  });
}

/** A verified user with the test fund password (and, with `holding`, shares as collateral). */
export async function borrower(
  t: TestServer,
  holding?: { market: Market; code: string; quantity: bigint; price: string },
): Promise<LoanUser> {
  const user = await t.newUser();
  await verifyDirectly(t.db, user.account);
  await setFundPasswordDirectly(t.db, user.account);
  if (holding) await giveHoldings(t.db, user.account, holding, t.clock.now());
  return { account: user.account, password: user.password, headers: user.headers };
}

export function loanApi(t: TestServer) {
  const withKey = (headers: Record<string, string>, k?: string) => ({ ...headers, 'Idempotency-Key': k ?? key() });
  return {
    limit: async (user: LoanUser) => dataOf<LoanLimit>(await t.api.post('/loan/limit', {}, user.headers)),
    apply: (user: LoanUser, amount: string, k?: string, password = FUND_PASSWORD): Promise<ApiResponse> =>
      t.api.post('/loan/apply', { amount, fund_password: password }, withKey(user.headers, k)),
    repay: (user: LoanUser, loanId: string, amount: string, k?: string): Promise<ApiResponse> =>
      t.api.post('/loan/repay', { loan_id: loanId, amount }, withKey(user.headers, k)),
    detail: async (user: LoanUser, id: string) =>
      dataOf<{ loan: LoanOrder; repayments: { amount: string; interestPart: string; principalPart: string }[] }>(
        await t.api.post('/loan/detail', { id }, user.headers),
      ),
    approve: async (id: string, operator: Record<string, string>, k?: string) =>
      t.api.post('/admin/loan/approve', { id }, withKey(operator, k)),
    reject: async (id: string, operator: Record<string, string>, reason: string, note?: string) =>
      t.api.post('/admin/loan/reject', { id, reason, ...(note ? { note } : {}) }, withKey(operator)),
    cash: async (user: LoanUser) =>
      BigInt(dataOf<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, user.headers)).jpy),
    jpyyjed: async (user: LoanUser) =>
      dataOf<{ jpyyjed: string }>(await t.api.post('/user/getUserinfo', {}, user.headers)).jpyyjed,
  };
}

/** Every loan with its figures, accrued days and repayments: what a refused request must leave as it was. */
export async function loanFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || status || ':' || outstanding_principal || ':' || interest_accrued || ':' ||
                               interest_paid, ',' ORDER BY id) FROM loans) AS loans,
            (SELECT COUNT(*) FROM loan_accruals)::bigint AS accruals,
            (SELECT COUNT(*) FROM loan_repayments)::bigint AS repayments`,
  );
  return row;
}

/** Interest a year of daily accrual would charge, recomputed independently (BigInt, day by day). */
export function modelInterest(
  days: readonly { principal: bigint }[],
  rateHundredths: bigint,
): { perDay: bigint[]; total: bigint } {
  const perDay = days.map(({ principal }) => (principal * rateHundredths) / (365n * 10_000n));
  return { perDay, total: perDay.reduce((a, b) => a + b, 0n) };
}
