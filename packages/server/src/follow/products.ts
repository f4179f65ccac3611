/**
 * Follow products: what users compare and the operator manages. A product follows a strategy (a leader's basket or
 * a quantitative rule, with every change of it kept: follow_strategies), its NAV computed from prices (nav.ts).
 */
import type { ResponseData } from '@kabuto/api-client';
import type { Queryable, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { rowId } from '../funding/common.ts';
import { addDays } from '../market/rules/dates.ts';
import type { Market } from '../market/types.ts';
import { minorUnitExponent, formatMinor } from '../money.ts';
import { currencyOf, nameOf, timeText } from '../offerings/common.ts';
import {
  closeInstant,
  maxDrawdownText,
  navNow,
  navText,
  NoRecordError,
  percentText,
  type NavDeps,
  type NavNow,
  type NavProduct,
  type StrategyKind,
  type StrategyVersion,
} from './nav.ts';
import { DISCLOSURE, ruleWords } from './words.ts';

export type FollowProductView = ResponseData<'/follow/detail'>;
export type AdminFollowProductView = ResponseData<'/admin/follow/create'>;
export type FollowProductState = FollowProductView['state'];

export interface ProductRow {
  id: bigint;
  market: Market;
  leader_id: bigint;
  leader_name: string;
  leader_profile_jp: string;
  leader_profile_cn: string;
  leader_profile_us: string;
  leader_since: string;
  name_jp: string;
  name_cn: string;
  name_us: string;
  strategy_jp: string | null;
  strategy_cn: string | null;
  strategy_us: string | null;
  min_investment: bigint;
  entry_fee_bp: number;
  early_exit_fee_bp: number;
  early_exit_fee_days: number;
  profit_share_bp: number;
  subscription_deadline: Date | null;
  inception_date: string;
  inception_nav: bigint;
  status: 'open' | 'closed' | 'ended';
  updated_at: Date;
  follower_count: number;
  following_orders: number;
  ended_orders: number;
  ended_amount: bigint;
  ended_proceeds: bigint;
}

const PRODUCT_SELECT = `SELECT p.id, p.market, p.leader_id, l.name AS leader_name, l.profile_jp AS leader_profile_jp,
    l.profile_cn AS leader_profile_cn, l.profile_us AS leader_profile_us,
    (SELECT MIN(q.inception_date) FROM follow_products q WHERE q.leader_id = p.leader_id)::text AS leader_since,
    p.name_jp, p.name_cn, p.name_us, p.strategy_jp, p.strategy_cn, p.strategy_us, p.min_investment, p.entry_fee_bp,
    p.early_exit_fee_bp, p.early_exit_fee_days, p.profit_share_bp, p.subscription_deadline,
    p.inception_date::text AS inception_date, p.inception_nav, p.status, p.updated_at,
    (SELECT COUNT(DISTINCT o.user_id) FROM follow_orders o WHERE o.product_id = p.id AND o.state = 'following')::int
      AS follower_count,
    (SELECT COUNT(*) FROM follow_orders o WHERE o.product_id = p.id AND o.state = 'following')::int AS following_orders,
    (SELECT COUNT(*) FROM follow_orders o WHERE o.product_id = p.id AND o.state = 'ended')::int AS ended_orders,
    (SELECT COALESCE(SUM(o.amount), 0) FROM follow_orders o WHERE o.product_id = p.id AND o.state = 'ended')::bigint
      AS ended_amount,
    (SELECT COALESCE(SUM(o.proceeds), 0) FROM follow_orders o WHERE o.product_id = p.id AND o.state = 'ended')::bigint
      AS ended_proceeds
  FROM follow_products p JOIN follow_leaders l ON l.id = p.leader_id`;

export type RowLock = 'share' | 'update' | undefined;

export async function productRow(tx: Queryable, id: bigint, lock?: RowLock): Promise<ProductRow | undefined> {
  const suffix = lock === 'share' ? ' FOR SHARE OF p' : lock === 'update' ? ' FOR UPDATE OF p' : '';
  const [row] = await tx.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1${suffix}`, [id]);
  return row;
}

export async function requireProduct(tx: Queryable, idText: string | undefined, lock?: RowLock): Promise<ProductRow> {
  const row = await productRow(tx, rowId(idText, 'not_found'), lock);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

interface VersionRow {
  product_id: bigint;
  effective_date: string;
  kind: StrategyKind;
  codes: string;
  weights_bp: string | null;
  lookback_days: number | null;
  top: number | null;
}

const toVersion = (r: VersionRow): StrategyVersion => ({
  effectiveDate: r.effective_date,
  kind: r.kind,
  codes: r.codes.split(','),
  weightsBp: r.weights_bp === null ? null : r.weights_bp.split(',').map(Number),
  lookbackDays: r.lookback_days,
  top: r.top,
});

/** Every product's strategies, oldest first. */
export async function versionsOf(tx: Queryable, ids: readonly bigint[]): Promise<Map<bigint, StrategyVersion[]>> {
  const out = new Map<bigint, StrategyVersion[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await tx.query<VersionRow>(
    `SELECT product_id, effective_date::text AS effective_date, kind, codes, weights_bp, lookback_days, top
       FROM follow_strategies WHERE product_id = ANY($1::bigint[]) ORDER BY product_id, effective_date, id`,
    [ids.map(String)],
  );
  for (const r of rows) out.get(r.product_id)?.push(toVersion(r));
  return out;
}

export async function writeVersion(tx: Tx, productId: bigint, version: StrategyVersion, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO follow_strategies (product_id, effective_date, kind, codes, weights_bp, lookback_days, top, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      productId,
      version.effectiveDate,
      version.kind,
      version.codes.join(','),
      version.weightsBp === null ? null : version.weightsBp.join(','),
      version.lookbackDays,
      version.top,
      at,
    ],
  );
}

export const navProductOf = (row: ProductRow, versions: StrategyVersion[]): NavProduct => ({
  id: row.id,
  market: row.market,
  inceptionDate: row.inception_date,
  inceptionNav: row.inception_nav,
  versions,
});

/** The product's NAV now; a product whose record cannot be computed has no price to trade at. */
export async function productNav(deps: NavDeps, product: NavProduct, now: Date): Promise<NavNow> {
  try {
    return await navNow(deps, product, now);
  } catch (error) {
    if (error instanceof NoRecordError) throw new ApiError(422, 'price_unavailable');
    throw error;
  }
}

/** The state users see: an open product whose deadline has passed is closed to new money. */
export function productState(row: Pick<ProductRow, 'status' | 'subscription_deadline'>, now: Date): FollowProductState {
  if (row.status !== 'open') return row.status;
  return row.subscription_deadline !== null && now > row.subscription_deadline ? 'closed' : 'open';
}

/** Hundredths of a percent as the contract's Percent: 50 → `0.50`. */
export const bpText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A product's NAV on the contract's scale: 10,000 minor units of its currency (¥10,000, $100.00). */
export const inceptionNavOf = (market: Market): bigint =>
  (10_000n * 10_000n) / 10n ** BigInt(minorUnitExponent(currencyOf(market)));

const nameText = (row: ProductRow): LocalizedText => ({ jp: row.name_jp, cn: row.name_cn, us: row.name_us });

function strategyText(row: ProductRow, current: StrategyVersion): LocalizedText {
  if (current.kind === 'leader_basket' && row.strategy_jp !== null) {
    return { jp: row.strategy_jp, cn: row.strategy_cn ?? '', us: row.strategy_us ?? '' };
  }
  return ruleWords(current);
}

function ruleOf(current: StrategyVersion) {
  const rule = current.kind !== 'leader_basket';
  return {
    kind: current.kind,
    rebalance: 'monthly' as const,
    universe: rule ? [...current.codes] : [],
    lookbackDays: current.kind === 'momentum' ? current.lookbackDays : null,
    top: current.kind === 'momentum' ? current.top : null,
  };
}

/** What users and operators are both shown of a product. */
function commonView(row: ProductRow, versions: StrategyVersion[], nav: NavNow, deps: NavDeps, now: Date) {
  const current = versions.at(-1)!;
  const { record } = nav;
  const market = row.market;
  return {
    id: String(row.id),
    name: nameText(row),
    leader: {
      id: String(row.leader_id),
      name: row.leader_name,
      profile: { jp: row.leader_profile_jp, cn: row.leader_profile_cn, us: row.leader_profile_us },
      since: row.leader_since,
    },
    strategy: strategyText(row, current),
    rule: ruleOf(current),
    basket: record.rebalance.basket.map(({ code, weightBp }) => ({
      code,
      market,
      name: nameOf(market, code),
      weightPercent: bpText(weightBp),
    })),
    rebalancedAt: timeText(market, closeInstant(market, record.rebalance.date, deps.alwaysOpen)),
    currency: currencyOf(market),
    minInvestment: formatMinor(row.min_investment, currencyOf(market)),
    nav: navText(nav.nav),
    inceptionNav: navText(row.inception_nav),
    inceptionDate: record.d0,
    cumulativeReturnPercent: percentText(nav.nav - row.inception_nav, row.inception_nav),
    maxDrawdownPercent: maxDrawdownText([...record.navs, nav.nav]),
    entryFeePercent: bpText(row.entry_fee_bp),
    earlyExitFeePercent: bpText(row.early_exit_fee_bp),
    earlyExitFeeDays: row.early_exit_fee_days,
    profitSharePercent: bpText(row.profit_share_bp),
    subscriptionDeadline: row.subscription_deadline === null ? null : timeText(market, row.subscription_deadline),
    state: productState(row, now),
    followerCount: row.follower_count,
  };
}

export function productView(
  row: ProductRow,
  versions: StrategyVersion[],
  nav: NavNow,
  deps: NavDeps,
  now: Date,
): FollowProductView {
  const common = commonView(row, versions, nav, deps, now);
  const monthAgo = addDays(nav.record.days.at(-1)!, -30);
  const currency = currencyOf(row.market);
  return {
    id: common.id,
    name: common.name,
    leader: common.leader,
    strategy: common.strategy,
    rule: common.rule,
    basket: common.basket,
    rebalancedAt: common.rebalancedAt,
    currency: common.currency,
    minInvestment: common.minInvestment,
    nav: common.nav,
    navAt: timeText(row.market, nav.navAt),
    inceptionNav: common.inceptionNav,
    inceptionDate: common.inceptionDate,
    dailyReturnPercent: nav.previousClose
      ? percentText(nav.nav - nav.previousClose.nav, nav.previousClose.nav)
      : '0.00',
    cumulativeReturnPercent: common.cumulativeReturnPercent,
    maxDrawdownPercent: common.maxDrawdownPercent,
    sparkline: nav.record.days
      .map((date, i) => ({ date, nav: nav.record.navs[i]! }))
      .filter((p) => p.date > monthAgo)
      .slice(-31)
      .map((p) => navText(p.nav)),
    followerResults: {
      endedOrders: row.ended_orders,
      invested: formatMinor(row.ended_amount, currency),
      paidOut: formatMinor(row.ended_proceeds, currency),
      returnPercent: row.ended_orders > 0 ? percentText(row.ended_proceeds - row.ended_amount, row.ended_amount) : null,
    },
    entryFeePercent: common.entryFeePercent,
    earlyExitFeePercent: common.earlyExitFeePercent,
    earlyExitFeeDays: common.earlyExitFeeDays,
    profitSharePercent: common.profitSharePercent,
    subscriptionDeadline: common.subscriptionDeadline,
    state: common.state,
    followerCount: common.followerCount,
    disclosure: DISCLOSURE,
  };
}

/** Value now of every following order of a product: each order's units × NAV rounded down, summed. */
async function assetsOf(tx: Queryable, row: ProductRow, nav: bigint): Promise<bigint> {
  const exponent = minorUnitExponent(currencyOf(row.market));
  const [sum] = await tx.query<{ assets: bigint }>(
    `SELECT COALESCE(SUM(floor(units::numeric * $2::numeric * $3::numeric / 100000000)), 0)::bigint AS assets
       FROM follow_orders WHERE product_id = $1 AND state = 'following'`,
    [row.id, nav, 10n ** BigInt(exponent)],
  );
  return sum?.assets ?? 0n;
}

export async function adminProductView(
  tx: Queryable,
  row: ProductRow,
  versions: StrategyVersion[],
  nav: NavNow,
  deps: NavDeps,
  now: Date,
): Promise<AdminFollowProductView> {
  const common = commonView(row, versions, nav, deps, now);
  return {
    id: common.id,
    name: common.name,
    leader: common.leader,
    strategy: common.strategy,
    rule: common.rule,
    market: row.market,
    currency: common.currency,
    basket: common.basket,
    rebalancedAt: common.rebalancedAt,
    minInvestment: common.minInvestment,
    entryFeePercent: common.entryFeePercent,
    earlyExitFeePercent: common.earlyExitFeePercent,
    earlyExitFeeDays: common.earlyExitFeeDays,
    profitSharePercent: common.profitSharePercent,
    subscriptionDeadline: common.subscriptionDeadline,
    state: common.state,
    nav: common.nav,
    inceptionNav: common.inceptionNav,
    inceptionDate: common.inceptionDate,
    cumulativeReturnPercent: common.cumulativeReturnPercent,
    maxDrawdownPercent: common.maxDrawdownPercent,
    followerCount: common.followerCount,
    followingOrders: row.following_orders,
    assets: formatMinor(await assetsOf(tx, row, nav.nav), common.currency),
    updatedAt: timeText(row.market, row.updated_at),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The users' calls.

/** Products, open first, then closed, then ended; newest first within each. */
export async function listFollowProducts(
  tx: Queryable,
  deps: NavDeps,
  filter: { state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<FollowProductView>> {
  const rows = await tx.query<ProductRow>(`${PRODUCT_SELECT} ORDER BY p.id DESC`);
  const rank = { open: 0, closed: 1, ended: 2 } as const;
  const matching = rows
    .map((row) => ({ row, state: productState(row, now) }))
    .filter((p) => filter.state === undefined || p.state === filter.state)
    .sort((a, b) => rank[a.state] - rank[b.state]);
  const pageRows = matching.slice(page.offset, page.offset + page.size).map((p) => p.row);
  const versions = await versionsOf(
    tx,
    pageRows.map((r) => r.id),
  );
  const items: FollowProductView[] = [];
  for (const row of pageRows) {
    const v = versions.get(row.id) ?? [];
    items.push(productView(row, v, await productNav(deps, navProductOf(row, v), now), deps, now));
  }
  return pageResult(page, items, matching.length);
}

export async function followProductDetail(tx: Queryable, deps: NavDeps, idText: string | undefined, now: Date) {
  const row = await requireProduct(tx, idText);
  const versions = (await versionsOf(tx, [row.id])).get(row.id) ?? [];
  return productView(row, versions, await productNav(deps, navProductOf(row, versions), now), deps, now);
}

const RANGE_DAYS = { '1w': 7, '1m': 30, '3m': 91, '6m': 182, '1y': 365 } as const;
type NavRange = ResponseData<'/follow/navHistory'>['range'];

/** Closing NAVs of the finished trading days of a range, each with its change from the previous close. */
export async function followNavHistory(
  tx: Queryable,
  deps: NavDeps,
  form: { product_id?: string; range?: string },
  now: Date,
) {
  const row = await requireProduct(tx, form.product_id);
  const versions = (await versionsOf(tx, [row.id])).get(row.id) ?? [];
  const { record } = await productNav(deps, navProductOf(row, versions), now);
  const range = (form.range ?? '3m') as NavRange;
  const last = record.days.at(-1)!;
  const from = range === 'all' ? record.d0 : addDays(last, -RANGE_DAYS[range]);
  const points = record.days
    .map((date, i) => ({
      date,
      nav: navText(record.navs[i]!),
      dailyReturnPercent: i === 0 ? '0.00' : percentText(record.navs[i]! - record.navs[i - 1]!, record.navs[i - 1]!),
    }))
    .filter((p) => range === 'all' || p.date > from)
    .slice(-2000);
  return { productId: String(row.id), range, points };
}
