import type { RequestForm, ResponseData } from '@kabuto/api-client';
import type { AdminIpoRow } from '@kabuto/ui/console';
import type { IpoForm } from './adminIpos.schema.ts';

type AdminIpo = ResponseData<'/admin/ipo/list'>['items'][number];

/** The contract's timestamps as ISO 8601 (a space between date and time is read as `T`). */
const toIso = (timestamp: string) => timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');

const tokyoOffsetMs = 9 * 60 * 60 * 1000;

/** An instant as a datetime-local value in Japan time (the console's time zone; Japan keeps no summer time). */
export function toTokyoLocal(timestamp: string): string {
  const time = Date.parse(toIso(timestamp));
  if (Number.isNaN(time)) return '';
  return new Date(time + tokyoOffsetMs).toISOString().slice(0, 16);
}

/** A datetime-local value in Japan time as the contract's timestamp. */
export function fromTokyoLocal(local: string): string {
  return `${local}:00+09:00`;
}

export function toAdminIpoRow(ipo: AdminIpo): AdminIpoRow {
  return {
    id: ipo.id,
    stockCode: ipo.stockCode,
    market: ipo.market,
    name: { ...ipo.name },
    leadUnderwriter: ipo.leadUnderwriter,
    per: ipo.per,
    sharesOffered: ipo.sharesOffered,
    unitShares: ipo.unitShares,
    priceBandLow: ipo.priceBandLow,
    priceBandHigh: ipo.priceBandHigh,
    offerPrice: ipo.offerPrice,
    currency: ipo.currency,
    bookBuildingStart: ipo.bookBuildingStart,
    bookBuildingEnd: ipo.bookBuildingEnd,
    subscriptionStart: toIso(ipo.subscriptionStart),
    subscriptionEnd: toIso(ipo.subscriptionEnd),
    lotteryDate: ipo.lotteryDate,
    allotmentDate: ipo.allotmentDate,
    listingDate: ipo.listingDate,
    status: ipo.status,
    drawState: ipo.drawState,
    seedHash: ipo.seedHash,
    seed: ipo.seed,
    applications: ipo.applications,
    winners: ipo.winners,
    drawnAt: ipo.drawnAt ? toIso(ipo.drawnAt) : null,
    allottedAt: ipo.allottedAt ? toIso(ipo.allottedAt) : null,
    updatedAt: toIso(ipo.updatedAt),
  };
}

/** Once applications open the server accepts changes to these only (`admin_item_locked` otherwise). */
export function isIpoLocked(ipo: Pick<AdminIpo, 'status'>): boolean {
  return ipo.status !== 'upcoming';
}

/** An IPO's current terms, to edit. */
export function toIpoForm(ipo: AdminIpo): IpoForm {
  return {
    market: ipo.market,
    unitShares: ipo.unitShares === 1 ? '1' : '100',
    stockCode: ipo.stockCode,
    nameJp: ipo.name.jp,
    nameCn: ipo.name.cn,
    nameUs: ipo.name.us,
    leadUnderwriter: ipo.leadUnderwriter,
    per: ipo.per ?? '',
    sharesOffered: String(ipo.sharesOffered),
    priceBandLow: ipo.priceBandLow,
    priceBandHigh: ipo.priceBandHigh,
    offerPrice: ipo.offerPrice ?? '',
    bookBuildingStart: ipo.bookBuildingStart,
    bookBuildingEnd: ipo.bookBuildingEnd,
    subscriptionStart: toTokyoLocal(ipo.subscriptionStart),
    subscriptionEnd: toTokyoLocal(ipo.subscriptionEnd),
    lotteryDate: ipo.lotteryDate,
    allotmentDate: ipo.allotmentDate,
    listingDate: ipo.listingDate,
  };
}

/** The create request: texts trimmed, optional figures left out when blank. */
export function toIpoCreateRequest(form: IpoForm): RequestForm<'/admin/ipo/create'> {
  const per = form.per.trim();
  const offer = form.offerPrice.trim();
  return {
    stock_code: form.stockCode.trim(),
    type: form.market,
    name_jp: form.nameJp.trim(),
    name_cn: form.nameCn.trim(),
    name_us: form.nameUs.trim(),
    lead_underwriter: form.leadUnderwriter.trim(),
    ...(per ? { per } : {}),
    shares_offered: form.sharesOffered.trim(),
    unit_shares: form.unitShares,
    price_band_low: form.priceBandLow.trim(),
    price_band_high: form.priceBandHigh.trim(),
    ...(offer ? { offer_price: offer } : {}),
    book_building_start: form.bookBuildingStart,
    book_building_end: form.bookBuildingEnd,
    subscription_start: fromTokyoLocal(form.subscriptionStart),
    subscription_end: fromTokyoLocal(form.subscriptionEnd),
    lottery_date: form.lotteryDate,
    allotment_date: form.allotmentDate,
    listing_date: form.listingDate,
  };
}

/**
 * The update request. Before applications open, every term as edited; after, only what may still change (the offer
 * price and the later dates), so an unchanged locked field is not refused as a change.
 */
export function toIpoUpdateRequest(id: string, form: IpoForm, locked: boolean): RequestForm<'/admin/ipo/update'> {
  const offer = form.offerPrice.trim();
  if (locked) {
    return {
      id,
      ...(offer ? { offer_price: offer } : {}),
      lottery_date: form.lotteryDate,
      allotment_date: form.allotmentDate,
      listing_date: form.listingDate,
    };
  }
  return { id, ...toIpoCreateRequest(form) };
}
