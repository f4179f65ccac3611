/** The operator's follow products: create, edit, open, close and end them, each with an audit row. */
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { whereOf } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { HISTORY_START } from '../market/simulator/path.ts';
import { findListed } from '../market/universe/index.ts';
import type { Market } from '../market/types.ts';
import { marketDate } from '../market/zone.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { DecimalFormatError, formatMinor, parseDecimal } from '../money.ts';
import { currencyOf, formDate, formInstant } from '../offerings/common.ts';
import { codesOf, startOf, tradingDays, type NavDeps, type StrategyKind, type StrategyVersion } from './nav.ts';
import { endOrder, lockFollowingOrders } from './orders.ts';
import {
  adminProductView,
  bpText,
  inceptionNavOf,
  navProductOf,
  productNav,
  productRow,
  productState,
  requireProduct,
  versionsOf,
  writeVersion,
  type AdminFollowProductView,
  type ProductRow,
} from './products.ts';

const LANGS = ['jp', 'cn', 'us'] as const;

async function adminView(tx: Queryable, deps: NavDeps, id: bigint, now: Date): Promise<AdminFollowProductView> {
  const row = (await productRow(tx, id))!;
  const versions = (await versionsOf(tx, [id])).get(id) ?? [];
  return adminProductView(tx, row, versions, await productNav(deps, navProductOf(row, versions), now), deps, now);
}

export async function listAdminFollowProducts(
  tx: Queryable,
  deps: NavDeps,
  filter: { market: string | undefined; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<AdminFollowProductView>> {
  const { where, params } = whereOf(filter.market === undefined ? [] : [['market = ?', filter.market]]);
  const rows = await tx.query<{ id: bigint; status: ProductRow['status']; subscription_deadline: Date | null }>(
    `SELECT id, status, subscription_deadline FROM follow_products ${where} ORDER BY id DESC`,
    params,
  );
  const matching = rows.filter((r) => filter.state === undefined || productState(r, now) === filter.state);
  const items: AdminFollowProductView[] = [];
  for (const r of matching.slice(page.offset, page.offset + page.size))
    items.push(await adminView(tx, deps, r.id, now));
  return pageResult(page, items, matching.length);
}

// ---------------------------------------------------------------------------------------------------------------
// The terms of a strategy as the form writes them.

const unknownField = (field: string) => invalidParameter([{ field, rule: 'unknown' }]);
const requiredField = (field: string) => invalidParameter([{ field, rule: 'required' }]);
const basketInvalid = () => new ApiError(422, 'basket_weights_invalid');

function listedCodes(market: Market, codes: readonly string[]): void {
  if (new Set(codes).size !== codes.length) throw basketInvalid();
  for (const code of codes) if (!findListed(code, market)) throw basketInvalid();
}

interface StrategyTerms {
  kind: StrategyKind;
  codes: string[];
  weightsBp: number[] | null;
  lookbackDays: number | null;
  top: number | null;
}

/**
 * The strategy a form describes, on top of `base` (the current one, for an update): a leader's basket with weights
 * summing to 100.00, or a rule's universe (and, for momentum, its look-back and how many it holds). A field that
 * does not belong to the kind is refused, not ignored.
 */
function strategyTerms(form: Form, market: Market, base: StrategyTerms | undefined): StrategyTerms | undefined {
  const touched = ['strategy_kind', 'basket', 'universe', 'lookback_days', 'top'].some((f) => form[f] !== undefined);
  if (!touched) return undefined;
  const kind = (form.strategy_kind as StrategyKind | undefined) ?? base?.kind;
  if (kind === undefined) throw requiredField('strategy_kind');
  const sameKind = base?.kind === kind;
  if (kind === 'leader_basket') {
    for (const field of ['universe', 'lookback_days', 'top']) if (form[field] !== undefined) throw unknownField(field);
    if (form.basket === undefined) {
      if (!sameKind || !base) throw requiredField('basket');
      return base;
    }
    const parts = form.basket.split(',').map((part) => part.split(':') as [string, string]);
    const codes = parts.map(([code]) => code);
    const weightsBp = parts.map(([, weight]) => Number(weight.replace('.', '')));
    listedCodes(market, codes);
    if (weightsBp.some((w) => w <= 0) || weightsBp.reduce((a, b) => a + b, 0) !== 10_000) throw basketInvalid();
    return { kind, codes, weightsBp, lookbackDays: null, top: null };
  }
  if (form.basket !== undefined) throw unknownField('basket');
  if (kind === 'equal_weight')
    for (const field of ['lookback_days', 'top']) if (form[field] !== undefined) throw unknownField(field);
  const baseRule = base && base.kind !== 'leader_basket' ? base : undefined;
  const codes = form.universe?.split(',') ?? baseRule?.codes;
  if (codes === undefined) throw requiredField('universe');
  listedCodes(market, codes);
  if (kind === 'equal_weight') return { kind, codes, weightsBp: null, lookbackDays: null, top: null };
  const baseMomentum = base?.kind === 'momentum' ? base : undefined;
  const lookbackDays = form.lookback_days !== undefined ? Number(form.lookback_days) : baseMomentum?.lookbackDays;
  const top = form.top !== undefined ? Number(form.top) : baseMomentum?.top;
  if (lookbackDays === undefined || lookbackDays === null) throw requiredField('lookback_days');
  if (top === undefined || top === null) throw requiredField('top');
  if (top >= codes.length) throw basketInvalid();
  return { kind, codes, weightsBp: null, lookbackDays, top };
}

const termsOf = (v: StrategyVersion): StrategyTerms => ({
  kind: v.kind,
  codes: v.codes,
  weightsBp: v.weightsBp,
  lookbackDays: v.lookbackDays,
  top: v.top,
});

function percentField(form: Form, field: string): number | undefined {
  const text = form[field];
  return text === undefined ? undefined : Number(text.replace('.', ''));
}

function moneyField(form: Form, field: string, currency: string): bigint | undefined {
  const text = form[field];
  if (text === undefined) return undefined;
  let amount: bigint;
  try {
    amount = parseDecimal(text, currency);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field, rule: 'pattern' }]);
    throw error;
  }
  if (amount <= 0n) throw invalidParameter([{ field, rule: 'pattern' }]);
  return amount;
}

