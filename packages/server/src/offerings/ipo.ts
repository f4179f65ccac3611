import type { ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { rowId, whereOf } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { hold, releaseHold } from '../ledger/holds.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount } from '../ledger/ledger.ts';
import { parsePrice } from '../market/price.ts';
import type { ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import type { Market } from '../market/types.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { formatMinor } from '../money.ts';
import { todayIn } from '../trading/market.ts';
import {
  amountOf,
  assertVerified,
  currencyOf,
  deliverShares,
  formDate,
  formInstant,
  formPrice,
  listedInstrument,
  lockApplicant,
  percentOf,
  priceText,
  timeText,
} from './common.ts';
import {
  entriesHashOf,
  LOTTERY_ALGORITHM,
  LOTTERY_ALGORITHM_ID,
  lotsAvailableOf,
  newEntryId,
  newSeed,
  runDraw,
  seedHashOf,
} from './lottery.ts';
import type { LotteryEntry } from './lottery.ts';
import { closeHoldsTogether } from './settle.ts';
import type { HoldClose } from './settle.ts';

export type IpoOffering = ResponseData<'/ipo/detail'>['offering'];
export type IpoOfferingDetail = ResponseData<'/ipo/detail'>;
export type IpoApplication = ResponseData<'/ipo/subscribe'>;
export type IpoAllotment = ResponseData<'/ipo/allotments'>['items'][number];
export type IpoDraw = ResponseData<'/ipo/draw'>;
export type IpoDrawEntry = ResponseData<'/ipo/drawEntries'>['items'][number];
export type AdminIpo = ResponseData<'/admin/ipo/create'>;
export type AdminIpoDraw = ResponseData<'/admin/ipo/draw'>;
type Segment = IpoOffering['segment'];
type OfferingState = IpoOffering['state'];
type DrawState = IpoDraw['state'];

export interface OfferingRow {
  id: bigint;
  market: Market;
  code: string;
  segment: Segment;
  name_jp: string;
  name_cn: string;
  name_us: string;
  summary_jp: string;
  summary_cn: string;
  summary_us: string;
  lead_underwriter: string;
  per: string | null;
  shares_total: bigint;
  shares_for_lottery: bigint;
  unit_shares: number;
  max_lots: number;
  provisional_price: bigint | null;
  price_band_low: bigint;
  price_band_high: bigint;
  offer_price: bigint | null;
  book_building_start: string;
  book_building_end: string;
  subscription_start: Date;
  subscription_end: Date;
  lottery_date: string;
  allotment_date: string;
  listing_date: string;
  status: 'open' | 'drawn' | 'allotted';
  seed: string | null;
  seed_hash: string | null;
  committed_at: Date | null;
  entries_hash: string | null;
  seed_published_at: Date | null;
  drawn_at: Date | null;
  entry_count: number | null;
  lots_requested: number | null;
  winner_count: number | null;
  allotted_at: Date | null;
  listing_price: bigint | null;
  listed_at: Date | null;
  updated_at: Date;
  /** Live (not cancelled) applications and the lots they ask for. */
  live_count: number;
  live_lots: number;
}

const OFFERING_SELECT = `SELECT o.id, o.market, o.code, o.segment, o.name_jp, o.name_cn, o.name_us, o.summary_jp,
    o.summary_cn, o.summary_us, o.lead_underwriter, o.per, o.shares_total, o.shares_for_lottery, o.unit_shares,
    o.max_lots, o.provisional_price, o.price_band_low, o.price_band_high, o.offer_price,
    o.book_building_start::text AS book_building_start, o.book_building_end::text AS book_building_end,
    o.subscription_start, o.subscription_end, o.lottery_date::text AS lottery_date,
    o.allotment_date::text AS allotment_date, o.listing_date::text AS listing_date, o.status, o.seed, o.seed_hash,
    o.committed_at, o.entries_hash, o.seed_published_at, o.drawn_at, o.entry_count, o.lots_requested,
    o.winner_count, o.allotted_at, o.listing_price, o.listed_at, o.updated_at,
    (SELECT COUNT(*) FROM ipo_applications a WHERE a.offering_id = o.id AND a.state <> 'cancelled')::int AS live_count,
    (SELECT COALESCE(SUM(a.lots), 0) FROM ipo_applications a
      WHERE a.offering_id = o.id AND a.state <> 'cancelled')::int AS live_lots
  FROM ipo_offerings o`;

export async function offeringRow(tx: Queryable, id: bigint, lock = false): Promise<OfferingRow | undefined> {
  const [row] = await tx.query<OfferingRow>(`${OFFERING_SELECT} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [
    id,
  ]);
  return row;
}

async function requireOffering(tx: Queryable, idText: string | undefined, lock = false): Promise<OfferingRow> {
  const row = await offeringRow(tx, rowId(idText, 'not_found'), lock);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// States, as the clock and the draw make them.

/** Applications are open: the window has started, the seed is committed, the deadline has not passed. */
const accepting = (o: OfferingRow, now: Date) =>
  o.status === 'open' && o.seed_hash !== null && now >= o.subscription_start && now < o.subscription_end;
const pastDeadline = (o: OfferingRow, now: Date) => now >= o.subscription_end;
const resultPublished = (o: OfferingRow) => o.status !== 'open' && o.seed_published_at !== null;
const listedNow = (o: OfferingRow, now: Date) => o.status === 'allotted' && todayIn(o.market, now) >= o.listing_date;

/** The user's state: without a committed seed applications never open, so the offering stays upcoming. */
export function offeringState(o: OfferingRow, now: Date): OfferingState {
  if (o.status === 'allotted') return listedNow(o, now) ? 'listed' : 'allotted';
  if (o.status === 'drawn') return 'awaiting_lottery';
  if (pastDeadline(o, now)) return 'awaiting_lottery';
  if (o.seed_hash === null || now < o.subscription_start) return 'upcoming';
  return 'subscribing';
}

function adminStatus(o: OfferingRow, now: Date): AdminIpo['status'] {
  return o.status === 'drawn' ? 'drawn' : offeringState(o, now);
}

export function drawState(o: OfferingRow, now: Date): DrawState {
  if (o.seed_hash === null) return 'pending';
  if (resultPublished(o)) return 'drawn';
  return pastDeadline(o, now) || o.status !== 'open' ? 'entries_published' : 'committed';
}

/** What an application holds per share: the offer price once fixed, the band's high end before. */
const applicationPrice = (o: OfferingRow): ScaledPrice => o.offer_price ?? o.price_band_high;
const lotsAvailable = (o: OfferingRow) => lotsAvailableOf(o.shares_for_lottery, BigInt(o.unit_shares));

// ---------------------------------------------------------------------------------------------------------------
// Views.

function offeringView(o: OfferingRow, now: Date, myApplicationId: bigint | null): IpoOffering {
  const price = o.offer_price;
  const published = resultPublished(o);
  const listed = o.listing_price !== null && listedNow(o, now);
  const lead = { jp: o.lead_underwriter, cn: o.lead_underwriter, us: o.lead_underwriter };
  return {
    id: String(o.id),
    code: o.code,
    name: { jp: o.name_jp, cn: o.name_cn, us: o.name_us },
    market: o.market,
    segment: o.segment,
    currency: currencyOf(o.market),
    state: offeringState(o, now),
    provisionalPrice: o.provisional_price === null ? null : priceText(o.provisional_price),
    priceRangeLow: priceText(o.price_band_low),
    priceRangeHigh: priceText(o.price_band_high),
    offeringPrice: price === null ? null : priceText(price),
    per: o.per,
    sharesOffered: Number(o.shares_total),
    sharesForLottery: Number(o.shares_for_lottery),
    lotSize: o.unit_shares,
    minQuantity: o.unit_shares,
    maxLotsPerAccount: o.max_lots,
    minAmount:
      price === null ? null : formatMinor(amountOf(o.market, price, BigInt(o.unit_shares)), currencyOf(o.market)),
    leadUnderwriter: lead,
    winningRate:
      published && o.entry_count !== null && o.winner_count !== null
        ? percentOf(BigInt(o.winner_count), BigInt(o.entry_count))
        : null,
    bookBuildingStart: o.book_building_start,
    bookBuildingEnd: o.book_building_end,
    applicationStart: timeText(o.market, o.subscription_start),
    applicationDeadline: timeText(o.market, o.subscription_end),
    lotteryDate: o.lottery_date,
    paymentDate: o.allotment_date,
    listingDate: o.listing_date,
    listingPrice: listed && o.listing_price !== null ? priceText(o.listing_price) : null,
    premiumPercent:
      listed && o.listing_price !== null && price !== null ? percentOf(o.listing_price - price, price) : null,
    seedHash: o.seed_hash,
    myApplicationId: myApplicationId === null ? null : String(myApplicationId),
  };
}

async function entriesOf(tx: Queryable, o: OfferingRow): Promise<LotteryEntry[]> {
  if (o.status !== 'open') {
    return tx.query<LotteryEntry>(
      `SELECT entry_id AS "entryId", lots FROM ipo_draw_entries WHERE offering_id = $1 ORDER BY entry_id`,
      [o.id],
    );
  }
  return tx.query<LotteryEntry>(
    `SELECT entry_id AS "entryId", lots FROM ipo_applications
     WHERE offering_id = $1 AND state <> 'cancelled' ORDER BY entry_id`,
    [o.id],
  );
}

async function drawView(tx: Queryable, o: OfferingRow, now: Date): Promise<IpoDraw> {
  const state = drawState(o, now);
  const frozen = state === 'entries_published' || state === 'drawn';
  const entriesHash = !frozen ? null : (o.entries_hash ?? entriesHashOf(await entriesOf(tx, o)));
  const drawn = o.status !== 'open';
  return {
    offeringId: String(o.id),
    state,
    algorithmId: LOTTERY_ALGORITHM_ID,
    algorithm: LOTTERY_ALGORITHM,
    hashAlgorithm: 'SHA-256',
    seedHash: o.seed_hash,
    committedAt: o.committed_at === null ? null : timeText(o.market, o.committed_at),
    entriesHash,
    entriesPublishedAt: frozen ? timeText(o.market, o.subscription_end) : null,
    seed: state === 'drawn' ? o.seed : null,
    drawnAt: state === 'drawn' && o.drawn_at ? timeText(o.market, o.drawn_at) : null,
    entryCount: drawn ? (o.entry_count ?? 0) : o.live_count,
    lotsRequested: drawn ? (o.lots_requested ?? 0) : o.live_lots,
    lotsAvailable: lotsAvailable(o),
    winnerCount: state === 'drawn' ? o.winner_count : null,
  };
}

interface ApplicationRow {
  id: bigint;
  offering_id: bigint;
  user_id: bigint;
  lots: number;
  price: bigint;
  amount: bigint;
  hold_id: bigint;
  entry_id: string;
  state: 'applied' | 'cancelled' | 'lost' | 'paid';
  client_order_id: string | null;
  allotted_lots: number | null;
  amount_due: bigint | null;
  released_amount: bigint;
  position_id: bigint | null;
  applied_at: Date;
  cancelled_at: Date | null;
  paid_at: Date | null;
  position_closed_at: Date | null;
}

const APPLICATION_SELECT = `SELECT a.id, a.offering_id, a.user_id, a.lots, a.price, a.amount, a.hold_id, a.entry_id,
    a.state, a.client_order_id, a.allotted_lots, a.amount_due, a.released_amount, a.position_id, a.applied_at,
    a.cancelled_at, a.paid_at, p.closed_at AS position_closed_at
  FROM ipo_applications a LEFT JOIN trade_positions p ON p.id = a.position_id`;

/** The user's state of an application, from what is stored, the draw and the holding. */
function applicationState(a: ApplicationRow, o: OfferingRow): IpoApplication['state'] {
  if (a.state === 'cancelled' || a.state === 'lost') return a.state;
  if (a.state === 'paid') {
    if (a.position_id === null) return 'paid';
    return a.position_closed_at === null ? 'listed' : 'sold';
  }
  if (!resultPublished(o)) return 'applied';
  return (a.allotted_lots ?? 0) > 0 ? 'won' : 'lost';
}

function applicationView(a: ApplicationRow, o: OfferingRow, now: Date): IpoApplication {
  const currency = currencyOf(o.market);
  const money = (amount: bigint) => formatMinor(amount, currency);
  const published = resultPublished(o);
  const allottedLots = published ? (a.allotted_lots ?? 0) : null;
  const allottedShares = allottedLots === null ? null : BigInt(allottedLots) * BigInt(o.unit_shares);
  const chargePrice = o.offer_price ?? a.price;
  return {
    id: String(a.id),
    offeringId: String(o.id),
    code: o.code,
    name: { jp: o.name_jp, cn: o.name_cn, us: o.name_us },
    market: o.market,
    currency,
    lots: a.lots,
    quantity: a.lots * o.unit_shares,
    price: priceText(a.price),
    heldAmount: money(a.state === 'applied' ? a.amount : 0n),
    releasedAmount: money(a.released_amount),
    state: applicationState(a, o),
    cancellable: a.state === 'applied' && accepting(o, now),
    drawEntryId: a.state !== 'cancelled' && (pastDeadline(o, now) || o.status !== 'open') ? a.entry_id : null,
    allottedLots,
    allottedQuantity: allottedShares === null ? null : Number(allottedShares),
    amountDue:
      a.amount_due !== null
        ? money(a.amount_due)
        : allottedShares === null
          ? null
          : money(amountOf(o.market, chargePrice, allottedShares)),
    applicationDeadline: timeText(o.market, o.subscription_end),
    lotteryDate: o.lottery_date,
    paymentDate: o.allotment_date,
    listingDate: o.listing_date,
    appliedAt: timeText(o.market, a.applied_at),
    cancelledAt: a.cancelled_at === null ? null : timeText(o.market, a.cancelled_at),
    drawnAt: published && o.drawn_at ? timeText(o.market, o.drawn_at) : null,
    clientOrderId: a.client_order_id,
  };
}

function allotmentView(a: ApplicationRow, o: OfferingRow, now: Date): IpoAllotment {
  const view = applicationView(a, o, now);
  const listed = o.listing_price !== null && listedNow(o, now);
  const price = o.offer_price ?? a.price;
  return {
    applicationId: view.id,
    offeringId: view.offeringId,
    code: view.code,
    name: view.name,
    market: view.market,
    currency: view.currency,
    drawEntryId: a.entry_id,
    appliedLots: a.lots,
    allottedLots: view.allottedLots ?? 0,
    allottedQuantity: view.allottedQuantity ?? 0,
    price: priceText(price),
    amountDue: view.amountDue ?? '0',
    releasedAmount: view.releasedAmount,
    state: view.state as IpoAllotment['state'],
    paymentDate: o.allotment_date,
    paidAt: a.paid_at === null ? null : timeText(o.market, a.paid_at),
    listingDate: o.listing_date,
    listingPrice: listed && o.listing_price !== null ? priceText(o.listing_price) : null,
    premiumPercent: listed && o.listing_price !== null ? percentOf(o.listing_price - price, price) : null,
    positionId: a.position_id === null ? null : String(a.position_id),
    soldAt: a.position_closed_at === null ? null : timeText(o.market, a.position_closed_at),
  };
}

async function liveApplicationOf(
  tx: Queryable,
  offeringId: bigint,
  userId: bigint,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.offering_id = $1 AND a.user_id = $2 ORDER BY (a.state <> 'cancelled') DESC, a.id DESC
     LIMIT 1`,
    [offeringId, userId],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The user's calls.

export async function listIpoOfferings(
  tx: Queryable,
  userId: bigint,
  filter: { market: Market; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<IpoOffering>> {
  const rows = await tx.query<OfferingRow>(
    `${OFFERING_SELECT} WHERE o.market = $1 ORDER BY o.subscription_start DESC, o.id DESC`,
    [filter.market],
  );
  // States follow the clock, so the filter applies to the views (a few dozen offerings a market at most).
  const matching = rows.filter((o) => filter.state === undefined || offeringState(o, now) === filter.state);
  const pageRows = matching.slice(page.offset, page.offset + page.size);
  const mine = await tx.query<{ offering_id: bigint; id: bigint }>(
    `SELECT offering_id, id FROM ipo_applications WHERE user_id = $1 AND state <> 'cancelled'
       AND offering_id = ANY($2::bigint[])`,
    [userId, pageRows.map((o) => String(o.id))],
  );
  const byOffering = new Map(mine.map((m) => [m.offering_id, m.id]));
  return pageResult(
    page,
    pageRows.map((o) => offeringView(o, now, byOffering.get(o.id) ?? null)),
    matching.length,
  );
}

const BUSINESS_SUMMARY_FALLBACK = {
  jp: '事業内容は目論見書をご覧ください。',
  cn: '业务内容请参阅招股说明书。',
  us: 'See the prospectus for what the company does.',
};

export async function ipoOfferingDetail(
  tx: Queryable,
  userId: bigint,
  idText: string | undefined,
  now: Date,
): Promise<IpoOfferingDetail> {
  const o = await requireOffering(tx, idText);
  const mine = await liveApplicationOf(tx, o.id, userId);
  const live = mine && mine.state !== 'cancelled' ? mine.id : null;
  return {
    offering: offeringView(o, now, live),
    businessSummary: o.summary_us
      ? { jp: o.summary_jp, cn: o.summary_cn, us: o.summary_us }
      : BUSINESS_SUMMARY_FALLBACK,
    myApplication: mine ? applicationView(mine, o, now) : null,
    draw: await drawView(tx, o, now),
  };
}

export async function ipoDraw(tx: Queryable, idText: string | undefined, now: Date): Promise<IpoDraw> {
  return drawView(tx, await requireOffering(tx, idText), now);
}

/** The published entries: none before the deadline; keys, ranks and lots won once the seed is published. */
export async function ipoDrawEntries(
  tx: Queryable,
  form: Form,
  page: PageRequest,
  now: Date,
): Promise<Page<IpoDrawEntry>> {
  const o = await requireOffering(tx, form.offering_id);
  const state = drawState(o, now);
  if (state !== 'entries_published' && state !== 'drawn') return pageResult(page, [], 0);
  const published = state === 'drawn';
  const one = form.entry_id;
  if (o.status !== 'open') {
    const where = one === undefined ? '' : ' AND entry_id = $4';
    const rows = await tx.query<{
      entry_id: string;
      lots: number;
      sort_key: string;
      rank: number;
      allotted_lots: number;
    }>(
      `SELECT entry_id, lots, sort_key, rank, allotted_lots FROM ipo_draw_entries WHERE offering_id = $1${where}
       ORDER BY entry_id LIMIT $2 OFFSET $3`,
      [o.id, page.size, page.offset, ...(one === undefined ? [] : [one])],
    );
    const [count] = await tx.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM ipo_draw_entries WHERE offering_id = $1${one === undefined ? '' : ' AND entry_id = $2'}`,
      [o.id, ...(one === undefined ? [] : [one])],
    );
    return pageResult(
      page,
      rows.map((r) => ({
        entryId: r.entry_id,
        lots: r.lots,
        sortKey: published ? r.sort_key : null,
        rank: published ? r.rank : null,
        allottedLots: published ? r.allotted_lots : null,
      })),
      count?.n ?? 0,
    );
  }
  const entries = (await entriesOf(tx, o)).filter((e) => one === undefined || e.entryId === one);
  return pageResult(
    page,
    entries
      .slice(page.offset, page.offset + page.size)
      .map((e) => ({ entryId: e.entryId, lots: e.lots, sortKey: null, rank: null, allottedLots: null })),
    entries.length,
  );
}

export interface UserCall {
  user: SessionUser;
  now: Date;
  idempotencyKey: string | undefined;
}

/**
 * Applies for an IPO: one live application per account, lots within the limit, the amount held from available
 * cash at once. Under the applicant's lock, so concurrent applications cannot both pass the checks or together hold
 * more than the cash (the ledger refuses a negative balance on its own as well).
 */
export async function subscribeIpo(db: Db, call: UserCall, form: Form): Promise<IpoApplication> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'subscribeIpo',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const applicant = await lockApplicant(tx, user.userId);
        const o = await requireOffering(tx, form.offering_id);
        assertVerified(applicant);
        if (o.status !== 'open' || pastDeadline(o, now)) throw new ApiError(422, 'ipo_channel_closed');
        if (!accepting(o, now)) throw new ApiError(422, 'ipo_not_open_yet');
        const existing = await liveApplicationOf(tx, o.id, user.userId);
        if (existing && existing.state !== 'cancelled') throw new ApiError(409, 'ipo_already_applied');
        const lots = Number(form.lots);
        if (lots > o.max_lots) throw new ApiError(422, 'ipo_lots_over_limit');
        const price = applicationPrice(o);
        const amount = amountOf(o.market, price, BigInt(lots) * BigInt(o.unit_shares));
        const holdId = await hold(tx, {
          userId: user.userId,
          currency: currencyOf(o.market),
          amount,
          reason: 'ipo_application',
          reference: `ipo:${o.id}`,
          memo: `IPO application ${o.code}: ${lots} lots`,
          at: now,
        });
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO ipo_applications (offering_id, user_id, lots, price, amount, hold_id, entry_id, client_order_id,
                                         applied_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [o.id, user.userId, lots, price, amount, holdId, newEntryId(), form.client_order_id ?? null, now],
        );
        if (!row) throw new Error('application insert returned nothing');
        const created = await ownApplication(tx, user.userId, String(row.id));
        return applicationView(created, (await offeringRow(tx, o.id))!, now);
      },
    ),
  );
}

async function ownApplication(tx: Queryable, userId: bigint, idText: string | undefined, lock = false) {
  const [row] = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [rowId(idText, 'order_not_found')],
  );
  if (!row || row.user_id !== userId) throw new ApiError(404, 'order_not_found');
  return row;
}

/** Cancels the caller's application before the deadline and releases its hold in full, in one transaction. */
export async function cancelIpoApplication(db: Db, call: UserCall, form: Form): Promise<IpoApplication> {
  const { user, now } = call;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'cancelIpoApplication',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockApplicant(tx, user.userId);
        const a = await ownApplication(tx, user.userId, form.application_id, true);
        const o = (await offeringRow(tx, a.offering_id))!;
        if (pastDeadline(o, now) || o.status !== 'open') throw new ApiError(422, 'ipo_deadline_passed');
        if (a.state !== 'applied') throw new ApiError(422, 'order_not_subscribing');
        await releaseHold(tx, {
          holdId: a.hold_id,
          kind: 'release',
          memo: `IPO application ${a.id} cancelled`,
          at: now,
        });
        await tx.query(
          `UPDATE ipo_applications SET state = 'cancelled', cancelled_at = $2, released_amount = amount WHERE id = $1`,
          [a.id, now],
        );
        return applicationView(await ownApplication(tx, user.userId, String(a.id)), o, now);
      },
    ),
  );
}

async function offeringsById(tx: Queryable, ids: bigint[]): Promise<Map<bigint, OfferingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<OfferingRow>(`${OFFERING_SELECT} WHERE o.id = ANY($1::bigint[])`, [
    [...new Set(ids)].map(String),
  ]);
  return new Map(rows.map((o) => [o.id, o]));
}

export async function listIpoApplications(
  tx: Queryable,
  userId: bigint,
  filter: { market: Market; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<IpoApplication>> {
  const rows = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} JOIN ipo_offerings o ON o.id = a.offering_id
     WHERE a.user_id = $1 AND o.market = $2 ORDER BY a.id DESC`,
    [userId, filter.market],
  );
  const offerings = await offeringsById(
    tx,
    rows.map((r) => r.offering_id),
  );
  const views = rows
    .map((a) => applicationView(a, offerings.get(a.offering_id)!, now))
    .filter((v) => filter.state === undefined || v.state === filter.state);
  return pageResult(page, views.slice(page.offset, page.offset + page.size), views.length);
}

export async function listIpoAllotments(
  tx: Queryable,
  userId: bigint,
  filter: { market: Market; state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<IpoAllotment>> {
  const rows = await tx.query<ApplicationRow>(
    `${APPLICATION_SELECT} JOIN ipo_offerings o ON o.id = a.offering_id
     WHERE a.user_id = $1 AND o.market = $2 AND a.allotted_lots > 0 AND a.state IN ('applied', 'paid')
       AND o.seed_published_at IS NOT NULL
     ORDER BY o.drawn_at DESC, a.id DESC`,
    [userId, filter.market],
  );
  const offerings = await offeringsById(
    tx,
    rows.map((r) => r.offering_id),
  );
  const views = rows
    .map((a) => allotmentView(a, offerings.get(a.offering_id)!, now))
    .filter((v) => filter.state === undefined || v.state === filter.state);
  return pageResult(page, views.slice(page.offset, page.offset + page.size), views.length);
}

/** The seed's `/trade/usernewstocklist`: the caller's IPO applications, status 1 while the amount is held. */
export async function listNewShareOrders(tx: Queryable, userId: bigint, market: Market, page: PageRequest) {
  const rows = await tx.query<{ id: bigint; state: string; amount: bigint }>(
    `SELECT a.id, a.state, a.amount FROM ipo_applications a JOIN ipo_offerings o ON o.id = a.offering_id
     WHERE a.user_id = $1 AND o.market = $2 ORDER BY a.id DESC LIMIT $3 OFFSET $4`,
    [userId, market, page.size, page.offset],
  );
  return rows.map((r) => ({
    id: String(r.id),
    status: r.state === 'applied' ? 1 : 0,
    rjmoney: formatMinor(r.amount, currencyOf(market)),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The operator's calls.

const SEGMENTS: Record<string, Segment> = {
  tse_prime: 'tse_prime',
  tse_standard: 'tse_standard',
  tse_growth: 'tse_growth',
  tse_etf: 'tse_prime',
  nyse: 'nyse',
  nasdaq: 'nasdaq',
  nyse_arca: 'nyse',
  sse_main: 'sse_main',
  szse_main: 'szse_main',
  star: 'star',
  chinext: 'chinext',
};

function adminView(o: OfferingRow, now: Date): AdminIpo {
  const state = drawState(o, now);
  return {
    id: String(o.id),
    stockCode: o.code,
    market: o.market,
    name: { jp: o.name_jp, cn: o.name_cn, us: o.name_us },
    leadUnderwriter: o.lead_underwriter,
    per: o.per,
    sharesOffered: Number(o.shares_for_lottery),
    unitShares: o.unit_shares,
    priceBandLow: priceText(o.price_band_low),
    priceBandHigh: priceText(o.price_band_high),
    offerPrice: o.offer_price === null ? null : priceText(o.offer_price),
    currency: currencyOf(o.market),
    bookBuildingStart: o.book_building_start,
    bookBuildingEnd: o.book_building_end,
    subscriptionStart: timeText(o.market, o.subscription_start),
    subscriptionEnd: timeText(o.market, o.subscription_end),
    lotteryDate: o.lottery_date,
    allotmentDate: o.allotment_date,
    listingDate: o.listing_date,
    status: adminStatus(o, now),
    drawState: state,
    seedHash: o.seed_hash,
    seed: state === 'drawn' ? o.seed : null,
    applications: o.status === 'open' ? o.live_count : (o.entry_count ?? 0),
    winners: o.status === 'open' ? null : o.winner_count,
    drawnAt: o.drawn_at === null ? null : timeText(o.market, o.drawn_at),
    allottedAt: o.allotted_at === null ? null : timeText(o.market, o.allotted_at),
    updatedAt: timeText(o.market, o.updated_at),
  };
}

export async function listAdminIpos(
  tx: Queryable,
  filter: { market: string | undefined; status: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<AdminIpo>> {
  const { where, params } = whereOf(filter.market === undefined ? [] : [['o.market = ?', filter.market]]);
  const rows = await tx.query<OfferingRow>(
    `${OFFERING_SELECT} ${where} ORDER BY o.subscription_start DESC, o.id DESC`,
    params,
  );
  const views = rows
    .map((o) => adminView(o, now))
    .filter((v) => filter.status === undefined || v.status === filter.status);
  return pageResult(page, views.slice(page.offset, page.offset + page.size), views.length);
}

interface IpoTerms {
  market: Market;
  code: string;
  segment: Segment;
  names: { jp: string; cn: string; us: string };
  leadUnderwriter: string;
  per: string | null;
  shares: bigint;
  unitShares: number;
  bandLow: ScaledPrice;
  bandHigh: ScaledPrice;
  offerPrice: ScaledPrice | null;
  bookBuildingStart: string;
  bookBuildingEnd: string;
  subscriptionStart: Date;
  subscriptionEnd: Date;
  lotteryDate: string;
  allotmentDate: string;
  listingDate: string;
}

function termsOf(o: OfferingRow): IpoTerms {
  return {
    market: o.market,
    code: o.code,
    segment: o.segment,
    names: { jp: o.name_jp, cn: o.name_cn, us: o.name_us },
    leadUnderwriter: o.lead_underwriter,
    per: o.per,
    shares: o.shares_for_lottery,
    unitShares: o.unit_shares,
    bandLow: o.price_band_low,
    bandHigh: o.price_band_high,
    offerPrice: o.offer_price,
    bookBuildingStart: o.book_building_start,
    bookBuildingEnd: o.book_building_end,
    subscriptionStart: o.subscription_start,
    subscriptionEnd: o.subscription_end,
    lotteryDate: o.lottery_date,
    allotmentDate: o.allotment_date,
    listingDate: o.listing_date,
  };
}

/** The form's fields over `base` (all of them on creation). */
function mergeTerms(form: Form, base: IpoTerms | undefined): IpoTerms {
  const pick = <T>(value: T | undefined, fallback: T | undefined, field: string): T => {
    if (value !== undefined) return value;
    if (fallback === undefined) throw invalidParameter([{ field, rule: 'required' }]);
    return fallback;
  };
  const market = pick(form.type as Market | undefined, base?.market, 'type');
  const code = pick(form.stock_code, base?.code, 'stock_code');
  // The stock must be one the market can price once it lists; an unchanged stock was checked when it was set.
  const unchanged = base !== undefined && base.market === market && base.code === code;
  const segment = unchanged
    ? base.segment
    : (SEGMENTS[listedInstrument(market, code, new ApiError(422, 'instrument_not_found')).board] ?? 'tse_prime');
  const terms: IpoTerms = {
    market,
    code,
    segment,
    names: {
      jp: pick(form.name_jp, base?.names.jp, 'name_jp'),
      cn: pick(form.name_cn, base?.names.cn, 'name_cn'),
      us: pick(form.name_us, base?.names.us, 'name_us'),
    },
    leadUnderwriter: pick(form.lead_underwriter, base?.leadUnderwriter, 'lead_underwriter'),
    per: form.per ?? base?.per ?? null,
    shares: pick(
      form.shares_offered === undefined ? undefined : BigInt(form.shares_offered),
      base?.shares,
      'shares_offered',
    ),
    unitShares: pick(
      form.unit_shares === undefined ? undefined : Number(form.unit_shares),
      base?.unitShares,
      'unit_shares',
    ),
    bandLow: pick(formPrice(form.price_band_low, 'price_band_low'), base?.bandLow, 'price_band_low'),
    bandHigh: pick(formPrice(form.price_band_high, 'price_band_high'), base?.bandHigh, 'price_band_high'),
    offerPrice: formPrice(form.offer_price, 'offer_price') ?? base?.offerPrice ?? null,
    bookBuildingStart: pick(
      formDate(form.book_building_start, 'book_building_start'),
      base?.bookBuildingStart,
      'book_building_start',
    ),
    bookBuildingEnd: pick(
      formDate(form.book_building_end, 'book_building_end'),
      base?.bookBuildingEnd,
      'book_building_end',
    ),
    subscriptionStart: pick(
      formInstant(form.subscription_start, 'subscription_start'),
      base?.subscriptionStart,
      'subscription_start',
    ),
    subscriptionEnd: pick(
      formInstant(form.subscription_end, 'subscription_end'),
      base?.subscriptionEnd,
      'subscription_end',
    ),
    lotteryDate: pick(formDate(form.lottery_date, 'lottery_date'), base?.lotteryDate, 'lottery_date'),
    allotmentDate: pick(formDate(form.allotment_date, 'allotment_date'), base?.allotmentDate, 'allotment_date'),
    listingDate: pick(formDate(form.listing_date, 'listing_date'), base?.listingDate, 'listing_date'),
  };
  if (terms.bandLow > terms.bandHigh) throw invalidParameter([{ field: 'price_band_high', rule: 'pattern' }]);
  if (terms.offerPrice !== null && (terms.offerPrice < terms.bandLow || terms.offerPrice > terms.bandHigh)) {
    throw invalidParameter([{ field: 'offer_price', rule: 'pattern' }]);
  }
  if (terms.shares % BigInt(terms.unitShares) !== 0n)
    throw invalidParameter([{ field: 'shares_offered', rule: 'pattern' }]);
  const startDay = todayIn(market, terms.subscriptionStart);
  const endDay = todayIn(market, terms.subscriptionEnd);
  const inOrder =
    terms.bookBuildingStart <= terms.bookBuildingEnd &&
    terms.bookBuildingEnd < startDay &&
    terms.subscriptionStart < terms.subscriptionEnd &&
    endDay < terms.lotteryDate &&
    terms.lotteryDate <= terms.allotmentDate &&
    terms.allotmentDate < terms.listingDate;
  if (!inOrder) throw new ApiError(422, 'dates_out_of_order');
  return terms;
}

const TERM_COLUMNS = `market, code, segment, name_jp, name_cn, name_us, lead_underwriter, per, shares_total,
  shares_for_lottery, unit_shares, price_band_low, price_band_high, offer_price, book_building_start, book_building_end,
  subscription_start, subscription_end, lottery_date, allotment_date, listing_date`;
const termParams = (t: IpoTerms) => [
  t.market,
  t.code,
  t.segment,
  t.names.jp,
  t.names.cn,
  t.names.us,
  t.leadUnderwriter,
  t.per,
  t.shares,
  t.shares,
  t.unitShares,
  t.bandLow,
  t.bandHigh,
  t.offerPrice,
  t.bookBuildingStart,
  t.bookBuildingEnd,
  t.subscriptionStart,
  t.subscriptionEnd,
  t.lotteryDate,
  t.allotmentDate,
  t.listingDate,
];

const auditFields = (t: IpoTerms): Record<string, string> => ({
  stockCode: t.code,
  market: t.market,
  sharesOffered: String(t.shares),
  priceBandLow: priceText(t.bandLow),
  priceBandHigh: priceText(t.bandHigh),
  offerPrice: t.offerPrice === null ? '' : priceText(t.offerPrice),
  subscriptionStart: t.subscriptionStart.toISOString(),
  subscriptionEnd: t.subscriptionEnd.toISOString(),
  lotteryDate: t.lotteryDate,
  allotmentDate: t.allotmentDate,
  listingDate: t.listingDate,
});

export async function createIpo(tx: Tx, operator: Operator, form: Form): Promise<AdminIpo> {
  const terms = mergeTerms(form, undefined);
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO ipo_offerings (${TERM_COLUMNS}, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
     ON CONFLICT (market, code) DO NOTHING RETURNING id`,
    [...termParams(terms), operator.now],
  );
  if (!row) throw new ApiError(409, 'duplicate_request');
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'ipo_created',
    targetType: 'ipo',
    targetId: String(row.id),
    before: null,
    after: auditFields(terms),
    ipAddress: operator.address,
    at: operator.now,
  });
  return adminView((await offeringRow(tx, row.id))!, operator.now);
}

/** The fields that may change once applications have opened. */
const LATE_FIELDS = new Set(['id', 'offer_price', 'lottery_date', 'allotment_date', 'listing_date']);

export async function updateIpo(tx: Tx, operator: Operator, form: Form): Promise<AdminIpo> {
  const o = await requireOffering(tx, form.id, true);
  const now = operator.now;
  const opened = now >= o.subscription_start || o.status !== 'open';
  if (opened) {
    if (Object.keys(form).some((field) => !LATE_FIELDS.has(field))) throw new ApiError(409, 'admin_item_locked');
    if (form.offer_price !== undefined) {
      // Until the draw, and never above what the live applications hold per share.
      const price = parsePrice(form.offer_price);
      if (o.status !== 'open' || price > applicationPrice(o)) throw new ApiError(409, 'admin_item_locked');
    }
    if (o.listed_at !== null && form.listing_date !== undefined) throw new ApiError(409, 'admin_item_locked');
  }
  const before = termsOf(o);
  const terms = mergeTerms(form, before);
  if (!opened && (terms.market !== o.market || terms.code !== o.code)) {
    const clash = await tx.query('SELECT 1 FROM ipo_offerings WHERE market = $1 AND code = $2 AND id <> $3', [
      terms.market,
      terms.code,
      o.id,
    ]);
    if (clash.length > 0) throw new ApiError(409, 'duplicate_request');
  }
  await tx.query(
    `UPDATE ipo_offerings SET (${TERM_COLUMNS}, updated_at) =
       ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
     WHERE id = $1`,
    [o.id, ...termParams(terms), now],
  );
  const beforeFields = auditFields(before);
  const afterFields = auditFields(terms);
  const changed = Object.keys(afterFields).filter((k) => beforeFields[k] !== afterFields[k]);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'ipo_updated',
    targetType: 'ipo',
    targetId: String(o.id),
    before: Object.fromEntries(changed.map((k) => [k, beforeFields[k] ?? ''])),
    after: Object.fromEntries(changed.map((k) => [k, afterFields[k] ?? ''])),
    ipAddress: operator.address,
    at: now,
  });
  if (changed.length > 0) {
    const applicants = await tx.query<{ user_id: bigint }>(
      `SELECT user_id FROM ipo_applications WHERE offering_id = $1 AND state <> 'cancelled'`,
      [o.id],
    );
    for (const { user_id } of applicants) {
      await sendInboxMessage(
        tx,
        user_id,
        {
          kind: 'system',
          title: {
            jp: `新規公開株 ${o.code} の条件が変更されました`,
            cn: `新股 ${o.code} 的条款已变更`,
            us: `The terms of IPO ${o.code} have changed`,
          },
          body: {
            jp: '申込中の新規公開株の条件（価格または日程）が変更されました。詳細画面でご確認ください。',
            cn: '您申购的新股条款（价格或日程）已变更，请在详情页查看。',
            us: 'The price or dates of an IPO you applied for have changed. Check the offering for the details.',
          },
        },
        now,
      );
    }
  }
  return adminView((await offeringRow(tx, o.id))!, now);
}

/** Commits the seed: a fresh 256-bit secret from the OS's cryptographic source; only its hash is shown. */
export async function commitIpoSeed(tx: Tx, operator: Operator, idText: string | undefined): Promise<AdminIpo> {
  const o = await requireOffering(tx, idText, true);
  if (o.seed_hash !== null) throw new ApiError(409, 'ipo_seed_already_committed');
  if (operator.now >= o.subscription_start) throw new ApiError(409, 'admin_item_locked');
  const seed = newSeed();
  const seedHash = seedHashOf(seed);
  await tx.query(
    `UPDATE ipo_offerings SET seed = $2, seed_hash = $3, committed_at = $4, updated_at = $4 WHERE id = $1`,
    [o.id, seed, seedHash, operator.now],
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'ipo_seed_committed',
    targetType: 'ipo',
    targetId: String(o.id),
    before: null,
    after: { seedHash },
    ipAddress: operator.address,
    at: operator.now,
  });
  return adminView((await offeringRow(tx, o.id))!, operator.now);
}

/**
 * Runs the draw once over the entry list frozen at the deadline: every entry's key, rank and lots won are stored
 * (the published list), and each application learns its lots. No money moves until the allotment.
 */
export async function runIpoDraw(tx: Tx, operator: Operator, idText: string | undefined): Promise<AdminIpoDraw> {
  const o = await requireOffering(tx, idText, true);
  const now = operator.now;
  if (o.seed === null) throw new ApiError(422, 'ipo_seed_not_committed');
  if (o.status !== 'open') throw new ApiError(409, 'ipo_draw_already_run');
  if (!pastDeadline(o, now) || todayIn(o.market, now) < o.lottery_date) throw new ApiError(422, 'ipo_draw_not_ready');
  const applications = await tx.query<{ id: bigint; entry_id: string; lots: number }>(
    `SELECT id, entry_id, lots FROM ipo_applications WHERE offering_id = $1 AND state = 'applied' ORDER BY entry_id`,
    [o.id],
  );
  const outcome = runDraw(
    o.seed,
    applications.map((a) => ({ entryId: a.entry_id, lots: a.lots })),
    lotsAvailable(o),
  );
  await storeDraw(tx, o.id, outcome, new Map(applications.map((a) => [a.entry_id, a.id])), now);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'ipo_drawn',
    targetType: 'ipo',
    targetId: String(o.id),
    before: { status: adminStatus(o, now) },
    after: {
      status: 'drawn',
      entriesHash: outcome.entriesHash,
      entries: String(outcome.entries.length),
      winners: String(outcome.winnerCount),
    },
    ipAddress: operator.address,
    at: now,
  });
  const drawn = (await offeringRow(tx, o.id))!;
  return { ipo: adminView(drawn, now), algorithmId: LOTTERY_ALGORITHM_ID, entriesHash: outcome.entriesHash };
}

/** Writes a draw's outcome: the entries with their keys, ranks and lots, the applications' lots, the totals. */
export async function storeDraw(
  tx: Queryable,
  offeringId: bigint,
  outcome: ReturnType<typeof runDraw>,
  applicationOf: ReadonlyMap<string, bigint>,
  at: Date,
): Promise<void> {
  const e = outcome.entries;
  // In slices, so a draw of many thousand entries stays within the drivers' parameter limits.
  for (let start = 0; start < e.length; start += 5000) {
    const slice = e.slice(start, start + 5000);
    await tx.query(
      `INSERT INTO ipo_draw_entries (offering_id, entry_id, lots, sort_key, rank, allotted_lots, application_id)
       SELECT $1, * FROM unnest($2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::bigint[])`,
      [
        offeringId,
        slice.map((x) => x.entryId),
        slice.map((x) => x.lots),
        slice.map((x) => x.sortKey),
        slice.map((x) => x.rank),
        slice.map((x) => x.allottedLots),
        slice.map((x) => {
          const id = applicationOf.get(x.entryId);
          return id === undefined ? null : String(id);
        }),
      ],
    );
  }
  await tx.query(
    `UPDATE ipo_applications a SET allotted_lots = d.allotted_lots
     FROM ipo_draw_entries d WHERE d.application_id = a.id AND d.offering_id = $1`,
    [offeringId],
  );
  await tx.query(
    `UPDATE ipo_offerings SET status = 'drawn', entries_hash = $2, drawn_at = $3, entry_count = $4, lots_requested = $5,
       winner_count = $6, updated_at = $3
     WHERE id = $1`,
    [offeringId, outcome.entriesHash, at, e.length, outcome.lotsRequested, outcome.winnerCount],
  );
}

/** Publishes the seed after the draw; publishing again answers the same seed. */
export async function publishIpoSeed(tx: Tx, operator: Operator, idText: string | undefined): Promise<AdminIpo> {
  const o = await requireOffering(tx, idText, true);
  if (o.status === 'open') throw new ApiError(422, 'ipo_draw_not_run');
  if (o.seed_published_at === null) {
    await tx.query('UPDATE ipo_offerings SET seed_published_at = $2, updated_at = $2 WHERE id = $1', [
      o.id,
      operator.now,
    ]);
    await writeAudit(tx, {
      operatorId: operator.userId,
      action: 'ipo_seed_published',
      targetType: 'ipo',
      targetId: String(o.id),
      before: null,
      after: { seed: o.seed ?? '' },
      ipAddress: operator.address,
      at: operator.now,
    });
  }
  return adminView((await offeringRow(tx, o.id))!, operator.now);
}

/**
 * Settles the draw in one transaction: each winner pays offer price × allotted shares from the hold (IPO payment)
 * and gets the rest back; every other hold is released in full (lottery-loss refund).
 */
export async function allotIpo(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminIpo> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'allotIpo',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const o = await requireOffering(tx, form.id, true);
        const now = operator.now;
        if (o.status === 'open') throw new ApiError(422, 'ipo_draw_not_run');
        if (o.status === 'allotted') throw new ApiError(409, 'ipo_already_allotted');
        if (o.seed_published_at === null || o.offer_price === null) throw new ApiError(422, 'ipo_draw_not_ready');
        await settleApplications(tx, o, o.offer_price, now);
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'ipo_allotted',
          targetType: 'ipo',
          targetId: String(o.id),
          before: { status: 'drawn' },
          after: { status: 'allotted', offerPrice: priceText(o.offer_price), winners: String(o.winner_count ?? 0) },
          ipAddress: operator.address,
          at: now,
        });
        return adminView((await offeringRow(tx, o.id))!, now);
      },
    ),
  );
}

/** Charges the winners and releases every other hold of a drawn offering, and marks it allotted. */
export async function settleApplications(tx: Tx, o: OfferingRow, offerPrice: ScaledPrice, now: Date): Promise<void> {
  const currency = currencyOf(o.market);
  const market = await houseAccount(tx, HOUSE.market, currency);
  const applications = await tx.query<{ id: bigint; hold_id: bigint; amount: bigint; allotted_lots: number | null }>(
    `SELECT id, hold_id, amount, allotted_lots FROM ipo_applications
     WHERE offering_id = $1 AND state = 'applied' ORDER BY id FOR UPDATE`,
    [o.id],
  );
  const paid: bigint[] = [];
  const dues: bigint[] = [];
  const lost: bigint[] = [];
  const closes: HoldClose[] = [];
  for (const a of applications) {
    const lots = a.allotted_lots ?? 0;
    if (lots > 0) {
      const due = amountOf(o.market, offerPrice, BigInt(lots) * BigInt(o.unit_shares));
      closes.push({
        holdId: a.hold_id,
        payAmount: due,
        kind: 'ipo_payment',
        memo: `IPO ${o.code}: ${lots} lots allotted`,
      });
      paid.push(a.id);
      dues.push(due);
    } else {
      closes.push({ holdId: a.hold_id, payAmount: 0n, kind: 'ipo_refund', memo: `IPO ${o.code}: not allotted` });
      lost.push(a.id);
    }
  }
  // Every winner's charge and every other release in one go (a transfer each), not three statements a hold.
  await closeHoldsTogether(tx, { payeeAccountId: market, closes, at: now });
  if (paid.length > 0) {
    await tx.query(
      `UPDATE ipo_applications a SET state = 'paid', paid_at = $2, amount_due = p.due, released_amount = a.amount - p.due
       FROM unnest($1::bigint[], $3::bigint[]) AS p (id, due) WHERE a.id = p.id`,
      [paid.map(String), now, dues.map(String)],
    );
  }
  if (lost.length > 0) {
    await tx.query(
      `UPDATE ipo_applications SET state = 'lost', allotted_lots = 0, amount_due = 0, released_amount = amount
       WHERE id = ANY($1::bigint[])`,
      [lost.map(String)],
    );
  }
  await tx.query(`UPDATE ipo_offerings SET status = 'allotted', allotted_at = $2, updated_at = $2 WHERE id = $1`, [
    o.id,
    now,
  ]);
}

/**
 * Lists what is due: on its listing day an allotted IPO's first price is taken from the market and each winner's
 * shares become a holding the trading engine sells like any other. Each offering in its own transaction, under its
 * row lock, so several processes list it once.
 */
export async function listDueOfferings(db: Db, marketData: MarketDataProvider, now: Date): Promise<number> {
  const due = await db.query<{ id: bigint; market: Market; listing_date: string }>(
    `SELECT id, market, listing_date::text AS listing_date FROM ipo_offerings
     WHERE status = 'allotted' AND listed_at IS NULL ORDER BY id`,
  );
  let listed = 0;
  for (const candidate of due) {
    if (todayIn(candidate.market, now) < candidate.listing_date) continue;
    const quote = await marketData.quote(candidate.market, (await offeringRow(db, candidate.id))!.code, now);
    listed += await db.transaction(async (tx) => {
      const o = await offeringRow(tx, candidate.id, true);
      if (!o || o.status !== 'allotted' || o.listed_at !== null || o.offer_price === null) return 0;
      await listOffering(tx, o, quote ? parsePrice(quote.price) : o.offer_price, now);
      return 1;
    });
  }
  return listed;
}

/** Lists an allotted offering at `listingPrice`: each winner's shares become a position at the offer price. */
export async function listOffering(tx: Tx, o: OfferingRow, listingPrice: ScaledPrice, now: Date): Promise<void> {
  if (o.offer_price === null) throw new Error(`offering ${o.id} is allotted without an offer price`);
  const winners = await tx.query<{
    id: bigint;
    user_id: bigint;
    hold_id: bigint;
    allotted_lots: number;
    amount_due: bigint;
  }>(
    `SELECT id, user_id, hold_id, allotted_lots, amount_due FROM ipo_applications
     WHERE offering_id = $1 AND state = 'paid' AND position_id IS NULL ORDER BY id FOR UPDATE`,
    [o.id],
  );
  for (const w of winners) {
    const positionId = await deliverShares(tx, {
      userId: w.user_id,
      market: o.market,
      code: o.code,
      price: o.offer_price,
      quantity: BigInt(w.allotted_lots) * BigInt(o.unit_shares),
      cost: w.amount_due,
      holdId: w.hold_id,
      clientOrderId: `ipo-allot-${w.id}`,
      tradeDate: o.listing_date,
      at: now,
    });
    await tx.query('UPDATE ipo_applications SET position_id = $2 WHERE id = $1', [w.id, positionId]);
  }
  await tx.query('UPDATE ipo_offerings SET listing_price = $2, listed_at = $3, updated_at = $3 WHERE id = $1', [
    o.id,
    listingPrice,
    now,
  ]);
}
