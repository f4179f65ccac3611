import type { Queryable } from '../../src/db/db.ts';
import { PRICE_SCALE, type ScaledPrice } from '../../src/market/price.ts';
import { operatorHeaders } from './accounts.ts';
import { verifyDirectly } from './funding.ts';
import { dataOf, key } from './offerings.ts';
import type { ApiResponse, TestServer } from './server.ts';

export interface DaytradeUser {
  account: string;
  password: string;
  headers: Record<string, string>;
}

export interface DaytradeApplication {
  id: string;
  amount: string;
  state: string;
  rejectReason: string | null;
  note: string | null;
  releasedAt: string | null;
}

export interface DaytradeAccount {
  application: DaytradeApplication | null;
  approved: boolean;
  fund: string;
  leverageOptions: number[];
  buyingPower: string;
  marginInUse: string;
  availableMargin: string;
  minParticipationFund: string;
  commissionPercent: string;
  interestPercentPerYear: string;
  todayRealizedProfit: string;
  debt: string;
  sessionOpen: boolean;
  autoCloseAt: string | null;
}

export interface DaytradeOrder {
  id: string;
  clientOrderId: string;
  code: string;
  positionId: string | null;
  side: string;
  effect: string;
  orderType: string;
  price: string | null;
  quantity: number;
  filledQuantity: number;
  avgFillPrice: string | null;
  leverage: number;
  marginHeld: string;
  fee: string;
  realizedProfit: string | null;
  state: string;
  failReason: string | null;
  autoClose: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface DaytradePosition {
  id: string;
  code: string;
  side: string;
  quantity: number;
  avgPrice: string;
  lastPrice: string;
  leverage: number;
  marginHeld: string;
  unrealizedProfit: string;
  realizedProfit: string;
  state: string;
  autoCloseAt: string;
  closedAt: string | null;
}

export interface TransactionRecordItem {
  type: string;
  amount: string;
  orderNo?: string;
  stockCode?: string;
}

/** What a refused day-trade request must leave as it was: applications, orders, positions, fills and debts. */
export async function daytradeFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || state, ',' ORDER BY id) FROM daytrade_applications) AS applications,
            (SELECT string_agg(id || ':' || state || ':' || margin, ',' ORDER BY id) FROM daytrade_orders) AS orders,
            (SELECT string_agg(id || ':' || state || ':' || quantity || ':' || closing_quantity, ',' ORDER BY id)
             FROM daytrade_positions) AS positions,
            (SELECT COUNT(*) FROM daytrade_fills)::bigint AS fills,
            (SELECT string_agg(id || ':' || collected, ',' ORDER BY id) FROM daytrade_debts) AS debts`,
  );
  return row;
}

/** Yen notional of `quantity` shares at a decimal price, as the contract rounds it (half-up; exact on the ticks). */
export function yenOf(price: string, quantity: number): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  const scaled: ScaledPrice = BigInt(whole + fraction.padEnd(4, '0'));
  const raw = scaled * BigInt(quantity);
  return (raw + PRICE_SCALE / 2n) / PRICE_SCALE;
}

/** Notional ÷ leverage, rounded up. */
export const marginOf = (notional: bigint, leverage: number): bigint =>
  (notional + BigInt(leverage) - 1n) / BigInt(leverage);

/** The test's own figure of one day's interest: notional × rate (hundredths of a percent) ÷ 365, down. */
export const interestOf = (notional: bigint, rateHundredths: bigint): bigint =>
  (notional * rateHundredths) / 3_650_000n;

/** The day-trade calls of a test server, with fresh Idempotency-Keys and client order ids. */
export function daytradeApi(t: TestServer) {
  let sequence = 0;
  const clientId = () => `dt-${process.pid}-${(sequence += 1)}`;
  return {
    account: async (user: DaytradeUser) =>
      dataOf<DaytradeAccount>(await t.api.post('/daytrade/account', {}, user.headers)),
    apply: (user: DaytradeUser, amount: string, k = key()) =>
      t.api.post('/daytrade/apply', { amount, agree: '1' }, { ...user.headers, 'Idempotency-Key': k }),
    close: (user: DaytradeUser, applicationId: string, k = key()) =>
      t.api.post('/daytrade/close', { application_id: applicationId }, { ...user.headers, 'Idempotency-Key': k }),
    order: (user: DaytradeUser, form: Record<string, string>, k = key()): Promise<ApiResponse> =>
      t.api.post(
        '/daytrade/order',
        { type: 'jpy', stock_code: '7203', quantity: '100', leverage: '1', client_order_id: clientId(), ...form },
        { ...user.headers, 'Idempotency-Key': k },
      ),
    closePosition: (user: DaytradeUser, form: Record<string, string>, k = key()): Promise<ApiResponse> =>
      t.api.post(
        '/daytrade/closePosition',
        { order_type: 'market', client_order_id: clientId(), ...form },
        { ...user.headers, 'Idempotency-Key': k },
      ),
    orderDetail: async (user: DaytradeUser, orderId: string) =>
      dataOf<{ order: DaytradeOrder; fills: { price: string; quantity: number; fee: string; time: string }[] }>(
        await t.api.post('/daytrade/orderDetail', { order_id: orderId }, user.headers),
      ),
    orders: async (user: DaytradeUser, form: Record<string, string> = {}) =>
      dataOf<{ items: DaytradeOrder[]; total: number }>(await t.api.post('/daytrade/orders', form, user.headers)),
    positions: async (user: DaytradeUser, state: 'open' | 'closed' = 'open') =>
      dataOf<{ items: DaytradePosition[]; total: number }>(
        await t.api.post('/daytrade/positions', { state, size: '100' }, user.headers),
      ),
    cash: async (user: DaytradeUser) =>
      BigInt(dataOf<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, user.headers)).jpy),
    records: async (user: DaytradeUser) =>
      dataOf<{ items: TransactionRecordItem[] }>(await t.api.post('/record/list', { size: '100' }, user.headers)).items,
    /** The operator approves (signed in already with `op`, so a refusal can be shown to change nothing). */
    approve: async (applicationId: string, op?: Record<string, string>) =>
      t.api.post(
        '/admin/dayTrade/approve',
        { id: applicationId },
        { ...(op ?? (await operatorHeaders(t))), 'Idempotency-Key': key() },
      ),
    reject: async (applicationId: string, reason: string, note?: string, op?: Record<string, string>) =>
      t.api.post(
        '/admin/dayTrade/reject',
        { id: applicationId, reason, ...(note ? { note } : {}) },
        { ...(op ?? (await operatorHeaders(t))), 'Idempotency-Key': key() },
      ),
    /** A verified new user with an approved account and a fund of `amount` yen. */
    approvedUser: async (amount = '1000000'): Promise<DaytradeUser> => {
      const user = await t.newUser();
      await verifyDirectly(t.db, user.account);
      const applied = await t.api.post(
        '/daytrade/apply',
        { amount, agree: '1' },
        { ...user.headers, 'Idempotency-Key': key() },
      );
      if (applied.status !== 200) throw new Error(`apply failed: ${JSON.stringify(applied.body)}`);
      const id = dataOf<{ id: string }>(applied).id;
      const approved = await t.api.post(
        '/admin/dayTrade/approve',
        { id },
        { ...(await operatorHeaders(t)), 'Idempotency-Key': key() },
      );
      if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
      return user;
    },
  };
}