/** The leader's words: all three for a leader's basket, none for a rule (the server writes those). */
function strategyWords(form: Form, kind: StrategyKind): LocalizedText | null | undefined {
  const given = LANGS.filter((l) => form[`strategy_${l}`] !== undefined);
  if (kind !== 'leader_basket') {
    if (given.length > 0) throw unknownField(`strategy_${given[0]}`);
    return null;
  }
  if (given.length === 0) return undefined;
  const missing = LANGS.find((l) => form[`strategy_${l}`] === undefined);
  if (missing) throw requiredField(`strategy_${missing}`);
  return { jp: form.strategy_jp!, cn: form.strategy_cn!, us: form.strategy_us! };
}

/** Finds the leader by name (their profile updated when given) or adds them. */
async function leaderId(tx: Tx, form: Form, now: Date): Promise<bigint | undefined> {
  const name = form.leader_name;
  const profile = LANGS.map((l) => form[`leader_profile_${l}`]);
  if (name === undefined) {
    if (profile.some((p) => p !== undefined)) throw requiredField('leader_name');
    return undefined;
  }
  const [found] = await tx.query<{ id: bigint }>('SELECT id FROM follow_leaders WHERE name = $1 FOR UPDATE', [name]);
  if (found) {
    await tx.query(
      `UPDATE follow_leaders SET profile_jp = COALESCE($2, profile_jp), profile_cn = COALESCE($3, profile_cn),
         profile_us = COALESCE($4, profile_us), updated_at = $5 WHERE id = $1`,
      [found.id, profile[0] ?? null, profile[1] ?? null, profile[2] ?? null, now],
    );
    return found.id;
  }
  const missing = LANGS.find((l) => form[`leader_profile_${l}`] === undefined);
  if (missing) throw requiredField(`leader_profile_${missing}`);
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO follow_leaders (name, profile_jp, profile_cn, profile_us, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [name, profile[0], profile[1], profile[2], now],
  );
  return row!.id;
}

/** The trading days of a strategy, refused as `dates_out_of_order` when its record could not start or go on. */
async function strategyDays(deps: NavDeps, market: Market, terms: StrategyTerms, now: Date) {
  const today = marketDate(market, now);
  return { today, ...(await tradingDays(deps, market, codesOf([{ ...terms, effectiveDate: today }]), today, now)) };
}

