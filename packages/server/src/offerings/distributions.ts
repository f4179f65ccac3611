import type { ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import { rowId, whereOf } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { hold, releaseHold, settleHold } from '../ledger/holds.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount } from '../ledger/ledger.ts';
import { divide, parsePrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import { snapToTickScaled } from '../market/rules/ticks.ts';
import type { Market } from '../market/types.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { formatMinor } from '../money.ts';
import { settlementDateOf, todayIn } from '../trading/market.ts';
import {
  amountOf,
  assertVerified,
  currencyOf,
  deliverShares,
  formInstant,
  listedInstrument,
  lockApplicant,
  nameOf,
  priceText,
  timeText,
} from './common.ts';
import type { UserCall } from './ipo.ts';
import { lotsAvailableOf, newEntryId, newSeed, runDraw, seedHashOf } from './lottery.ts';

export type BlockDistribution = ResponseData<'/block/detail'>;
export type BlockApplication = ResponseData<'/block/apply'>;
export type AdminDistribution = ResponseData<'/admin/distribution/create'>;
export type AdminBlockApplication = ResponseData<'/admin/blockApplication/detail'>;

interface DistributionRow {
  id: bigint;
  market: Market;
  code: string;
  total_shares: bigint;
  min_shares: bigint;
  max_shares: bigint;
  unit_shares: number;
  discount_bp: number;
  window_start: Date;
  window_end: Date;
  status: 'announced' | 'open' | 'allotted' | 'cancelled';
  base_price: bigint | null;
  price: bigint | null;
  seed: string | null;
  seed_hash: string | null;
  seed_published: boolean;
  allotted_shares: bigint | null;
  updated_at: Date;
  applied_shares: bigint;
  applications: number;
}

const DISTRIBUTION_SELECT = `SELECT d.id, d.market, d.code, d.total_shares, d.min_shares, d.max_shares, d.unit_shares,
    d.discount_bp, d.window_start, d.window_end, d.status, d.base_price, d.price, d.seed, d.seed_hash, d.seed_published,
    d.allotted_shares, d.updated_at,
    (SELECT COALESCE(SUM(a.quantity), 0) FROM block_applications a WHERE a.distribution_id = d.id
      AND a.status IN ('pending', 'approved', 'allotted', 'not_allotted'))::bigint AS applied_shares,
    (SELECT COUNT(*) FROM block_applications a WHERE a.distribution_id = d.id
      AND a.status IN ('pending', 'approved', 'allotted', 'not_allotted'))::int AS applications
  FROM block_distributions d`;

async function distributionRow(tx: Queryable, id: bigint, lock = false): Promise<DistributionRow | undefined> {
  const [row] = await tx.query<DistributionRow>(
    `${DISTRIBUTION_SELECT} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row;
}

async function requireDistribution(tx: Queryable, idText: string | undefined, lock = false) {
  const row = await distributionRow(tx, rowId(idText, 'not_found'), lock);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

type DistributionState = BlockDistribution['state'];

function distributionState(d: DistributionRow, now: Date): DistributionState {
  if (d.status === 'open') return now >= d.window_end ? 'closed' : 'open';
  return d.status;
}

const windowOpen = (d: DistributionRow, now: Date) =>
  d.status === 'open' && now >= d.window_start && now < d.window_end;

const discountText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
const distributionDate = (d: DistributionRow) => todayIn(d.market, d.window_start);

const ALLOCATION_RULE = {
  jp: '申込が分売株数を超えた場合は売買単位ごとの抽選（kabuto-lottery-v1、申込ごとに同じ確率）で配分します。抽選のシードは受付開始時にハッシュで公開し、締切後に公開します。',
  cn: '申购超过分售股数时，按交易单位以抽签（kabuto-lottery-v1，每笔申请概率相同）分配。抽签种子在受理开始时公布其哈希值，截止后公布种子本身。',
  us: 'If applications exceed the shares, they are allotted by lottery in trading units (kabuto-lottery-v1, equal odds per application). The seed is committed by its hash when the window opens and published after it closes.',
};

function distributionView(d: DistributionRow, now: Date, myApplicationId: bigint | null): BlockDistribution {
  const state = distributionState(d, now);
  const date = distributionDate(d);
  return {
    id: String(d.id),
    code: d.code,
    name: nameOf(d.market, d.code),
    market: d.market,
    currency: currencyOf(d.market),
    state,
    previousClose: d.base_price === null ? null : priceText(d.base_price),
    discountPercent: discountText(d.discount_bp),
    price: d.price === null ? null : priceText(d.price),
    lotSize: d.unit_shares,
    minShares: Number(d.min_shares),
    maxShares: Number(d.max_shares),
    totalShares: Number(d.total_shares),
    appliedShares: state === 'closed' || state === 'allotted' ? Number(d.applied_shares) : null,
    feePercent: '0.00',
    distributionDate: date,
    applicationStart: timeText(d.market, d.window_start),
    applicationEnd: timeText(d.market, d.window_end),
    deliveryDate: settlementDateOf(d.market, date),
    allocationRule: ALLOCATION_RULE,
    myApplicationId: myApplicationId === null ? null : String(myApplicationId),
    seedHash: d.seed_hash,
    seed: d.seed_published ? d.seed : null,
  };
}

/**
 * Opens what is due: at the start of its window a distribution's price is fixed from the previous close less the
 * disclosed discount (rounded down to the tick) and its lottery seed is committed. Each under its row lock, once.
 */
export async function openDueDistributions(db: Db, marketData: MarketDataProvider, now: Date): Promise<void> {
  const due = await db.query<{ id: bigint; market: Market; code: string }>(
    `SELECT id, market, code FROM block_distributions WHERE status = 'announced' AND window_start <= $1 ORDER BY id`,
    [now],
  );
  for (const candidate of due) {
    const quote = await marketData.quote(candidate.market, candidate.code, now);
    if (!quote) continue;
    await db.transaction(async (tx) => {
      const d = await distributionRow(tx, candidate.id, true);
      if (!d || d.status !== 'announced') return;
      const instrument = listedInstrument(d.market, d.code, new ApiError(404, 'not_found'));
      const base = parsePrice(quote.previousClose);
      const discounted = divide(base * BigInt(10_000 - d.discount_bp), 10_000n, 'floor');
      const price = snapToTickScaled(instrument, discounted, 'down');
      const seed = newSeed();
      await tx.query(
        `UPDATE block_distributions SET status = 'open', base_price = $2, price = $3, seed = $4, seed_hash = $5,
           opened_at = $6, updated_at = $6 WHERE id = $1`,
        [d.id, base, price > 0n ? price : base, seed, seedHashOf(seed), now],
      );
    });
  }
}

export async function listBlockDistributions(
  tx: Queryable,
  userId: bigint,
  filter: { market: Market; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<BlockDistribution>> {
  const rows = await tx.query<DistributionRow>(
    `${DISTRIBUTION_SELECT} WHERE d.market = $1 ORDER BY d.window_start, d.id`,
    [filter.market],
  );
  const matching = rows.filter((d) => filter.state === undefined || distributionState(d, now) === filter.state);
  const pageRows = matching.slice(page.offset, page.offset + page.size);
  const mine = await myApplications(
    tx,
    userId,
    pageRows.map((d) => d.id),
  );
  return pageResult(
    page,
    pageRows.map((d) => distributionView(d, now, mine.get(d.id) ?? null)),
    matching.length,
  );
}

async function myApplications(tx: Queryable, userId: bigint, ids: bigint[]): Promise<Map<bigint, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ distribution_id: bigint; id: bigint }>(
    `SELECT distribution_id, id FROM block_applications
     WHERE user_id = $1 AND distribution_id = ANY($2::bigint[]) AND status NOT IN ('cancelled', 'rejected')`,
    [userId, ids.map(String)],
  );
  return new Map(rows.map((r) => [r.distribution_id, r.id]));
}

export async function blockDistributionDetail(tx: Queryable, userId: bigint, idText: string | undefined, now: Date) {
  const d = await requireDistribution(tx, idText);
  const mine = await myApplications(tx, userId, [d.id]);
  return distributionView(d, now, mine.get(d.id) ?? null);
}

interface ApplicationRow {
  id: bigint;
  distribution_id: bigint;
  user_id: bigint;
  account: string;
  market: Market;
  code: string;
  quantity: bigint;
  price: bigint;
  amount: bigint;
  fee: bigint;
  hold_id: bigint;
  entry_id: string;
  status: AdminBlockApplication['status'];
  allotted_quantity: bigint | null;
  released_amount: bigint;
  reject_reason: AdminBlockApplication['rejectReason'];
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  decided_at: Date | null;
  cancelled_at: Date | null;
  position_id: bigint | null;
  client_order_id: string | null;
  applied_at: Date;
  window_start: Date;
  window_end: Date;
  distribution_status: DistributionRow['status'];
}

const APPLICATION_SELECT = `SELECT a.id, a.distribution_id, a.user_id, u.account, a.market, a.code, a.quantity, a.price,
    a.amount, a.fee, a.hold_id, a.entry_id, a.status, a.allotted_quantity, a.released_amount, a.reject_reason, a.note,
    r.account AS reviewed_by, a.reviewed_at, a.decided_at, a.cancelled_at, a.position_id, a.client_order_id,
    a.applied_at, d.window_start, d.window_end, d.status AS distribution_status
  FROM block_applications a JOIN users u ON u.id = a.user_id JOIN block_distributions d ON d.id = a.distribution_id
  LEFT JOIN users r ON r.id = a.reviewed_by`;

const isLive = (status: ApplicationRow['status']) => status === 'pending' || status === 'approved';

function applicationView(a: ApplicationRow, now: Date): BlockApplication {
  const currency = currencyOf(a.market);
  const money = (amount: bigint) => formatMinor(amount, currency);
  const state: BlockApplication['state'] = isLive(a.status)
    ? 'pending'
    : a.status === 'rejected'
      ? 'cancelled'
      : a.status;
  const allocation: BlockApplication['allocation'] =
    a.status === 'allotted'
      ? a.allotted_quantity === a.quantity
        ? 'full'
        : 'partial'
      : a.status === 'not_allotted'
        ? 'none'
        : null;
  const open = a.distribution_status === 'open' && now >= a.window_start && now < a.window_end;
  return {
    id: String(a.id),
    distributionId: String(a.distribution_id),
    code: a.code,
    name: nameOf(a.market, a.code),
    market: a.market,
    currency,
    price: priceText(a.price),
    quantity: Number(a.quantity),
    amount: money(a.amount),
    fee: money(a.fee),
    heldAmount: money(isLive(a.status) ? a.amount + a.fee : 0n),
    releasedAmount: money(a.released_amount),
    state,
    allocation,
    allottedQuantity: a.allotted_quantity === null ? null : Number(a.allotted_quantity),
    cancellable: isLive(a.status) && open,
    appliedAt: timeText(a.market, a.applied_at),
    decidedAt: a.decided_at ? timeText(a.market, a.decided_at) : null,
    cancelledAt: a.cancelled_at
      ? timeText(a.market, a.cancelled_at)
      : a.status === 'rejected' && a.reviewed_at
        ? timeText(a.market, a.reviewed_at)
        : null,
    positionId: a.position_id === null ? null : String(a.position_id),
    clientOrderId: a.client_order_id,
  };
}

function reviewView(a: ApplicationRow): AdminBlockApplication {
  return {
    id: String(a.id),
    account: a.account,
    distributionId: String(a.distribution_id),
    stockCode: a.code,
    stockName: nameOf(a.market, a.code),
    market: a.market,
    price: priceText(a.price),
    quantity: Number(a.quantity),
    heldAmount: formatMinor(a.amount + a.fee, currencyOf(a.market)),
    allottedQuantity: a.allotted_quantity === null ? null : Number(a.allotted_quantity),
    appliedAt: timeText(a.market, a.applied_at),
    status: a.status,
    rejectReason: a.reject_reason,
    note: a.note,
    reviewedBy: a.reviewed_by,
    reviewedAt: a.reviewed_at ? timeText(a.market, a.reviewed_at) : null,
  };
}

async function applicationRow(tx: Queryable, id: bigint, lock = false): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return row;
}

async function ownApplication(tx: Queryable, userId: bigint, idText: string | undefined, lock = false) {
  const row = await applicationRow(tx, rowId(idText, 'order_not_found'), lock);
  if (!row || row.user_id !== userId) throw new ApiError(404, 'order_not_found');
  return row;
}

export async function blockApplicationDetail(tx: Queryable, userId: bigint, idText: string | undefined, now: Date) {
  return applicationView(await ownApplication(tx, userId, idText), now);
}

export async function listBlockApplications(
  tx: Queryable,
  userId: bigint,
  filter: { market: Market; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<BlockApplication>> {
  const rows = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.user_id = $1 AND a.market = $2 ORDER BY a.id DESC`,
    [userId, filter.market],
  );
  const views = rows
    .map((a) => applicationView(a, now))
    .filter((v) => filter.state === undefined || v.state === filter.state);
  return pageResult(page, views.slice(page.offset, page.offset + page.size), views.length);
}

/** The seed's `/trade/ustockslist`: the caller's distribution applications, status 0 while the amount is held. */
export async function listStockSubscriptions(tx: Queryable, userId: bigint, market: Market, page: PageRequest) {
  const rows = await tx.query<{ id: bigint; status: string; amount: bigint; fee: bigint }>(
    `SELECT id, status, amount, fee FROM block_applications WHERE user_id = $1 AND market = $2
     ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [userId, market, page.size, page.offset],
  );
  return rows.map((r) => ({
    id: String(r.id),
    status: r.status === 'pending' || r.status === 'approved' ? 0 : 1,
    credit: formatMinor(r.amount + r.fee, currencyOf(market)),
  }));
}

/**
 * Applies for a distribution inside its window: one application per account, stock and day (cancelled ones count),
 * shares in trading units between the minimum and the maximum, price × shares held at once. Under the applicant's
 * lock, so two at once cannot both pass the daily check or together hold more than the cash.
 */
export async function applyBlockDistribution(db: Db, call: UserCall, form: Form): Promise<BlockApplication> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'applyBlockDistribution',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const applicant = await lockApplicant(tx, user.userId);
        const d = await requireDistribution(tx, form.distribution_id);
        assertVerified(applicant);
        if (!windowOpen(d, now) || d.price === null) throw new ApiError(422, 'block_trade_closed');
        const quantity = BigInt(form.quantity ?? '0');
        if (quantity < d.min_shares) throw new ApiError(422, 'block_min_shares');
        if (quantity > d.max_shares) throw new ApiError(422, 'block_max_shares');
        if (quantity % BigInt(d.unit_shares) !== 0n) throw new ApiError(422, 'block_lot_multiple');
        const tradeDate = distributionDate(d);
        const already = await tx.query(
          'SELECT 1 FROM block_applications WHERE user_id = $1 AND market = $2 AND code = $3 AND trade_date = $4',
          [user.userId, d.market, d.code, tradeDate],
        );
        if (already.length > 0) throw new ApiError(422, 'daily_limit_reached');
        const amount = amountOf(d.market, d.price, quantity);
        const holdId = await hold(tx, {
          userId: user.userId,
          currency: currencyOf(d.market),
          amount,
          reason: 'block_application',
          reference: `distribution:${d.id}`,
          memo: `distribution ${d.code}: ${quantity} shares`,
          at: now,
        });
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO block_applications (distribution_id, user_id, market, code, trade_date, quantity, price, amount,
                                           hold_id, entry_id, client_order_id, applied_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            d.id,
            user.userId,
            d.market,
            d.code,
            tradeDate,
            quantity,
            d.price,
            amount,
            holdId,
            newEntryId(),
            form.client_order_id ?? null,
            now,
          ],
        );
        if (!row) throw new Error('application insert returned nothing');
        return applicationView((await applicationRow(tx, row.id))!, now);
      },
    ),
  );
}

/** Cancels the caller's waiting application inside the window and releases its hold; it still counts for the day. */
export async function cancelBlockApplication(db: Db, call: UserCall, form: Form): Promise<BlockApplication> {
  const { user, now } = call;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'cancelBlockApplication',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockApplicant(tx, user.userId);
        const a = await ownApplication(tx, user.userId, form.application_id, true);
        const open = a.distribution_status === 'open' && now >= a.window_start && now < a.window_end;
        if (!open) throw new ApiError(422, 'block_trade_closed');
        if (!isLive(a.status)) throw new ApiError(422, 'order_not_in_review');
        await releaseHold(tx, { holdId: a.hold_id, memo: `distribution application ${a.id} cancelled`, at: now });
        await tx.query(
          `UPDATE block_applications SET status = 'cancelled', cancelled_at = $2, released_amount = amount + fee
           WHERE id = $1`,
          [a.id, now],
        );
        return applicationView((await applicationRow(tx, a.id))!, now);
      },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The operator's calls.

function adminView(d: DistributionRow): AdminDistribution {
  return {
    id: String(d.id),
    stockCode: d.code,
    market: d.market,
    stockName: nameOf(d.market, d.code),
    totalShares: Number(d.total_shares),
    minShares: Number(d.min_shares),
    maxShares: Number(d.max_shares),
    unitShares: d.unit_shares,
    discountPercent: discountText(d.discount_bp),
    basePrice: d.base_price === null ? null : priceText(d.base_price),
    price: d.price === null ? null : priceText(d.price),
    windowStart: timeText(d.market, d.window_start),
    windowEnd: timeText(d.market, d.window_end),
    status: d.status === 'open' ? 'open' : d.status,
    appliedShares: Number(d.applied_shares),
    applications: d.applications,
    allottedShares: d.allotted_shares === null ? null : Number(d.allotted_shares),
    seedHash: d.seed_hash,
    seed: d.seed_published ? d.seed : null,
    updatedAt: timeText(d.market, d.updated_at),
  };
}

/** The operator's list shows `closed` for an open distribution whose window is over, as users see it. */
function adminViewAt(d: DistributionRow, now: Date): AdminDistribution {
  return { ...adminView(d), status: distributionState(d, now) };
}

export async function listAdminDistributions(
  tx: Queryable,
  filter: { market: string | undefined; status: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<AdminDistribution>> {
  const { where, params } = whereOf(filter.market === undefined ? [] : [['d.market = ?', filter.market]]);
  const rows = await tx.query<DistributionRow>(
    `${DISTRIBUTION_SELECT} ${where} ORDER BY d.window_start DESC, d.id DESC`,
    params,
  );
  const views = rows
    .map((d) => adminViewAt(d, now))
    .filter((v) => filter.status === undefined || v.status === filter.status);
  return pageResult(page, views.slice(page.offset, page.offset + page.size), views.length);
}

interface DistributionTerms {
  market: Market;
  code: string;
  unitShares: number;
  total: bigint;
  min: bigint;
  max: bigint;
  discountBp: number;
  windowStart: Date;
  windowEnd: Date;
}

function distributionTerms(form: Form, base: DistributionTerms | undefined, now: Date): DistributionTerms {
  const market = (form.type as Market | undefined) ?? base?.market;
  const code = form.stock_code ?? base?.code;
  if (market === undefined || code === undefined) throw invalidParameter([{ field: 'stock_code', rule: 'required' }]);
  const instrument = listedInstrument(market, code, new ApiError(404, 'not_found'));
  const shares = (field: string, fallback: bigint | undefined) => {
    const text = form[field];
    const value = text === undefined ? fallback : BigInt(text);
    if (value === undefined) throw invalidParameter([{ field, rule: 'required' }]);
    return value;
  };
  const discount = form.discount_percent;
  const terms: DistributionTerms = {
    market,
    code,
    unitShares: instrument.lotSize,
    total: shares('total_shares', base?.total),
    min: shares('min_shares', base?.min),
    max: shares('max_shares', base?.max),
    discountBp: discount === undefined ? (base?.discountBp ?? 0) : Number(discount.replace('.', '')),
    windowStart: formInstant(form.window_start, 'window_start') ?? base?.windowStart ?? now,
    windowEnd: formInstant(form.window_end, 'window_end') ?? base?.windowEnd ?? now,
  };
  const unit = BigInt(terms.unitShares);
  for (const [field, value] of [
    ['total_shares', terms.total],
    ['min_shares', terms.min],
    ['max_shares', terms.max],
  ] as const) {
    if (value % unit !== 0n) throw invalidParameter([{ field, rule: 'pattern' }]);
  }
  if (terms.min > terms.max) throw invalidParameter([{ field: 'min_shares', rule: 'pattern' }]);
  if (terms.max > terms.total) throw invalidParameter([{ field: 'max_shares', rule: 'pattern' }]);
  if (terms.discountBp < 1 || terms.discountBp > 500)
    throw invalidParameter([{ field: 'discount_percent', rule: 'pattern' }]);
  if (terms.windowStart <= now || terms.windowEnd <= terms.windowStart) throw new ApiError(422, 'dates_out_of_order');
  return terms;
}

const termFields = (t: DistributionTerms): Record<string, string> => ({
  stockCode: t.code,
  market: t.market,
  totalShares: String(t.total),
  minShares: String(t.min),
  maxShares: String(t.max),
  discountPercent: discountText(t.discountBp),
  windowStart: t.windowStart.toISOString(),
  windowEnd: t.windowEnd.toISOString(),
});

export async function createDistribution(tx: Tx, operator: Operator, form: Form): Promise<AdminDistribution> {
  const t = distributionTerms(form, undefined, operator.now);
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO block_distributions (market, code, total_shares, min_shares, max_shares, unit_shares, discount_bp,
                                      window_start, window_end, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [t.market, t.code, t.total, t.min, t.max, t.unitShares, t.discountBp, t.windowStart, t.windowEnd, operator.now],
  );
  if (!row) throw new Error('distribution insert returned nothing');
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'distribution_created',
    targetType: 'distribution',
    targetId: String(row.id),
    before: null,
    after: termFields(t),
    ipAddress: operator.address,
    at: operator.now,
  });
  return adminViewAt((await distributionRow(tx, row.id))!, operator.now);
}

export async function updateDistribution(tx: Tx, operator: Operator, form: Form): Promise<AdminDistribution> {
  const d = await requireDistribution(tx, form.id, true);
  if (d.status !== 'announced' || operator.now >= d.window_start) throw new ApiError(409, 'admin_item_locked');
  const base: DistributionTerms = {
    market: d.market,
    code: d.code,
    unitShares: d.unit_shares,
    total: d.total_shares,
    min: d.min_shares,
    max: d.max_shares,
    discountBp: d.discount_bp,
    windowStart: d.window_start,
    windowEnd: d.window_end,
  };
  const t = distributionTerms(form, base, operator.now);
  await tx.query(
    `UPDATE block_distributions SET market = $2, code = $3, total_shares = $4, min_shares = $5, max_shares = $6,
       unit_shares = $7, discount_bp = $8, window_start = $9, window_end = $10, updated_at = $11
     WHERE id = $1`,
    [
      d.id,
      t.market,
      t.code,
      t.total,
      t.min,
      t.max,
      t.unitShares,
      t.discountBp,
      t.windowStart,
      t.windowEnd,
      operator.now,
    ],
  );
  const before = termFields(base);
  const after = termFields(t);
  const changed = Object.keys(after).filter((k) => before[k] !== after[k]);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'distribution_updated',
    targetType: 'distribution',
    targetId: String(d.id),
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? ''])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? ''])),
    ipAddress: operator.address,
    at: operator.now,
  });
  return adminViewAt((await distributionRow(tx, d.id))!, operator.now);
}

/**
 * Closes a distribution and allocates, in one transaction: approved applications get their shares in full when
 * demand fits, otherwise by the lottery in trading units with the seed committed at the window's start; allotted
 * shares become holdings at the distribution price, each hold settles for what was allotted and releases the rest;
 * the seed is published. An announced distribution is cancelled instead.
 */
export async function closeDistribution(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminDistribution> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'closeDistribution',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const d = await requireDistribution(tx, form.id, true);
        const now = operator.now;
        if (d.status === 'allotted' || d.status === 'cancelled') throw new ApiError(409, 'block_trade_closed');
        if (d.status === 'announced') {
          await tx.query(
            `UPDATE block_distributions SET status = 'cancelled', closed_at = $2, updated_at = $2 WHERE id = $1`,
            [d.id, now],
          );
        } else {
          const pending = await tx.query(
            `SELECT 1 FROM block_applications WHERE distribution_id = $1 AND status = 'pending' LIMIT 1`,
            [d.id],
          );
          if (pending.length > 0) throw new ApiError(422, 'pending_reviews_exist');
          await allocate(tx, d, now);
        }
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'distribution_closed',
          targetType: 'distribution',
          targetId: String(d.id),
          before: { status: distributionState(d, now) },
          after: { status: d.status === 'announced' ? 'cancelled' : 'allotted' },
          ipAddress: operator.address,
          at: now,
        });
        return adminViewAt((await distributionRow(tx, d.id))!, now);
      },
    ),
  );
}

async function allocate(tx: Tx, d: DistributionRow, now: Date): Promise<void> {
  if (d.price === null || d.seed === null) throw new Error(`distribution ${d.id} is open without a price or seed`);
  const unit = BigInt(d.unit_shares);
  const approved = await tx.query<{
    id: bigint;
    user_id: bigint;
    quantity: bigint;
    amount: bigint;
    hold_id: bigint;
    entry_id: string;
  }>(
    `SELECT id, user_id, quantity, amount, hold_id, entry_id FROM block_applications
     WHERE distribution_id = $1 AND status = 'approved' ORDER BY id FOR UPDATE`,
    [d.id],
  );
  const demand = approved.reduce((sum, a) => sum + a.quantity, 0n);
  const allotted = new Map<bigint, bigint>();
  if (demand <= d.total_shares) {
    for (const a of approved) allotted.set(a.id, a.quantity);
  } else {
    const outcome = runDraw(
      d.seed,
      approved.map((a) => ({ entryId: a.entry_id, lots: Number(a.quantity / unit) })),
      lotsAvailableOf(d.total_shares, unit),
    );
    const lotsOf = new Map(outcome.entries.map((e) => [e.entryId, e.allottedLots]));
    for (const a of approved) allotted.set(a.id, BigInt(lotsOf.get(a.entry_id) ?? 0) * unit);
  }
  const market = await houseAccount(tx, HOUSE.market, currencyOf(d.market));
  let total = 0n;
  for (const a of approved) {
    const shares = allotted.get(a.id) ?? 0n;
    if (shares > 0n) {
      const cost = amountOf(d.market, d.price, shares);
      await settleHold(tx, {
        holdId: a.hold_id,
        payees: [{ accountId: market, amount: cost }],
        kind: 'stock_purchase',
        memo: `distribution ${d.code}: ${shares} shares allotted`,
        at: now,
      });
      const positionId = await deliverShares(tx, {
        userId: a.user_id,
        market: d.market,
        code: d.code,
        price: d.price,
        quantity: shares,
        cost,
        holdId: a.hold_id,
        clientOrderId: `blk-allot-${a.id}`,
        tradeDate: todayIn(d.market, now),
        at: now,
      });
      await tx.query(
        `UPDATE block_applications SET status = 'allotted', allotted_quantity = $2, released_amount = amount + fee - $3,
           decided_at = $4, position_id = $5 WHERE id = $1`,
        [a.id, shares, cost, now, positionId],
      );
      total += shares;
    } else {
      await releaseHold(tx, { holdId: a.hold_id, memo: `distribution ${d.code}: not allotted`, at: now });
      await tx.query(
        `UPDATE block_applications SET status = 'not_allotted', allotted_quantity = 0, released_amount = amount + fee,
           decided_at = $2 WHERE id = $1`,
        [a.id, now],
      );
    }
  }
  await tx.query(
    `UPDATE block_distributions SET status = 'allotted', allotted_shares = $2, seed_published = true, closed_at = $3,
       updated_at = $3 WHERE id = $1`,
    [d.id, total, now],
  );
}

export async function listAdminBlockApplications(
  tx: Queryable,
  filter: { status?: string | undefined; distributionId?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<AdminBlockApplication>> {
  const conditions: [string, unknown][] = [];
  if (filter.status !== undefined) conditions.push(['a.status = ?', filter.status]);
  if (filter.distributionId !== undefined) {
    conditions.push(['a.distribution_id = ?', rowId(filter.distributionId, 'not_found')]);
  }
  if (filter.account !== undefined) conditions.push(['u.account = ?', filter.account]);
  const { where, params } = whereOf(conditions);
  const rows = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} ${where}
     ORDER BY (a.status = 'pending') DESC, CASE WHEN a.status = 'pending' THEN a.id END ASC, a.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM block_applications a JOIN users u ON u.id = a.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(reviewView), count?.n ?? 0);
}

export async function adminBlockApplication(tx: Queryable, idText: string | undefined) {
  const row = await applicationRow(tx, rowId(idText, 'not_found'));
  if (!row) throw new ApiError(404, 'not_found');
  return reviewView(row);
}

async function lockedReview(tx: Tx, idText: string | undefined): Promise<ApplicationRow> {
  const row = await applicationRow(tx, rowId(idText, 'not_found'), true);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

export async function approveBlockApplication(tx: Tx, operator: Operator, idText: string | undefined) {
  const a = await lockedReview(tx, idText);
  if (a.status !== 'pending') throw new ApiError(409, 'review_already_decided');
  if (a.distribution_status !== 'open') throw new ApiError(409, 'block_trade_closed');
  await tx.query(
    `UPDATE block_applications SET status = 'approved', reviewed_by = $2, reviewed_at = $3 WHERE id = $1`,
    [a.id, operator.userId, operator.now],
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'block_application_approved',
    targetType: 'block_application',
    targetId: String(a.id),
    before: { status: 'pending' },
    after: { status: 'approved' },
    ipAddress: operator.address,
    at: operator.now,
  });
  return reviewView((await applicationRow(tx, a.id))!);
}

/** Rejects a waiting application with a reason the user sees and releases its whole hold. */
export async function rejectBlockApplication(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminBlockApplication> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'rejectBlockApplication',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const a = await lockedReview(tx, form.id);
        if (!isLive(a.status) || a.distribution_status === 'allotted')
          throw new ApiError(409, 'review_already_decided');
        const reason = form.reason as NonNullable<AdminBlockApplication['rejectReason']>;
        const note = form.note ?? null;
        await releaseHold(tx, {
          holdId: a.hold_id,
          memo: `distribution application ${a.id} rejected`,
          at: operator.now,
        });
        await tx.query(
          `UPDATE block_applications SET status = 'rejected', reject_reason = $2, note = $3, reviewed_by = $4,
             reviewed_at = $5, released_amount = amount + fee WHERE id = $1`,
          [a.id, reason, note, operator.userId, operator.now],
        );
        await sendInboxMessage(
          tx,
          a.user_id,
          {
            kind: 'system',
            title: {
              jp: `立会外分売 ${a.code} の申込は受け付けられませんでした`,
              cn: `场外分售 ${a.code} 的申请未被受理`,
              us: `Your application for the ${a.code} distribution was not accepted`,
            },
            body: {
              jp: `拘束金 ${formatMinor(a.amount + a.fee, currencyOf(a.market))} は全額解除されました。${note ?? ''}`,
              cn: `冻结金额 ${formatMinor(a.amount + a.fee, currencyOf(a.market))} 已全部解冻。${note ?? ''}`,
              us: `The ${formatMinor(a.amount + a.fee, currencyOf(a.market))} held has been released in full. ${note ?? ''}`.trim(),
            },
          },
          operator.now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'block_application_rejected',
          targetType: 'block_application',
          targetId: String(a.id),
          before: { status: a.status },
          after: { status: 'rejected', ...(note ? { note } : {}) },
          reason,
          ipAddress: operator.address,
          at: operator.now,
        });
        return reviewView((await applicationRow(tx, a.id))!);
      },
    ),
  );
}