const termsFields = (row: { name: LocalizedText; terms: Record<string, string> }): Record<string, string> => ({
  nameJp: row.name.jp,
  nameCn: row.name.cn,
  nameUs: row.name.us,
  ...row.terms,
});

function auditTerms(
  p: Pick<
    ProductRow,
    | 'min_investment'
    | 'entry_fee_bp'
    | 'early_exit_fee_bp'
    | 'early_exit_fee_days'
    | 'profit_share_bp'
    | 'subscription_deadline'
    | 'market'
  >,
  v: StrategyTerms,
): Record<string, string> {
  return {
    strategyKind: v.kind,
    codes: v.codes.join(','),
    ...(v.weightsBp ? { weights: v.weightsBp.map(bpText).join(',') } : {}),
    ...(v.lookbackDays !== null ? { lookbackDays: String(v.lookbackDays) } : {}),
    ...(v.top !== null ? { top: String(v.top) } : {}),
    minInvestment: formatMinor(p.min_investment, currencyOf(p.market)),
    entryFeePercent: bpText(p.entry_fee_bp),
    earlyExitFeePercent: bpText(p.early_exit_fee_bp),
    earlyExitFeeDays: String(p.early_exit_fee_days),
    profitSharePercent: bpText(p.profit_share_bp),
    subscriptionDeadline: p.subscription_deadline?.toISOString() ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Create and update.

export async function createFollowProduct(
  tx: Tx,
  deps: NavDeps,
  operator: Operator,
  form: Form,
): Promise<AdminFollowProductView> {
  const now = operator.now;
  const market = form.type as Market;
  const currency = currencyOf(market);
  const terms = strategyTerms(form, market, undefined)!;
  const words = strategyWords(form, terms.kind);
  if (words === undefined) throw requiredField('strategy_jp');
  const fees = {
    min_investment: moneyField(form, 'min_investment', currency)!,
    entry_fee_bp: percentField(form, 'entry_fee_percent')!,
    early_exit_fee_bp: percentField(form, 'early_exit_fee_percent')!,
    early_exit_fee_days: Number(form.early_exit_fee_days),
    profit_share_bp: percentField(form, 'profit_share_percent')!,
    subscription_deadline: formInstant(form.subscription_deadline, 'subscription_deadline') ?? null,
  };
  // The record starts at the first trading day on or after the inception date, before today, with the history a
  // momentum rule looks back over.
  const { today, days } = await strategyDays(deps, market, terms, now);
  const asked = formDate(form.inception_date, 'inception_date');
  const index = asked === undefined ? days.length - 1 : startOf(days, asked);
  const needed = terms.kind === 'momentum' ? (terms.lookbackDays ?? 0) : 0;
  if (index < needed || (asked !== undefined && (asked < HISTORY_START || asked >= today))) {
    throw new ApiError(422, 'dates_out_of_order');
  }
  const d0 = days[index]!;
  const leader = (await leaderId(tx, form, now))!;
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO follow_products (market, leader_id, name_jp, name_cn, name_us, strategy_jp, strategy_cn, strategy_us,
       min_investment, entry_fee_bp, early_exit_fee_bp, early_exit_fee_days, profit_share_bp, subscription_deadline,
       inception_date, inception_nav, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'closed', $17, $17) RETURNING id`,
    [
      market,
      leader,
      form.name_jp,
      form.name_cn,
      form.name_us,
      words?.jp ?? null,
      words?.cn ?? null,
      words?.us ?? null,
      fees.min_investment,
      fees.entry_fee_bp,
      fees.early_exit_fee_bp,
      fees.early_exit_fee_days,
      fees.profit_share_bp,
      fees.subscription_deadline,
      d0,
      inceptionNavOf(market),
      now,
    ],
  );
  const id = row!.id;
  await writeVersion(tx, id, { ...terms, effectiveDate: d0 }, now);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'follow_product_created',
    targetType: 'follow_product',
    targetId: String(id),
    before: null,
    after: {
      ...termsFields({
        name: { jp: form.name_jp!, cn: form.name_cn!, us: form.name_us! },
        terms: auditTerms({ ...fees, market }, terms),
      }),
      market,
      leader: form.leader_name!,
      inceptionDate: d0,
    },
    ipAddress: operator.address,
    at: now,
  });
  return adminView(tx, deps, id, now);
}

export async function updateFollowProduct(
  tx: Tx,
  deps: NavDeps,
  operator: Operator,
  form: Form,
): Promise<AdminFollowProductView> {
  const now = operator.now;
  const p = await requireProduct(tx, form.id, 'update');
  if (p.status === 'ended') throw new ApiError(409, 'admin_item_locked');
  const currency = currencyOf(p.market);
  const versions = (await versionsOf(tx, [p.id])).get(p.id) ?? [];
  const current = termsOf(versions.at(-1)!);
  const next = strategyTerms(form, p.market, current);
  const kind = next?.kind ?? current.kind;
  const words = strategyWords(form, kind);
  // A leader's basket needs the leader's words: kept when it already was one, given when it becomes one.
  if (kind === 'leader_basket' && words === undefined && p.strategy_jp === null) throw requiredField('strategy_jp');
  if (form.clear_deadline !== undefined && form.subscription_deadline !== undefined) {
    throw invalidParameter([{ field: 'clear_deadline', rule: 'unknown' }]);
  }
  if (next) {
    // The change takes effect at the close of the first trading day from today; a momentum rule needs its look-back.
    const { days } = await strategyDays(deps, p.market, next, now);
    if (next.kind === 'momentum' && days.length < (next.lookbackDays ?? 0))
      throw new ApiError(422, 'dates_out_of_order');
  }
  const updated = {
    name_jp: form.name_jp ?? p.name_jp,
    name_cn: form.name_cn ?? p.name_cn,
    name_us: form.name_us ?? p.name_us,
    min_investment: moneyField(form, 'min_investment', currency) ?? p.min_investment,
    entry_fee_bp: percentField(form, 'entry_fee_percent') ?? p.entry_fee_bp,
    early_exit_fee_bp: percentField(form, 'early_exit_fee_percent') ?? p.early_exit_fee_bp,
    early_exit_fee_days:
      form.early_exit_fee_days !== undefined ? Number(form.early_exit_fee_days) : p.early_exit_fee_days,
    profit_share_bp: percentField(form, 'profit_share_percent') ?? p.profit_share_bp,
    subscription_deadline:
      form.clear_deadline !== undefined
        ? null
        : (formInstant(form.subscription_deadline, 'subscription_deadline') ?? p.subscription_deadline),
  };
  const leader = (await leaderId(tx, form, now)) ?? p.leader_id;
  const strategy =
    kind !== 'leader_basket'
      ? null
      : (words ?? { jp: p.strategy_jp ?? '', cn: p.strategy_cn ?? '', us: p.strategy_us ?? '' });
  await tx.query(
    `UPDATE follow_products SET leader_id = $2, name_jp = $3, name_cn = $4, name_us = $5, strategy_jp = $6,
       strategy_cn = $7, strategy_us = $8, min_investment = $9, entry_fee_bp = $10, early_exit_fee_bp = $11,
       early_exit_fee_days = $12, profit_share_bp = $13, subscription_deadline = $14, updated_at = $15 WHERE id = $1`,
    [
      p.id,
      leader,
      updated.name_jp,
      updated.name_cn,
      updated.name_us,
      strategy?.jp ?? null,
      strategy?.cn ?? null,
      strategy?.us ?? null,
      updated.min_investment,
      updated.entry_fee_bp,
      updated.early_exit_fee_bp,
      updated.early_exit_fee_days,
      updated.profit_share_bp,
      updated.subscription_deadline,
      now,
    ],
  );
  if (next) await writeVersion(tx, p.id, { ...next, effectiveDate: marketDate(p.market, now) }, now);

  const before = {
    ...termsFields({ name: { jp: p.name_jp, cn: p.name_cn, us: p.name_us }, terms: auditTerms(p, current) }),
    leader: p.leader_name,
    strategy: p.strategy_us ?? '',
  };
  const after = {
    ...termsFields({
      name: { jp: updated.name_jp, cn: updated.name_cn, us: updated.name_us },
      terms: auditTerms({ ...updated, market: p.market }, next ?? current),
    }),
    leader: form.leader_name ?? p.leader_name,
    strategy: strategy?.us ?? '',
  };
  const changed = Object.keys(after).filter((k) => before[k as keyof typeof before] !== after[k as keyof typeof after]);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'follow_product_updated',
    targetType: 'follow_product',
    targetId: String(p.id),
    before: Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before] ?? ''])),
    after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after] ?? ''])),
    ipAddress: operator.address,
    at: now,
  });
  if (changed.length > 0) await tellFollowers(tx, p, 'changed', now);
  return adminView(tx, deps, p.id, now);
}

/** A message to every account following the product. */
async function tellFollowers(tx: Tx, p: ProductRow, what: 'changed' | 'ended', now: Date): Promise<void> {
  const users = await tx.query<{ user_id: bigint }>(
    `SELECT DISTINCT user_id FROM follow_orders WHERE product_id = $1 AND state = 'following' ORDER BY user_id`,
    [p.id],
  );
  await sendToAll(
    tx,
    users.map((u) => u.user_id),
    p,
    what,
    now,
  );
}

async function sendToAll(tx: Tx, users: readonly bigint[], p: ProductRow, what: 'changed' | 'ended', now: Date) {
  const message =
    what === 'changed'
      ? {
          title: {
            jp: `フォロー商品「${p.name_jp}」の内容が変更されました`,
            cn: `跟投产品「${p.name_cn}」的内容已变更`,
            us: `${p.name_us}: the product has changed`,
          },
          body: {
            jp: '商品ページで新しい内容をご確認ください。手数料の変更はこれからの購入にのみ適用され、お持ちの注文には購入時に示された手数料が適用されます。いつでも停止できます。',
            cn: '请在产品页面查看新内容。费用变更仅适用于今后的购买，您持有的订单仍按购买时披露的费用计算。可随时停止。',
            us: "See the product's page for what changed. Fee changes apply only to new buys; your orders keep the fees shown when you bought them. You can stop at any time.",
          },
        }
      : {
          title: {
            jp: `フォロー商品「${p.name_jp}」は運用を終了しました`,
            cn: `跟投产品「${p.name_cn}」已终止运作`,
            us: `${p.name_us} has ended`,
          },
          body: {
            jp: '運用終了時点の基準価額でお持ちの注文を終了し、代金を利用可能残高にお支払いしました（早期解約手数料はかかりません）。注文履歴で内訳をご確認いただけます。',
            cn: '您持有的订单已按终止时的净值结束，款项已支付至可用余额（不收取提前退出费）。明细请查看订单记录。',
            us: 'Your orders ended at the NAV of that moment and were paid to your available cash, with no early-exit fee. Your orders show each figure.',
          },
        };
  for (const userId of users) await sendInboxMessage(tx, userId, { kind: 'system', ...message }, now);
}

// ---------------------------------------------------------------------------------------------------------------
// Open, close, end.

/**
 * Opens or closes a product to new money, or ends it: every following order ends at the NAV now with no early-exit
 * fee and the disclosed profit share on a gain, all in one transaction with the orders locked before any money moves.
 */
export async function setFollowProductStatus(
  db: Db,
  deps: NavDeps,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminFollowProductView> {
  const now = operator.now;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'setFollowProductStatus',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const p = await requireProduct(tx, form.id, 'update');
        if (p.status === 'ended') throw new ApiError(409, 'admin_item_locked');
        const state = form.state as ProductRow['status'];
        let paid: { orders: number; proceeds: bigint } | undefined;
        if (state === 'ended') {
          const orders = await lockFollowingOrders(tx, p.id);
          const versions = (await versionsOf(tx, [p.id])).get(p.id) ?? [];
          paid = { orders: orders.length, proceeds: 0n };
          if (orders.length > 0) {
            const { nav } = await productNav(deps, navProductOf(p, versions), now);
            for (const order of orders)
              paid.proceeds += (await endOrder(tx, order, nav, 'product_ended', false, now)).proceeds;
            await sendToAll(tx, [...new Set(orders.map((o) => o.user_id))], p, 'ended', now);
          }
          await tx.query(`UPDATE follow_products SET status = 'ended', ended_at = $2, updated_at = $2 WHERE id = $1`, [
            p.id,
            now,
          ]);
        } else {
          await tx.query('UPDATE follow_products SET status = $2, updated_at = $3 WHERE id = $1', [p.id, state, now]);
        }
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'follow_product_status_set',
          targetType: 'follow_product',
          targetId: String(p.id),
          before: { status: p.status },
          after: {
            status: state,
            ...(paid
              ? { ordersEnded: String(paid.orders), paid: formatMinor(paid.proceeds, currencyOf(p.market)) }
              : {}),
          },
          ipAddress: operator.address,
          at: now,
        });
        return adminView(tx, deps, p.id, now);
      },
    ),
  );
}
